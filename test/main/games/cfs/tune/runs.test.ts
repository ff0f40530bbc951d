// The app's tune runs: a library deck's tune told as it goes, screening then measuring, to its report; and cancelled.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Services } from '../../../../../src/main/services'
import { cfsTuneHandlers } from '../../../../../src/main/games/cfs/tune/handlers'
import type { RunNews } from '../../../../../src/shared/runs'
import type { TuneView } from '../../../../../src/shared/games/cfs/tune'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-tune-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('tune runs in the app', () => {
  it('screens, then measures, telling each step, and ends with the report', async () => {
    const services = new Services(path.join(dir, 'tune.db'))
    const text = fs.readFileSync(path.join(__dirname, '../../../../../examples/shoto-rush.deck.txt'), 'utf8')
    const read = services.decks.parseFile(text, 'shoto-rush.deck.txt')
    if (!read.ok) throw new Error('the example deck does not read')
    const deck = services.library.create({ ...read.deck, name: 'Shoto Rush' })
    const news: RunNews[] = []
    const done = new Promise<RunNews>((resolve) =>
      services.runNews.on((n) => {
        news.push(n)
        if (n.done || n.error) resolve(n)
      }),
    )
    const handlers = cfsTuneHandlers(services.tunes)
    const first = await handlers.startTune({ deckId: deck.id, goal: 'goldfish', pool: 'catalogue', games: 40, seed: 3, measure: 5 })
    expect(first.runId).toBeGreaterThan(0)
    const last = await done
    expect(last.error).toBeUndefined()
    expect(news.every((n) => n.runs === 'cfs-tune')).toBe(true)
    // The screening's game indices, then the measured run's 40.
    expect(last.played).toBe(last.games)
    expect(last.games).toBeGreaterThan(40)
    expect(news.some((n) => (n.report as TuneView).stage === 'screen')).toBe(true)
    const view = last.report as TuneView
    expect(view.stage).toBe('measure')
    expect(view.report).toMatchObject({ deck: 'Shoto Rush', games: 40, seed: 3, pool: 'catalogue' })
    expect(view.report!.swaps).toHaveLength(5)
    expect(view.report!.screened[0].swaps).toBeGreaterThan(1000)
    services.close()
  })

  it('stops a run that is cancelled, and refuses a matchup with no deck to play against', async () => {
    const services = new Services(path.join(dir, 'cancel.db'))
    const deck = services.library.create({ name: 'Ryus', format: 'cfs-classic', main: [{ set: 'cfs-base', number: 'C001', count: 3 }] })
    const ended: RunNews[] = []
    services.runNews.on((n) => (n.done || n.error) && ended.push(n))
    const handlers = cfsTuneHandlers(services.tunes)
    const started = await handlers.startTune({ deckId: deck.id, goal: 'goldfish', pool: 'catalogue', games: 50_000, seed: 1, measure: 40 })
    expect(started.done).toBe(false)
    handlers.cancelTune({ runId: started.runId })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ended).toEqual([])
    expect(() => handlers.startTune({ deckId: deck.id, goal: 'matchup', pool: 'catalogue', games: 20, seed: 1, measure: 4 })).toThrow(
      /needs the deck to play against/,
    )
    services.close()
  })
})
