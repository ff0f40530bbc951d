// The naive engine the benchmarks compare against: the same greedy policy, written the obvious way —
// Array.sort shuffles, and a fresh copy of the state objects at every step.
import type { GoldfishDeck } from '../src/main/core/goldfish/deck'

interface Fighter {
  card: number
  bp: number
  entered: number
  frozen: boolean
  used: number[]
}
interface State {
  library: number[]
  hand: number[]
  ring: Fighter[]
  opponent: number
  turn: number
}

export function naiveShuffle<T>(cards: T[]): T[] {
  return [...cards].sort(() => Math.random() - 0.5)
}

/** Plays one game; returns the kill turn (0 for none within 30 turns or a deck-out). */
export function naiveGame(deck: GoldfishDeck, first: boolean): number {
  const all = Array.from({ length: deck.size }, (_, i) => i)
  let library = naiveShuffle(all)
  while (!library.slice(0, 5).some((c) => deck.character[c])) library = naiveShuffle(all)
  let state: State = { library: library.slice(5), hand: library.slice(0, 5), ring: [], opponent: deck.hp, turn: 0 }
  for (let turn = 1; turn <= 30; turn++) {
    state = { ...state, turn, ring: state.ring.map((f) => ({ ...f, frozen: false })) }
    if (!(turn === 1 && first)) {
      const [top, ...rest] = state.library
      state = { ...state, library: rest, hand: [...state.hand, top] }
      if (rest.length === 0) return 0
    }
    if (turn === 1) state = { ...state, opponent: state.opponent - deck.strikers * 200 }
    if (state.ring.length < 3) {
      const chars = state.hand.filter((c) => deck.character[c]).sort((a, b) => deck.bp[b] - deck.bp[a])
      if (chars.length) {
        const card = chars[0]
        const i = state.hand.indexOf(card)
        state = {
          ...state,
          hand: state.hand.filter((_, j) => j !== i),
          ring: [...state.ring, { card, bp: deck.bp[card], entered: turn, frozen: false, used: [] }],
        }
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
    let damage = 0
    state = {
      ...state,
      ring: state.ring.map((f) => {
        if (f.entered >= turn || f.frozen) return f
        damage += f.bp
        return { ...f, frozen: true }
      }),
    }
    state = { ...state, opponent: state.opponent - damage }
    if (state.opponent <= 0) return turn
  }
  return 0
}
