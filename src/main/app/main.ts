// The Electron shell: opens the database, wires IPC, builds the menu and the one window. Kept thin:
// what it calls is tested without Electron, and this glue is tested against a mocked electron module.
import path from 'node:path'
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron'
import { APP_COMMAND_CHANNEL, type AppCommand, RUN_NEWS_CHANNEL } from '../../shared/channels'
import type { RunNews } from '../../shared/runs'
import type { RecentDeck } from '../../shared/deck'
import { BACKUP_REASONS, backupContents, describeContents, listBackups, restoreBackup } from '../storage/backups'
import { DatabaseError, type DatabaseProblem } from '../storage/database'
import { createDispatch } from '../ipc/dispatch'
import { appLog, logFileIn, openLog, useLog } from '../system/log'
import { appDatabaseFile } from '../system/paths'
import { Services } from '../services'
import { electronDesktop } from './desktop'
import { registerIpc } from './ipc'
import { menuTemplate } from './menu'
import { registerAppScheme, serveRenderer } from './protocol'
import { hardenSession, hardenWebContents, secureWebPreferences } from './security'
import { type RendererLocation, rendererUrl } from './trust'

export interface AppPaths {
  preload: string
  renderer: RendererLocation
}

export function appPaths(mainDir: string, env: NodeJS.ProcessEnv = process.env): AppPaths {
  return {
    preload: path.join(mainDir, '../preload/index.js'),
    renderer: {
      file: path.join(mainDir, '../renderer/index.html'),
      devUrl: !app.isPackaged && env.ELECTRON_RENDERER_URL ? env.ELECTRON_RENDERER_URL : undefined,
    },
  }
}

export function createMainWindow(paths: AppPaths): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 500,
    title: 'Ringside',
    show: false,
    backgroundColor: '#16181d',
    webPreferences: secureWebPreferences(paths.preload),
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(rendererUrl(paths.renderer))
  return window
}

/**
 * Opens the database; when it is damaged and a backup exists, offers to put the latest backup in its
 * place (the damaged file is kept beside it), saying what the backup holds. A database Ringside cannot use
 * for another reason (a newer Ringside wrote it, its folder is read-only) gets its own advice, never a
 * restore. Undefined when the player quits instead.
 */
export function openServices(file: string): Services | undefined {
  try {
    return new Services(file)
  } catch (err) {
    const latest = listBackups(file)[0]
    if (!(err instanceof DatabaseError) || err.problem !== 'damaged' || !latest) {
      const advice = err instanceof DatabaseError ? ADVICE[err.problem] : ''
      dialog.showErrorBox('Ringside cannot open its card database', `${(err as Error).message}${advice ? `\n\n${advice}` : ''}`)
      return undefined
    }
    let holds = ''
    try {
      holds = ` It holds ${describeContents(backupContents(latest.file))}.`
    } catch {
      // A backup that cannot be read is refused by the restore itself, with its reason.
    }
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Ringside',
      message: 'Ringside cannot open its card database',
      detail: `${(err as Error).message}\n\nThe latest backup is from ${new Date(latest.time).toLocaleString()} (${BACKUP_REASONS[latest.reason] ?? latest.reason}).${holds} Restore it? The damaged file is kept beside it.`,
      buttons: ['Restore the backup', 'Quit'],
      defaultId: 0,
      cancelId: 1,
    })
    if (choice !== 0) return undefined
    try {
      restoreBackup(latest.file, file)
      return new Services(file)
    } catch (again) {
      dialog.showErrorBox('Ringside cannot restore its card database', (again as Error).message)
      return undefined
    }
  }
}

const ADVICE: Record<DatabaseProblem, string> = {
  damaged: 'No backup of it exists yet.',
  newer: 'A newer version of Ringside wrote this database: update Ringside to open it.',
  unwritable: 'Make the file and its folder writable, then start Ringside again.',
  unopenable: 'The database must be a file in a folder Ringside can write to.',
  busy: 'Another Ringside is writing to it: start Ringside again once it has finished.',
  full: 'Free some space on that disk, then start Ringside again.',
}

/** The log beside the database; without one (a read-only folder) the app still runs, unlogged. */
function startLog(dbFile: string): void {
  try {
    useLog(openLog(logFileIn(path.dirname(path.resolve(dbFile)))))
  } catch {
    useLog(null)
  }
}

const whereTheLogIs = () => (appLog.file ? `The log is at ${appLog.file}.` : 'No log could be written.')

let processWatched = false

/** Failures nothing else catches: written to the log and told, and the app goes on where it can. */
function reportFailures(): void {
  if (!processWatched) {
    processWatched = true
    process.on('uncaughtException', (err) => {
      appLog.error('main', 'uncaught exception', err)
      dialog.showErrorBox('Ringside hit an error', `${err.message}\n\n${whereTheLogIs()}`)
    })
    process.on('unhandledRejection', (reason) => appLog.error('main', 'unhandled rejection', reason))
  }
  // The page's process died (crashed, killed, out of memory): say so and offer to load it again. Decks are
  // saved as they are edited, so a reload loses at most the edit being typed.
  app.on('render-process-gone', (_event, contents, details) => {
    appLog.error('main', `the window's page stopped: ${details.reason} (exit code ${details.exitCode})`)
    if (details.reason === 'clean-exit') return
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Ringside',
      message: 'The Ringside window stopped',
      detail: `Reason: ${details.reason} (exit code ${details.exitCode}). Your decks are saved as you edit them. ${whereTheLogIs()}`,
      buttons: ['Reload', 'Quit'],
      defaultId: 0,
      cancelId: 1,
    })
    if (choice === 0) contents.reload()
    else app.quit()
  })
  app.on('child-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') appLog.error('main', `the ${details.type} process stopped: ${details.reason} (exit code ${details.exitCode})`)
  })
}

export function startApp(mainDir: string): void {
  const paths = appPaths(mainDir)
  let services: Services | undefined

  app.enableSandbox()
  reportFailures()
  registerAppScheme(protocol)
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, paths.renderer))
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => services?.close({ backUp: true }))

  void app.whenReady().then(() => {
    const file = appDatabaseFile(process.argv, process.env, app.getPath('userData'))
    startLog(file)
    appLog.info('main', `Ringside ${app.getVersion()} starting on ${file}`)
    services = openServices(file)
    if (!services) {
      app.quit()
      return
    }
    hardenSession(session.defaultSession)
    serveRenderer(protocol, paths.renderer)
    let window: BrowserWindow | undefined
    const send = (command: AppCommand, deck?: number) =>
      deck === undefined ? window?.webContents.send(APP_COMMAND_CHANNEL, command) : window?.webContents.send(APP_COMMAND_CHANNEL, command, deck)
    const system = electronDesktop(() => window)
    const help = { showDataFolder: () => system.showInFolder(file), showLog: () => system.showInFolder(appLog.file ?? file) }
    const setMenu = (recent: RecentDeck[]) => Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, send, recent, help)))
    const runNews = (news: RunNews) => {
      if (window && !window.isDestroyed()) window.webContents.send(RUN_NEWS_CHANNEL, news)
    }
    const desktop = { ...system, recentDecksChanged: setMenu, runNews }
    registerIpc(ipcMain, createDispatch(services, desktop), paths.renderer)
    window = createMainWindow(paths)
    // A page that loads again (a reload after its process stopped) follows none of the runs the last one started.
    const open = services
    window.webContents.on('did-start-loading', () => open.runNews.stopAll())
    setMenu(services.library.recent())
  })
}
