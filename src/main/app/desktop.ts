import { type BrowserWindow, clipboard, dialog, shell } from 'electron'
import type { Desktop } from '../ipc'

const DECK_FILTERS = [
  { name: 'Deck files', extensions: ['txt', 'json'] },
  { name: 'All files', extensions: ['*'] },
]

/** The OS dialogs and clipboard, attached to the main window. */
export function electronDesktop(window: () => BrowserWindow | undefined): Desktop {
  return {
    async chooseDeckToOpen() {
      const w = window()
      const options = { title: 'Open deck', properties: ['openFile' as const], filters: DECK_FILTERS }
      const result = w ? await dialog.showOpenDialog(w, options) : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    async chooseWhereToSave(defaultName) {
      const w = window()
      const options = { title: 'Save deck', defaultPath: defaultName, filters: DECK_FILTERS }
      const result = w ? await dialog.showSaveDialog(w, options) : await dialog.showSaveDialog(options)
      return result.canceled ? null : (result.filePath ?? null)
    },
    async choosePdfPath(defaultName) {
      const w = window()
      const options = { title: 'Save proxy sheets', defaultPath: defaultName, filters: [{ name: 'PDF', extensions: ['pdf'] }] }
      const result = w ? await dialog.showSaveDialog(w, options) : await dialog.showSaveDialog(options)
      return result.canceled ? null : (result.filePath ?? null)
    },
    openFile(file) {
      void shell.openPath(file)
    },
    writeClipboard(text) {
      clipboard.writeText(text)
    },
  }
}
