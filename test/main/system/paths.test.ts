import { describe, expect, it } from 'vitest'
import { appDatabaseFile, userDataDir } from '../../../src/main/system/paths'

describe('userDataDir', () => {
  it("matches Electron's userData folder for the app on each platform", () => {
    expect(userDataDir({}, 'linux', '/home/ada')).toBe('/home/ada/.config/Ringside')
    expect(userDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ada')).toBe('/cfg/Ringside')
    expect(userDataDir({}, 'darwin', '/Users/ada')).toBe('/Users/ada/Library/Application Support/Ringside')
    expect(userDataDir({ APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Roaming\\Ringside')
  })
})

describe('appDatabaseFile', () => {
  const data = '/home/ada/.config/Ringside'
  it('takes --db, then $RINGSIDE_DB, then the data folder, as the command does', () => {
    expect(appDatabaseFile(['electron', '.'], {}, data)).toBe('/home/ada/.config/Ringside/ringside.db')
    expect(appDatabaseFile(['electron', '.'], { RINGSIDE_DB: '/events/cup.db' }, data)).toBe('/events/cup.db')
    expect(appDatabaseFile(['electron', '.', '--db', '/events/a.db'], { RINGSIDE_DB: '/events/cup.db' }, data)).toBe('/events/a.db')
    expect(appDatabaseFile(['ringside', '--db=/events/b.db'], {}, data)).toBe('/events/b.db')
  })

  it('reads a relative path from the working folder, and ignores an empty choice', () => {
    expect(appDatabaseFile(['ringside', '--db', 'cup.db'], {}, data, '/events')).toBe('/events/cup.db')
    expect(appDatabaseFile(['ringside', '--db='], { RINGSIDE_DB: '' }, data)).toBe('/home/ada/.config/Ringside/ringside.db')
    expect(appDatabaseFile(['ringside', '--db'], {}, data)).toBe('/home/ada/.config/Ringside/ringside.db')
  })
})
