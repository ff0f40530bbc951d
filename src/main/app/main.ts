// The Electron shell: opens the database, wires IPC, builds the menu and the one window. Kept thin:
// what it calls is tested without Electron, and this glue is tested against a mocked electron module.
import path from 'node:path'
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron'
import { APP_COMMAND_CHANNEL, type AppCommand } from '../../shared/channels'
import { BACKUP_REASONS, backupContents, describeContents, listBackups, restoreBackup } from '../storage/backups'
import { DatabaseError, type DatabaseProblem } from '../storage/database'
import { createDispatch } from '../ipc/dispatch'
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
}

export function startApp(mainDir: string): void {
  const paths = appPaths(mainDir)
  let services: Services | undefined

  app.enableSandbox()
  registerAppScheme(protocol)
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, paths.renderer))
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => services?.close({ backUp: true }))

  void app.whenReady().then(() => {
    const file = appDatabaseFile(process.argv, process.env, app.getPath('userData'))
    services = openServices(file)
    if (!services) {
      app.quit()
      return
    }
    hardenSession(session.defaultSession)
    serveRenderer(protocol, paths.renderer)
    let window: BrowserWindow | undefined
    registerIpc(ipcMain, createDispatch(services, electronDesktop(() => window)), paths.renderer)
    window = createMainWindow(paths)
    const send = (command: AppCommand) => window?.webContents.send(APP_COMMAND_CHANNEL, command)
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, send)))
  })
}
