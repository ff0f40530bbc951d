// The app's main process from its start to its first window, on the built main code, with `electron` stood in for
// (it cannot run here): every Electron call is answered at once, so what is timed is Ringside's own start-up
// (loading its modules, opening the database, wiring IPC) up to `new BrowserWindow`. Median of N runs, each a
// whole process, on a database already filled. `npm run build && node bench/app-startup.mjs [runs] [out/main]`
// bench/startup.mjs imports `appStartupScript` to time the same process beside the command and the floors.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The program for `node -e`: stubs `electron`, loads the app's entry from `mainDir` with its data in `userData`,
 * and prints the milliseconds from its own first line to the first window.
 */
export function appStartupScript(mainDir, userData) {
  return `
const Module = require('node:module')
const start = process.hrtime.bigint()
const any = new Proxy(function () {}, { get: (_, key) => (key === 'then' ? undefined : any), apply: () => any, construct: () => any })
const electron = {
  app: { enableSandbox() {}, on() {}, quit() {}, isPackaged: true, getPath: () => ${JSON.stringify(userData)}, whenReady: () => Promise.resolve() },
  protocol: any, session: { defaultSession: any }, ipcMain: any, dialog: any, Menu: any, shell: any, clipboard: any,
  BrowserWindow: class {
    constructor() {
      process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e6))
      process.exit(0)
    }
  },
}
const load = Module._load
Module._load = function (request, ...rest) {
  return request === 'electron' ? electron : load.call(this, request, ...rest)
}
require(${JSON.stringify(path.join(mainDir, 'index.js'))})
`
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const runs = Number(process.argv[2] ?? 5)
  const mainDir = path.resolve(process.argv[3] ?? path.join(import.meta.dirname, '..', 'out', 'main'))
  const child = appStartupScript(mainDir, fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-app-startup-')))
  const once = () => Number(execFileSync(process.execPath, ['-e', child], { encoding: 'utf8' }))
  once() // creates and fills the database: start-up is measured on an existing one
  const times = Array.from({ length: runs }, once).sort((a, b) => a - b)
  console.log(`${mainDir}: to the first window ${times[Math.floor(runs / 2)].toFixed(0)} ms (median of ${runs})`)
}
