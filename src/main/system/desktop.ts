// What only the desktop can do: the OS file dialogs, the system's viewer and the clipboard. The app passes
// Electron's; tests and the e2e harness pass stand-ins.
import type { RecentDeck } from '../../shared/deck'
import { refused } from '../../shared/errors'
import type { RunNews } from '../../shared/runs'

/** What a file dialog is for: it titles the dialog and filters the files shown. */
export type FileKind = 'deck' | 'cards' | 'character' | 'image' | 'pdf' | 'collection' | 'record' | 'event' | 'format' | 'pack' | 'png' | 'zip'

export interface Desktop {
  /** A file the player picked to open, or null when cancelled. */
  chooseFileToOpen(kind: Exclude<FileKind, 'pdf'>): Promise<string | null>
  /** Where the player chose to save, or null when cancelled. */
  chooseWhereToSave(defaultName: string, kind: FileKind): Promise<string | null>
  /** Opens a file the app wrote in the system's viewer for it. */
  openFile(file: string): void
  /** Shows a file in the system's file manager, selected. */
  showInFolder?(file: string): void
  writeClipboard(text: string): void
  /** Puts a PNG on the clipboard as a picture. */
  writeClipboardImage?(png: Uint8Array): void | Promise<void>
  /** Starts the app again (after its database was replaced). */
  restart(): void
  /** The decks File → Open Recent lists changed (a deck was opened, renamed or deleted). */
  recentDecksChanged?(decks: RecentDeck[]): void
  /** News of a batch run as it goes, for the page. */
  runNews?(news: RunNews): void
}

/** The desktop, where there is one: without it (the command, a test) dialogs cannot open. */
export function needDesktop(desktop: Desktop | undefined): Desktop {
  if (!desktop) throw refused('no desktop here: file dialogs and the clipboard need the app')
  return desktop
}
