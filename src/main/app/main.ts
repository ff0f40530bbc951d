// The Electron shell: opens the database, wires IPC, builds the menu and the one window. Kept thin:
// what it calls is tested without Electron, and this glue is tested against a mocked electron module.
import path from 'node:path'
import { BrowserWindow, Menu, app, dialog, ipcMain, session } from 'electron'
import { APP_COMMAND_CHANNEL, type AppCommand } from '../../shared/channels'
import { listBackups, restoreBackup } from '../catalogue/backups'
import { DatabaseError } from '../catalogue/database'
import { createDispatch } from '../ipc'
import { DATABASE_FILE } from '../paths'
import { Services } from '../services'
import { electronDesktop } from './desktop'
import { registerIpc } from './ipc'
import { menuTemplate } from './menu'
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
 * place (the damaged file is kept beside it). Undefined when the player quits instead.
 */
export function openServices(file: string): Services | undefined {
  try {
    return new Services(file)
  } catch (err) {
    const latest = listBackups(file)[0]
    if (!(err instanceof DatabaseError) || !latest) {
      dialog.showErrorBox('Ringside cannot open its card database', (err as Error).message)
      return undefined
    }
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Ringside',
      message: 'Ringside cannot open its card database',
      detail: `${(err as Error).message}\n\nThe latest backup is from ${new Date(latest.time).toLocaleString()} (${latest.reason === 'manual' ? 'made on request' : `written before ${latest.reason === 'import' ? 'an import' : 'a migration'}`}). Restore it? The damaged file is kept beside it.`,
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

export function startApp(mainDir: string): void {
  const paths = appPaths(mainDir)
  let services: Services | undefined

  app.enableSandbox()
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, paths.renderer))
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => services?.close())

  void app.whenReady().then(() => {
    const file = path.join(app.getPath('userData'), DATABASE_FILE)
    services = openServices(file)
    if (!services) {
      app.quit()
      return
    }
    hardenSession(session.defaultSession)
    let window: BrowserWindow | undefined
    registerIpc(ipcMain, createDispatch(services, electronDesktop(() => window)), paths.renderer)
    window = createMainWindow(paths)
    const send = (command: AppCommand) => window?.webContents.send(APP_COMMAND_CHANNEL, command)
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, send)))
  })
}
