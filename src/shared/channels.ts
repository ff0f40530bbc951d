// The IPC channels. Dependency-free: the sandboxed preload imports it.

/** Page → main: every contract method goes over this one channel as (method, input). */
export const API_CHANNEL = 'ringside:api'

/** Main → page: a menu command for the page to carry out, and for `open-recent` the deck's id. */
export const APP_COMMAND_CHANNEL = 'app:command'
export const APP_COMMANDS = [
  'find',
  'new-deck',
  'open-deck',
  'save-deck',
  'export-deck',
  'export-deck-o8d',
  'copy-code',
  'print-deck',
  'undo',
  'redo',
  'open-recent',
  'rules-cfs',
  'rules-cc',
  'rules-tf',
  'rules-cs',
  'query-help',
] as const
export type AppCommand = (typeof APP_COMMANDS)[number]

/** Main → page: news of a batch run as it goes (shared/runs.ts). */
export const RUN_NEWS_CHANNEL = 'ringside:run-news'
