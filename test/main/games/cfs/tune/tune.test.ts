// Deck tuning: swaps measured on the same games as the deck find a planted improvement, never report a swap of a card
// for itself, and give the same tallies however the games are split.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { runBatch } from '../../../../../src/main/game-kit/runs'
import { emptyTuneTally, simulateTune, tuneSimulator, type TuneRun } from '../../../../../src/main/games/cfs/tune/run'
import { candidateSwaps, runTune, screensOf, searchSwaps, swapped, tuneReport, type TuneDeck, type TunePlan } from '../../../../../src/main/games/cfs/tune/tune'
import { testCard } from '../../../../test-cards'

/** Fighters that back each other up, so every one drawn counts: in the ring, or as a back-up. */
const names = Array.from({ length: 15 }, (_, i) => `Fighter ${i + 1}`)
const characters = names.map((name, i) =>
  testCard(name, i % 2 ? 'snk' : 'capcom', { backups: names.filter((n) => n !== name).map((n) => ({ name: n, number: null })) }),
)
/** Three copies of a card the goldfish never lets anyone play: dead in hand. */
const dead = testCard('Dead Weight', 'reaction')
const strong = testCard('Strong One', 'capcom', { bp: 900 })
const weak = testCard('Weak One', 'snk', { bp: 200 })

const deck: TuneDeck = {
  name: 'Planted',
  main: [...characters.map((card) => ({ card, count: 3 })), { card: dead, count: 3 }],
  strikers: [],
  // Enough HP that the kill comes on turn 4 or 5, so one more character drawn can make it a turn sooner.
  hp: 5000,
}

const play = (p: TunePlan) => runTune(p, (batch) => runBatch(batch, 0, null)).done

function plan(over: Partial<TunePlan> = {}): TunePlan {
  const base: TunePlan = {
    deck,
    goal: { kind: 'goldfish' },
    goalKind: 'goldfish',
    against: [],
    pool: 'list',
    candidates: candidateSwaps(deck, [strong, weak], () => true),
    games: 2000,
    seed: 7,
    measure: 40,
  }
  return { ...base, ...over }
}

const flat = (d: TuneDeck): Card[] => d.main.flatMap((e) => Array<Card>(e.count).fill(e.card))

