import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appLog, KEEP_OLD_LOGS, logFileIn, openLog, useLog } from '../../../src/main/system/log'
import { tempDir } from '../../helpers'

describe('the log', () => {
  it('writes each line at once, with its time, level and source, in logs/ringside.log of the data folder', () => {
    const file = logFileIn(tempDir())
    const log = openLog(file)
    log.info('main', 'Ringside started')
    log.error('worker', 'the print stopped', new Error('out of memory'))
    const text = fs.readFileSync(file, 'utf8')
    expect(file.endsWith(path.join('logs', 'ringside.log'))).toBe(true)
    expect(text).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] \[info\]\s+main: Ringside started$/m)
    expect(text).toMatch(/\[error\]\s+worker: the print stopped\nError: out of memory\n\s+at /)
  })

  it('rotates past its size, keeping three older files, newest first', () => {
    const file = logFileIn(tempDir())
    const log = openLog(file, 2_000)
    for (let i = 0; i < 200; i++) log.info('main', `line ${i} ${'x'.repeat(80)}`)
    const dir = path.dirname(file)
    expect(fs.readdirSync(dir).sort()).toEqual(['ringside.1.log', 'ringside.2.log', 'ringside.3.log', 'ringside.log'])
    expect(KEEP_OLD_LOGS).toBe(3)
    const lastOf = (f: string) => Number(/line (\d+)/.exec(fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n').at(-1)!)![1])
    expect(lastOf('ringside.log')).toBe(199)
    expect(lastOf('ringside.1.log')).toBeGreaterThan(lastOf('ringside.2.log'))
    expect(lastOf('ringside.2.log')).toBeGreaterThan(lastOf('ringside.3.log'))
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).size).toBeLessThan(2_000 + 200)
  })

  it("is the app's once it is opened, and silent before", () => {
    useLog(null)
    expect(appLog.file).toBeNull()
    appLog.error('page', 'nothing written')
    const file = logFileIn(tempDir())
    useLog(openLog(file))
    appLog.error('page', 'TypeError: x is undefined')
    expect(appLog.file).toBe(file)
    expect(fs.readFileSync(file, 'utf8')).toContain('page: TypeError: x is undefined')
    useLog(null)
  })
})
