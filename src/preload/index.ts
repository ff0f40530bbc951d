// Exposes exactly the contract to the page: one function per API method, plus menu commands.
import { contextBridge, ipcRenderer } from 'electron'
import { API_CHANNELS, APP_COMMAND_CHANNEL, APP_COMMANDS, type AppCommand } from '../shared/channels'

const api: Record<string, unknown> = Object.fromEntries(
  Object.entries(API_CHANNELS).map(([method, channel]) => [method, (input?: unknown) => ipcRenderer.invoke(channel, input)]),
)

api.onCommand = (listener: (command: AppCommand) => void) => {
  const relay = (_event: unknown, command: unknown) => {
    if ((APP_COMMANDS as readonly unknown[]).includes(command)) listener(command as AppCommand)
  }
  ipcRenderer.on(APP_COMMAND_CHANNEL, relay)
  return () => ipcRenderer.removeListener(APP_COMMAND_CHANNEL, relay)
}

contextBridge.exposeInMainWorld('api', api)
