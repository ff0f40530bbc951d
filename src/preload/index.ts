// Exposes exactly the contract to the page: one function that calls a method by name over the API channel
// (main checks the name, the input and the sender), plus menu commands and the news of batch runs.
import { contextBridge, ipcRenderer } from 'electron'
import { API_CHANNEL, APP_COMMAND_CHANNEL, APP_COMMANDS, type AppCommand, RUN_NEWS_CHANNEL } from '../shared/channels'
import { isRunNews, type RunNews } from '../shared/runs'

contextBridge.exposeInMainWorld('api', {
  invoke: (method: unknown, input?: unknown) => ipcRenderer.invoke(API_CHANNEL, method, input),
  onCommand: (listener: (command: AppCommand, deck?: number) => void) => {
    const relay = (_event: unknown, command: unknown, deck: unknown) => {
      if (!(APP_COMMANDS as readonly unknown[]).includes(command)) return
      if (Number.isSafeInteger(deck) && (deck as number) > 0) listener(command as AppCommand, deck as number)
      else listener(command as AppCommand)
    }
    ipcRenderer.on(APP_COMMAND_CHANNEL, relay)
    return () => ipcRenderer.removeListener(APP_COMMAND_CHANNEL, relay)
  },
  onRunNews: (listener: (news: RunNews) => void) => {
    const relay = (_event: unknown, news: unknown) => {
      if (isRunNews(news)) listener(news)
    }
    ipcRenderer.on(RUN_NEWS_CHANNEL, relay)
    return () => ipcRenderer.removeListener(RUN_NEWS_CHANNEL, relay)
  },
})
