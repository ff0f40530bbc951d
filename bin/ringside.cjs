#!/usr/bin/env node
'use strict'
const path = require('node:path')
const fs = require('node:fs')

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  process.stderr.write(`ringside needs Node 22 or newer (this is ${process.version})\n`)
  process.exit(2)
}
// `ringside search x | head` closes the pipe early: that is not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0)
  throw err
})

const cli = path.join(__dirname, '..', 'out', 'main', 'cli.js')
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
