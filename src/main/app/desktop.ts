import { app, type BrowserWindow, clipboard, ClipboardItem, dialog, shell } from 'electron'
import type { Desktop, FileKind } from '../ipc/dispatch'

const FILES: Record<FileKind, { title: string; save: string; filters: Electron.FileFilter[] }> = {
  deck: { title: 'Open deck', save: 'Save deck', filters: [{ name: 'Deck files', extensions: ['txt', 'json', 'o8d'] }] },
  cards: { title: 'Import cards', save: 'Export cards', filters: [{ name: 'Card files', extensions: ['csv', 'json'] }] },
  character: { title: 'Import characters', save: 'Export character', filters: [{ name: 'Character files', extensions: ['json', 'csv'] }] },
  image: { title: 'Choose a picture', save: 'Save picture', filters: [{ name: 'Pictures', extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff'] }] },
  collection: { title: 'Import collection', save: 'Export collection', filters: [{ name: 'Collection CSV', extensions: ['csv'] }] },
  record: { title: 'Open game record', save: 'Save game record', filters: [{ name: 'Game records', extensions: ['txt'] }] },
  format: { title: 'Import format', save: 'Export format', filters: [{ name: 'Format files', extensions: ['json'] }] },
  event: { title: 'Open event', save: 'Save event', filters: [{ name: 'Events', extensions: ['json'] }] },
  pdf: { title: 'Open PDF', save: 'Save proxy sheets', filters: [{ name: 'PDF', extensions: ['pdf'] }] },
  pack: { title: 'Import a picture pack', save: 'Save picture pack', filters: [{ name: 'Picture packs', extensions: ['zip', 'o8c'] }] },
  png: { title: 'Open picture', save: 'Save picture', filters: [{ name: 'PNG', extensions: ['png'] }] },
  zip: { title: 'Open zip', save: 'Save print-shop files', filters: [{ name: 'Zip', extensions: ['zip'] }] },
}
const ALL_FILES = { name: 'All files', extensions: ['*'] }

/** The OS dialogs and clipboard, attached to the main window. */
export function electronDesktop(window: () => BrowserWindow | undefined): Desktop & { showInFolder(file: string): void } {
  return {
    async chooseFileToOpen(kind) {
      const w = window()
      const options = { title: FILES[kind].title, properties: ['openFile' as const], filters: [...FILES[kind].filters, ALL_FILES] }
      const result = w ? await dialog.showOpenDialog(w, options) : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    async chooseWhereToSave(defaultName, kind) {
      const w = window()
      const options = { title: FILES[kind].save, defaultPath: defaultName, filters: FILES[kind].filters }
      const result = w ? await dialog.showSaveDialog(w, options) : await dialog.showSaveDialog(options)
      return result.canceled ? null : (result.filePath ?? null)
    },
    openFile(file) {
      void shell.openPath(file)
    },
    showInFolder(file) {
      shell.showItemInFolder(file)
    },
    writeClipboard(text) {
      clipboard.writeText(text)
    },
    writeClipboardImage(png) {
      return clipboard.write([new ClipboardItem({ 'image/png': new Blob([Buffer.from(png)], { type: 'image/png' }) })])
    },
    restart() {
      // After the reply has gone out, so the page can say what happened.
      setTimeout(() => {
        app.relaunch()
        app.exit(0)
      }, 200)
    },
  }
}
