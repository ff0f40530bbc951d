// The preload against a stand-in `electron`: it must expose exactly the contract, nothing else.
import { describe, expect, it, vi } from 'vitest'
import { API_CHANNEL, APP_COMMAND_CHANNEL, RUN_NEWS_CHANNEL } from '../../src/shared/channels'

const bridge = vi.hoisted(() => ({
  exposed: new Map<string, Record<string, (...args: unknown[]) => unknown>>(),
  invoked: [] as unknown[][],
  listeners: new Map<string, (...args: unknown[]) => void>(),
}))

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: Record<string, (...args: unknown[]) => unknown>) => bridge.exposed.set(key, api) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      bridge.invoked.push(args)
      return Promise.resolve({ ok: true, value: null })
    },
    on: (channel: string, fn: (...args: unknown[]) => void) => bridge.listeners.set(channel, fn),
    removeListener: (channel: string) => bridge.listeners.delete(channel),
  },
}))

await import('../../src/preload/index')

describe('preload', () => {
  it('exposes invoke, onCommand and onRunNews as window.api, nothing else', () => {
    expect([...bridge.exposed.keys()]).toEqual(['api'])
    expect(Object.keys(bridge.exposed.get('api')!).sort()).toEqual(['invoke', 'onCommand', 'onRunNews'])
  })

  it('relays only what is news of a run, and stops when asked', () => {
    const heard: unknown[] = []
    const stop = bridge.exposed.get('api')!.onRunNews((news: unknown) => heard.push(news)) as () => void
    const relay = bridge.listeners.get(RUN_NEWS_CHANNEL)!
    const news = { runs: 'tf-matchup', runId: 2, played: 5000, games: 12000, done: false, report: { games: 5000 } }
    relay({}, news)
    relay({}, { ...news, runId: -1 })
    relay({}, { ...news, played: '5000' })
    relay({}, { ...news, error: 42 })
    relay({}, 'rm -rf')
    relay({}, { runs: 'cc-goldfish', runId: 3, played: 10, games: 10, done: false, report: null, error: 'the worker stopped' })
    expect(heard).toEqual([news, { runs: 'cc-goldfish', runId: 3, played: 10, games: 10, done: false, report: null, error: 'the worker stopped' }])
    stop()
    expect(bridge.listeners.has(RUN_NEWS_CHANNEL)).toBe(false)
  })

  it('forwards each call, by its method name, over the one API channel and nothing more', async () => {
    const api = bridge.exposed.get('api')!
    await api.invoke('searchCards', { query: 'ryu' })
    await api.invoke('listSets')
    expect(bridge.invoked).toEqual([
      [API_CHANNEL, 'searchCards', { query: 'ryu' }],
      [API_CHANNEL, 'listSets', undefined],
    ])
  })

  it('relays only known menu commands, a deck id only when it is one, and stops when asked', () => {
    const heard: unknown[] = []
    const stop = bridge.exposed.get('api')!.onCommand((c: unknown, deck?: unknown) => heard.push(deck === undefined ? c : `${c}:${deck}`)) as () => void
    const relay = bridge.listeners.get(APP_COMMAND_CHANNEL)!
    relay({}, 'find')
    relay({}, 'rm -rf')
    relay({}, 'open-recent', 12)
    relay({}, 'open-recent', '12; drop')
    relay({}, 'open-recent', -1)
    expect(heard).toEqual(['find', 'open-recent:12', 'open-recent', 'open-recent'])
    stop()
    expect(bridge.listeners.has(APP_COMMAND_CHANNEL)).toBe(false)
  })
})
