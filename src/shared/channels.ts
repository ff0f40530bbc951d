// The IPC channel of each `window.api` method. Dependency-free: the sandboxed preload imports it.
export const API_CHANNELS = {
  searchCards: 'catalogue:search',
  getCard: 'catalogue:card',
  listSets: 'catalogue:sets',
  listFormats: 'formats:list',
  checkDeck: 'deck:check',
} as const

export type ApiMethod = keyof typeof API_CHANNELS

/** Main → page: a menu command for the page to carry out. */
export const APP_COMMAND_CHANNEL = 'app:command'
export const APP_COMMANDS = ['find'] as const
export type AppCommand = (typeof APP_COMMANDS)[number]
