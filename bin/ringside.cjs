#!/usr/bin/env node
'use strict'
const path = require('node:path')
const fs = require('node:fs')

const root = path.join(__dirname, '..')

// The stack needs Node 22. `npm install` brings one (the `node` dev dependency); an older Node on the
// PATH hands the command over to it, or says how to get one.
if (Number(process.versions.node.split('.')[0]) < 22) {
  const node22 = [path.join(root, 'node_modules', 'node', 'bin', 'node'), path.join(root, 'node_modules', 'node', 'bin', 'node.exe')].find((f) =>
    fs.existsSync(f),
  )
  if (!node22 || process.env.RINGSIDE_REEXEC) {
    process.stderr.write(
      `ringside needs Node 22 or newer (this is ${process.version}): run \`npm install\` in ${root} (it brings Node 22), ` +
        'or install Node 22 from https://nodejs.org\n',
    )
    process.exit(2)
  }
  const { status, signal } = require('node:child_process').spawnSync(node22, [__filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, RINGSIDE_REEXEC: '1' },
  })
  process.exit(status ?? (signal ? 1 : 0))
}

// `ringside search x | head` closes the pipe early: that is not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0)
  throw err
})

// Node keeps the compiled code of the modules on disk, so a command after the first skips compiling them.
require('node:module').enableCompileCache?.()

const cli = path.join(root, 'out', 'main', 'cli.js')
if (!fs.existsSync(cli)) {
  process.stderr.write('ringside is not built yet: run `npm run build`\n')
  process.exit(2)
}
require(cli)
  .main(process.argv.slice(2), {
    out: (l) => process.stdout.write(l + '\n'),
    err: (l) => process.stderr.write(l + '\n'),
    env: process.env,
  })
  .then((code) => {
    process.exitCode = code
  })
