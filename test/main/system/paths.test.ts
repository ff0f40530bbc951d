import { describe, expect, it } from 'vitest'
import { userDataDir } from '../../../src/main/system/paths'

describe('userDataDir', () => {
  it('matches Electron\'s userData folder for the app on each platform', () => {
    expect(userDataDir({}, 'linux', '/home/ada')).toBe('/home/ada/.config/Ringside')
    expect(userDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ada')).toBe('/cfg/Ringside')
    expect(userDataDir({}, 'darwin', '/Users/ada')).toBe('/Users/ada/Library/Application Support/Ringside')
    expect(userDataDir({ APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ada')).toBe(
      'C:\\Users\\ada\\AppData\\Roaming\\Ringside',
    )
  })
})
