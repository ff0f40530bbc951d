// The IPC channels. Dependency-free: the sandboxed preload imports it.

/** Page → main: every contract method goes over this one channel as (method, input). */
export const API_CHANNEL = 'ringside:api'

/** Main → page: a menu command for the page to carry out. */
export const APP_COMMAND_CHANNEL = 'app:command'
export const APP_COMMANDS = ['find', 'new-deck', 'open-deck', 'save-deck', 'export-deck', 'copy-code', 'print-deck', 'undo', 'redo'] as const
export type AppCommand = (typeof APP_COMMANDS)[number]
