#!/usr/bin/env node
// Run by `npm start` before Electron opens: Electron's binary is downloaded on first use, and when that
// download cannot happen the player gets one clear line instead of a stack trace.
'use strict'
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

/** The binary the electron package points at, or null when it is not there yet. */
function installedBinary(electronDir, env) {
  if (env.ELECTRON_EXEC_PATH) return fs.existsSync(env.ELECTRON_EXEC_PATH) ? env.ELECTRON_EXEC_PATH : null
  const pathFile = path.join(electronDir, 'path.txt')
  if (!fs.existsSync(pathFile)) return null
  const binary = path.join(env.ELECTRON_OVERRIDE_DIST_PATH || path.join(electronDir, 'dist'), fs.readFileSync(pathFile, 'utf8'))
  return fs.existsSync(binary) ? binary : null
}

/**
 * Makes sure Electron's binary is there, downloading it with the electron package's own installer when
 * it is not. Returns null when Electron can start, else the one line to print.
 */
function ensureElectron({ electronDir, env = process.env, node = process.execPath, log = () => {} }) {
  if (installedBinary(electronDir, env)) return null
  const version = JSON.parse(fs.readFileSync(path.join(electronDir, 'package.json'), 'utf8')).version
  if (env.ELECTRON_EXEC_PATH) return `Ringside: ELECTRON_EXEC_PATH names ${env.ELECTRON_EXEC_PATH}, which does not exist.`
  log(`Downloading Electron ${version} (once; about 100 MB)...`)
  const install = spawnSync(node, [path.join(electronDir, 'install.js')], { env, encoding: 'utf8' })
  if (install.status === 0 && installedBinary(electronDir, env)) return null
  const reason = `${install.stderr ?? ''}\n${install.error?.message ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
  return (
    `Ringside: Electron ${version} could not be downloaded${reason ? ` (${reason.replace(/^\w*Error:\s*/, '')})` : ''}. ` +
    'Connect to the network and run `npm start` again, or set ELECTRON_EXEC_PATH to an Electron binary.'
  )
}

module.exports = { ensureElectron, installedBinary }

if (require.main === module) {
  const problem = ensureElectron({
    electronDir: path.dirname(require.resolve('electron/package.json')),
    log: (line) => process.stdout.write(line + '\n'),
  })
  if (problem) {
    process.stderr.write(problem + '\n')
    process.exit(1)
  }
}
