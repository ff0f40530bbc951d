// The naive engine the benchmarks compare against: the same greedy policy and the same statistics as
// simulate.ts, written the obvious way — Array.sort shuffles, a fresh copy of the state objects at every
// step, and the per-turn statistics recomputed from the cards seen so far.
import type { GoldfishDeck } from '../src/main/games/cfs/goldfish/deck'
import { TRIGGER } from '../src/main/games/cfs/goldfish/deck'

interface Fighter {
  card: number
  bp: number
  entered: number
  used: number[]
}
interface State {
  library: number[]
  hand: number[]
  ring: Fighter[]
  seen: number[]
  opponent: number
  sp: number
  damage: number
  lost: boolean
}

/** One game's result: the kill turn (0 for none) and, per turn, the statistics the report shows. */
export interface NaiveGame {
  killTurn: number
  turns: { characterSeen: boolean; pairSeen: boolean; sp: number; damage: number }[]
}

export function naiveShuffle<T>(cards: T[]): T[] {
  return [...cards].sort(() => Math.random() - 0.5)
}

export function naiveGame(deck: GoldfishDeck, first: boolean): NaiveGame {
  const all = Array.from({ length: deck.size }, (_, i) => i)
  let library = naiveShuffle(all)
  while (!library.slice(0, 5).some((c) => deck.character[c])) library = naiveShuffle(all)
  let state: State = { library: library.slice(5), hand: library.slice(0, 5), ring: [], seen: library.slice(0, 5), opponent: deck.hp, sp: 0, damage: 0, lost: false }
  const turns: NaiveGame['turns'] = []

  const draw = (s: State): State => {
    if (s.lost) return s
    const [top, ...rest] = s.library
    return { ...s, library: rest, hand: [...s.hand, top], seen: [...s.seen, top], lost: rest.length === 0 }
  }
  const hit = (s: State, amount: number): State => ({ ...s, opponent: s.opponent - amount, damage: s.damage + amount })
  const resolve = (s: State, card: number, turn: number): State => {
    let next = { ...hit(s, deck.damage[card]), sp: s.sp + deck.gainSp[card] }
    next = { ...next, ring: next.ring.map((f) => ({ ...f, bp: Math.min(3000, f.bp + deck.bpAll[card]) })) }
    if (deck.bpOne[card] && next.ring.length) {
      const target = [...next.ring].sort((a, b) => (b.entered < turn ? 3001 : 0) + (3000 - b.bp) - ((a.entered < turn ? 3001 : 0) + (3000 - a.bp)))[0]
      next = { ...next, ring: next.ring.map((f) => (f === target ? { ...f, bp: Math.min(3000, f.bp + deck.bpOne[card]) } : f)) }
    }
    for (let d = 0; d < deck.draw[card]; d++) next = draw(next)
    return next
  }

  let killTurn = 0
  for (let turn = 1; turn <= 30; turn++) {
    if (!(turn === 1 && first)) state = draw(state)
    if (!state.lost) {
      if (turn === 1) state = hit(state, deck.strikers * 200)
      if (state.ring.length < 3) {
        const chars = state.hand.filter((c) => deck.character[c]).sort((a, b) => deck.bp[b] - deck.bp[a])
        if (chars.length) {
          const card = chars[0]
          const i = state.hand.indexOf(card)
          state = {
            ...state,
            hand: state.hand.filter((_, j) => j !== i),
            ring: [...state.ring, { card, bp: deck.bp[card], entered: turn, used: [] }],
            sp: state.sp + deck.sp[card],
          }
          if (deck.trigger[card] === TRIGGER.entry) state = resolve(state, card, turn)
        }
      }
      state = {
        ...state,
        ring: state.ring.map((f) => {
          if (f.entered >= turn) return f
          for (let k = deck.listStart[f.card]; k < deck.listStart[f.card + 1]; k++) {
            if (f.used.includes(k)) continue
            const i = state.hand.findIndex((c) => deck.character[c] && deck.nameId[c] === deck.listName[k])
            if (i >= 0) {
              state = { ...state, hand: state.hand.filter((_, j) => j !== i) }
              return { ...f, bp: Math.min(3000, f.bp + 300), used: [...f.used, k] }
            }
          }
          return f
        }),
      }
      for (;;) {
        const i = state.hand.findIndex(
          (c) => deck.trigger[c] === TRIGGER.play && deck.cost[c] <= state.sp && (state.ring.length > 0 || !(deck.bpOne[c] || deck.bpAll[c])),
        )
        if (i < 0 || state.lost) break
        const card = state.hand[i]
        state = resolve({ ...state, hand: state.hand.filter((_, j) => j !== i), sp: state.sp - deck.cost[card] }, card, turn)
      }
      for (const f of state.ring) {
        if (f.entered >= turn || state.lost) continue
        state = deck.trigger[f.card] === TRIGGER.square && deck.damage[f.card] > f.bp ? resolve(state, f.card, turn) : hit(state, f.bp)
      }
    }
    const characters = state.seen.filter((c) => deck.character[c])
    const pairSeen = characters.some((a, i) =>
      characters.some((b, j) => i !== j && deck.listName.slice(deck.listStart[a], deck.listStart[a + 1]).includes(deck.nameId[b])),
    )
    turns.push({ characterSeen: characters.length > 0, pairSeen, sp: state.sp, damage: state.damage })
    if (state.lost) break
    if (state.opponent <= 0) {
      killTurn = turn
      break
    }
  }
  return { killTurn, turns }
}
