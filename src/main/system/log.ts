// The app's log: one file in the data folder (logs/ringside.log) where main, the worker threads and the page
// report what went wrong, so a player can send it. It rotates at 1 MB, keeping three older files
// (ringside.1.log is the newest of them). Written synchronously: the line is on the disk before a crash.
import fs from 'node:fs'
import path from 'node:path'
import electronLog from 'electron-log/node'

export const LOG_NAME = 'ringside.log'
export const MAX_LOG_BYTES = 1_000_000
export const KEEP_OLD_LOGS = 3

/** Where each line comes from. */
export type LogSource = 'main' | 'worker' | 'runs' | 'page' | 'database'

export interface Log {
  /** The file being written, for the player to be told where it is. */
  readonly file: string
  info(source: LogSource, message: string): void
  error(source: LogSource, message: string, err?: unknown): void
}

/** The log file of a data folder. */
export const logFileIn = (dataDir: string) => path.join(dataDir, 'logs', LOG_NAME)

/** Opens the log at `file` (its folder made if need be). */
export function openLog(file: string, maxBytes = MAX_LOG_BYTES): Log {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const logger = electronLog.create({ logId: `ringside:${file}` })
  logger.transports.console.level = false
  logger.transports.file.level = 'info'
  logger.transports.file.sync = true
  logger.transports.file.maxSize = maxBytes
  logger.transports.file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}'
  logger.transports.file.resolvePathFn = () => file
  logger.transports.file.archiveLogFn = (old) => shiftOldLogs(old.toString())
  return {
    file,
    info: (source, message) => logger.info(`${source}: ${message}`),
    error: (source, message, err) => logger.error(`${source}: ${message}${err ? `\n${describe(err)}` : ''}`),
  }
}

/** ringside.2.log → ringside.3.log, …, ringside.log → ringside.1.log; the oldest one goes. */
function shiftOldLogs(file: string): void {
  const { dir, name, ext } = path.parse(file)
  const old = (n: number) => path.join(dir, `${name}.${n}${ext}`)
  fs.rmSync(old(KEEP_OLD_LOGS), { force: true })
  for (let n = KEEP_OLD_LOGS - 1; n >= 1; n--) if (fs.existsSync(old(n))) fs.renameSync(old(n), old(n + 1))
  fs.renameSync(file, old(1))
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`
  return String(err)
}

/** The log the running app writes; until it opens one (the command, the tests), lines go nowhere. */
let current: Log | null = null

export function useLog(log: Log | null): void {
  current = log
}

export const appLog = {
  get file(): string | null {
    return current?.file ?? null
  },
  info: (source: LogSource, message: string) => current?.info(source, message),
  error: (source: LogSource, message: string, err?: unknown) => current?.error(source, message, err),
}