describe('deck tuning', () => {
  it('ranks the planted improvement first: a dead card out, the better card in, sure of it', async () => {
    const p = plan()
    // 16 different cards out, 2 in.
    expect(p.candidates).toHaveLength(32)
    const report = tuneReport(p, await play(p))
    const best = report.swaps[0]
    expect(best.out.name).toBe('Dead Weight')
    expect(best.in.name).toBe('Strong One')
    expect(best.better).toBe(true)
    expect(best.interval[1]).toBeLessThan(0)
    // Better than taking out a character for the same card.
    const forCharacter = report.swaps.find((s) => s.in.name === 'Strong One' && s.out.name === 'Fighter 1')!
    expect(best.change).toBeLessThan(forCharacter.change)
    // A character for the weak card only slows the kill.
    const worse = report.swaps.find((s) => s.in.name === 'Weak One' && s.out.name === 'Fighter 1')!
    expect(worse.worse).toBe(true)
    expect(report.verdict).toMatch(/^Best: −1 Dead Weight, \+1 Strong One: the deck kills [\d.]+ turns sooner/)
    // The dead card: drawn, never played, held.
    const part = report.cards.find((c) => c.name === 'Dead Weight')!
    expect(part).toMatchObject({ copies: 3, played: 0, whenPlayed: null })
    expect(part.held).toBe(part.drawn)
    expect(report.neverPlayed).toEqual(['Dead Weight'])
    expect(report.cards.find((c) => c.name === 'Fighter 1')!.played).toBeGreaterThan(0)
  })

  it('never offers a card for itself, and a swap of identical cards measures no change at all', async () => {
    const offered = candidateSwaps(deck, [dead, characters[0], strong], () => true)
    expect(offered.some((c) => c.in === c.out)).toBe(false)
    // The same card put in place of one of its copies: every game is the same game.
    const run: TuneRun = { goal: { kind: 'goldfish' }, hp: 5000, main: flat(deck), strikers: [], swaps: [{ slot: 5, card: characters[1] }] }
    const tally = simulateTune(run, 3, 0, 500)
    expect(tally.diff[0]).toBe(0)
    expect(tally.diffSq[0]).toBe(0)
    const p = plan({ candidates: [{ out: characters[1], in: characters[1], slot: 5 }], games: 500 })
    const report = tuneReport(p, await play(p))
    expect(report.swaps[0]).toMatchObject({ change: 0, interval: [0, 0], better: false, worse: false })
    expect(report.verdict).toBe('No swap among these 1 changes the kill turn by more than ±0.000 turns at 500 games each.')
  })

  it('gives the same tallies however the games are split between ranges', () => {
    const run: TuneRun = {
      goal: { kind: 'goldfish' },
      hp: 5000,
      main: flat(deck),
      strikers: [],
      swaps: [
        { slot: 47, card: strong },
        { slot: 0, card: weak },
      ],
    }
    const whole = simulateTune(run, 11, 0, 300)
    const split = tuneSimulator.merge(simulateTune(run, 11, 0, 123), simulateTune(run, 11, 123, 300, true, emptyTuneTally()))
    expect(split).toEqual(whole)
  })

  it('keeps the swap in the place of the copy it takes out, so both decks meet the same shuffles', () => {
    const offered = candidateSwaps(deck, [strong], () => true)
    // Each card's last copy: Fighter 1 at 2, …, Dead Weight at 47.
    expect(offered.map((c) => c.slot)).toEqual(Array.from({ length: 16 }, (_, i) => 3 * i + 2))
    expect(candidateSwaps(deck, [strong], (main) => !main.some((e) => e.card === dead && e.count === 2))).toHaveLength(15)
  })

  it('screens a pool larger than the measured swaps on fewer games first, and measures the best of it', async () => {
    const p = plan({ measure: 4, games: 400 })
    expect(screensOf(p)).toEqual([{ on: 'goal', swaps: 32, kept: 4, games: 40 }])
    const report = tuneReport(p, await play(p))
    expect(report.swaps).toHaveLength(4)
    expect(report.swaps.every((s) => s.in.name === 'Strong One')).toBe(true)
    expect(report.screened).toEqual([{ on: 'goal', swaps: 32, kept: 4, games: 40 }])
  })

  it('plays a matchup goal: win rates, the deck against each opponent in turn', async () => {
    const opponent = { name: 'Wall', main: flat({ ...deck, main: characters.map((card) => ({ card, count: 3 })) }).slice(0, 45), strikers: [] }
    const p = plan({
      goal: { kind: 'matchup', opponents: [opponent], policies: ['greedy', 'greedy'] },
      goalKind: 'matchup',
      against: ['Wall'],
      games: 20,
      measure: 2,
    })
    // 32 swaps for 2 measured: the goldfish narrows them to 8, the matchup's own games to 2.
    expect(screensOf(p)).toEqual([
      { on: 'goldfish', swaps: 32, kept: 8, games: 200 },
      { on: 'goal', swaps: 8, kept: 2, games: 20 },
    ])
    const report = tuneReport(p, await play(p))
    expect(report.metric).toBe('win-rate')
    expect(report.games).toBe(20)
    expect(report.before.value).toBeGreaterThanOrEqual(0)
    expect(report.before.value).toBeLessThanOrEqual(1)
    for (const s of report.swaps) expect(Math.abs(s.change)).toBeLessThanOrEqual(1)
    // The deck's moves are read as it plays them: its fighters are played, the dead card never.
    expect(report.cards.find((c) => c.name === 'Fighter 1')!.played).toBeGreaterThan(0)
    expect(report.neverPlayed).toContain('Dead Weight')
  })

  it('searches swap by swap: the sure one made, the deck measured again on new games', async () => {
    const p = plan({ games: 1000 })
    const search = await searchSwaps(p, (d) => candidateSwaps(d, [strong, weak], () => true), play, { steps: 2, budget: Infinity })
    expect(search.steps[0].applied).toMatchObject({ out: { name: 'Dead Weight' }, in: { name: 'Strong One' } })
    expect(search.steps[1].report.seed).not.toBe(p.seed)
    // A time budget already spent lets the first step run, and no other.
    const timed = await searchSwaps(p, (d) => candidateSwaps(d, [strong, weak], () => true), play, { steps: 3, budget: Infinity, seconds: 0 })
    expect(timed.steps).toHaveLength(1)
    expect(timed.stopped).toBe('time')
    const after = swapped(deck, search.steps[0].applied!.out, strong)
    expect(after.main.find((e) => e.card === dead)!.count).toBe(2)
    expect(after.main.find((e) => e.card === strong)!.count).toBe(1)
  })
})
