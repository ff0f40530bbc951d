import type { MenuItemConstructorOptions } from 'electron'
import type { AppCommand } from '../../shared/channels'
import type { RecentDeck } from '../../shared/deck'

/** What the Help menu does in main: the system's file manager on the data folder and on the log. */
export interface HelpActions {
  showDataFolder(): void
  showLog(): void
}

/** The application menu; `send` forwards a command to the page; `recent`: the decks last opened, latest first. */
export function menuTemplate(
  platform: NodeJS.Platform,
  send: (command: AppCommand, deck?: number) => void,
  recent: readonly RecentDeck[] = [],
  help?: HelpActions,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  const openRecent: MenuItemConstructorOptions[] = recent.length
    ? recent.map((d) => ({ label: menuLabel(d.name), click: () => send('open-recent', d.id) }))
    : [{ label: 'No recent decks', enabled: false }]
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'New Deck', accelerator: 'CmdOrCtrl+N', click: () => send('new-deck') },
        { label: 'Open Deck…', accelerator: 'CmdOrCtrl+O', click: () => send('open-deck') },
        { label: 'Open Recent', submenu: openRecent },
        { label: 'Save Deck As Text…', accelerator: 'CmdOrCtrl+S', click: () => send('save-deck') },
        { label: 'Export Deck As JSON…', accelerator: 'CmdOrCtrl+E', click: () => send('export-deck') },
        { label: 'Export Deck As OCTGN…', click: () => send('export-deck-o8d') },
        { label: 'Copy Deck Share Code', click: () => send('copy-code') },
        { label: 'Print Proxies…', accelerator: 'CmdOrCtrl+P', click: () => send('print-deck') },
        { type: 'separator' },
        mac ? { role: 'close' as const } : { role: 'quit' as const },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        // The page undoes text in a text box, and deck edits elsewhere.
        { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: () => send('undo') },
        { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: () => send('redo') },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        { type: 'separator' },
        { label: 'Find Cards', accelerator: 'CmdOrCtrl+F', click: () => send('find') },
      ],
    },
    {
      label: '&View',
      submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    {
      label: '&Help',
      role: 'help',
      submenu: [
        { label: 'Card Fighters Special Rules', click: () => send('rules-cfs') },
        { label: 'Capcom Crossovers Rules', click: () => send('rules-cc') },
        { label: 'Table Fighter Rules', click: () => send('rules-tf') },
        { label: 'Card Shot! Rules', click: () => send('rules-cs') },
        { type: 'separator' },
        { label: 'Search Queries', click: () => send('query-help') },
        ...(help
          ? [
              { type: 'separator' as const },
              { label: 'Show Data Folder', click: () => help.showDataFolder() },
              { label: 'Show Log File', click: () => help.showLog() },
            ]
          : []),
      ],
    },
  ]
}

/** A deck's name as a menu item: an & would mark a mnemonic on Windows and Linux, so it is doubled. */
const menuLabel = (name: string) => name.replaceAll('&', '&&')
