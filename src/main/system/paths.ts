import os from 'node:os'
import path from 'node:path'

export const APP_NAME = 'Ringside'
export const DATABASE_FILE = 'ringside.db'

/**
 * The folder Electron calls userData for this app (its appData folder plus the product name),
 * computed without Electron so the CLI opens the same database as the app.
 */
export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = os.homedir()): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA ?? path.win32.join(home, 'AppData', 'Roaming'), APP_NAME)
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', APP_NAME)
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), APP_NAME)
}

export function defaultDatabaseFile(): string {
  return path.join(userDataDir(), DATABASE_FILE)
}

/**
 * The database the app opens, chosen as the command chooses it: `--db <path>` (or `--db=<path>`) on its command
 * line, else $RINGSIDE_DB, else the one in its data folder. A relative path is taken from the working folder.
 */
export function appDatabaseFile(argv: readonly string[], env: NodeJS.ProcessEnv, dataDir: string, cwd = process.cwd()): string {
  let chosen: string | undefined
  argv.forEach((arg, i) => {
    if (arg === '--db' && argv[i + 1] !== undefined) chosen = argv[i + 1]
    else if (arg.startsWith('--db=')) chosen = arg.slice('--db='.length)
  })
  chosen ||= env.RINGSIDE_DB || undefined
  return chosen ? path.resolve(cwd, chosen) : path.join(dataDir, DATABASE_FILE)
}
