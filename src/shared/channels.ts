// The IPC channel of each `window.api` method. Dependency-free: the sandboxed preload imports it.
export const API_CHANNELS = {
  searchCards: 'catalogue:search',
  browseCards: 'catalogue:browse',
  getCard: 'catalogue:card',
  listSets: 'catalogue:sets',
  listFormats: 'formats:list',
  checkDeck: 'deck:check',
  getCards: 'catalogue:cards',
  analyzeDeck: 'deck:analyze',
  listDecks: 'library:list',
  getDeck: 'library:get',
  createDeck: 'library:create',
  updateDeck: 'library:update',
  duplicateDeck: 'library:duplicate',
  deleteDeck: 'library:delete',
  restoreDeck: 'library:restore',
  snapshotDeck: 'library:snapshot',
  listVersions: 'library:versions',
  diffDecks: 'library:diff',
  importDeck: 'library:import',
  exportDeck: 'library:export',
  openDeckFile: 'desktop:open-deck',
  saveDeckFile: 'desktop:save-deck',
  copyText: 'desktop:copy',
  startGame: 'playtest:start-game',
  playMove: 'playtest:move',
  undoMove: 'playtest:undo',
  startRun: 'playtest:start-run',
  stepRun: 'playtest:step-run',
  cancelRun: 'playtest:cancel-run',
  drawOdds: 'playtest:odds',
  printDeck: 'print:start',
  printProgress: 'print:progress',
  cancelPrint: 'print:cancel',
} as const

export type ApiMethod = keyof typeof API_CHANNELS

/** Main → page: a menu command for the page to carry out. */
export const APP_COMMAND_CHANNEL = 'app:command'
export const APP_COMMANDS = ['find', 'new-deck', 'open-deck', 'save-deck', 'export-deck', 'print-deck', 'undo', 'redo'] as const
export type AppCommand = (typeof APP_COMMANDS)[number]
