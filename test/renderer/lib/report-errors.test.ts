// @vitest-environment jsdom
// The page's uncaught errors reach main's log, and the player is told where it is.
import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { logFileIn, openLog, useLog } from '../../../src/main/system/log'
import { reportUncaught } from '../../../src/renderer/src/lib/report-errors'
import { freshServices, tempDir } from '../../helpers'

afterEach(() => useLog(null))

describe("the page's uncaught errors", () => {
  it("go to the log, and the player reads the message and the log's place", async () => {
    const log = openLog(logFileIn(tempDir()))
    useLog(log)
    const dispatch = createDispatch(freshServices())
    ;(window as unknown as { api: unknown }).api = { invoke: (method: string, input?: unknown) => dispatch(method, input), onCommand: () => () => {} }
    const shown: string[] = []
    const stop = reportUncaught((m) => shown.push(m))
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('deck is null'), message: 'deck is null' }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: 'the save failed' })
    window.dispatchEvent(rejection)
    await new Promise((r) => setTimeout(r, 50))
    expect(shown).toEqual([
      `Something went wrong: deck is null. The details are in ${log.file}.`,
      `Something went wrong: the save failed. The details are in ${log.file}.`,
    ])
    const text = fs.readFileSync(log.file, 'utf8')
    expect(text).toMatch(/page: uncaught error: deck is null\nTypeError: deck is null\n\s+at /)
    expect(text).toContain('page: unhandled rejection: the save failed')
    stop()
    window.dispatchEvent(rejection)
    await new Promise((r) => setTimeout(r, 20))
    expect(shown).toHaveLength(2)
  })

  it("leave out Chromium's ResizeObserver notice, and end the message with one full stop", async () => {
    const dispatch = createDispatch(freshServices())
    ;(window as unknown as { api: unknown }).api = { invoke: (method: string, input?: unknown) => dispatch(method, input), onCommand: () => () => {} }
    const shown: string[] = []
    const stop = reportUncaught((m) => shown.push(m))
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' }))
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'ResizeObserver loop limit exceeded' }))
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('the table is gone.'), message: 'the table is gone.' }))
    await new Promise((r) => setTimeout(r, 50))
    stop()
    expect(shown).toEqual(['Something went wrong: the table is gone.'])
  })
})
