import type { MenuItemConstructorOptions } from 'electron'
import type { AppCommand } from '../../shared/channels'

/** The application menu; `send` forwards a command to the page. */
export function menuTemplate(platform: NodeJS.Platform, send: (command: AppCommand) => void): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'New Deck', accelerator: 'CmdOrCtrl+N', click: () => send('new-deck') },
        { label: 'Open Deck…', accelerator: 'CmdOrCtrl+O', click: () => send('open-deck') },
        { label: 'Save Deck As Text…', accelerator: 'CmdOrCtrl+S', click: () => send('save-deck') },
        { label: 'Export Deck As JSON…', accelerator: 'CmdOrCtrl+E', click: () => send('export-deck') },
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
  ]
}
