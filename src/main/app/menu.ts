import type { MenuItemConstructorOptions } from 'electron'
import type { AppCommand } from '../../shared/channels'

/** The application menu; `send` forwards a command to the page. */
export function menuTemplate(platform: NodeJS.Platform, send: (command: AppCommand) => void): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    { label: '&File', submenu: [mac ? { role: 'close' as const } : { role: 'quit' as const }] },
    {
      label: '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
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
