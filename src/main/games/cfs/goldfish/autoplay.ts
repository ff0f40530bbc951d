// The greedy policy's turn played at the table, through its checked moves: the same decisions the simulator
// makes (greedy.ts), in the same order. The table's "Play the turn like the simulator" runs it; the tests run
// whole games both ways and compare them, and the benchmarks time it as the naive engine.
import type { Board } from './board'
import { actionScore, before, placeScore, squareBeatsAttack, worthPlaying } from './greedy'
import { cannotAttack, cannotTakeBackUp } from './in-force'
import { damageOf } from './policy'
import type { Move, TableState } from '../../../../shared/playtest'

/** What autoplay needs of a table: its state, a board to read it by, and moves. */
export interface AutoTable {
  readonly state: TableState
  view(): Board
  play(move: Move): { ok: boolean }
}

const over = (t: AutoTable) => t.state.phase === 'over'

/**
 * Plays the current turn as the simulator would, then ends it. A move the table refuses (a state set by hand that
 * the plan did not foresee) ends that step of the plan: each loop below goes on only while its moves are played.
 */
export function autoplayTurn(t: AutoTable): void {
  if (t.state.turn === 1 && t.state.strikerTarget) {
    while (t.state.strikers.length && !over(t)) if (!t.play({ type: 'striker', striker: 0 }).ok) break
  }
  place(t)
  backUps(t)
  actions(t)
  attacks(t)
  if (!over(t)) t.play({ type: 'end-turn' })
}

function place(t: AutoTable): void {
  for (;;) {
    if (over(t)) return
    const { ring, hand, placed } = t.state
    const empty = ring.findIndex((f) => f === null)
    if (empty < 0) return
    const b = t.view()
    const ringEmpty = ring.every((f) => f === null)
    let best = -1
    let bestScore = -1
    hand.forEach((card, h) => {
      if (!b.facts[card].character) return
      const score = placeScore(b, card, placed, ringEmpty)
      if (score >= 0 && (best < 0 || before(b, card, score, hand[best], bestScore))) {
        best = h
        bestScore = score
      }
    })
    if (best < 0 || !t.play({ type: 'place', hand: best, slot: empty }).ok) return
  }
}

function backUps(t: AutoTable): void {
  for (let r = 0; r < t.state.ring.length && !over(t); r++) {
    const card = t.state.ring[r]?.card
    if (card === undefined) continue
    for (;;) {
      const f = t.state.ring[r]
      if (!f || f.card !== card || over(t)) break
      const b = t.view()
      if (cannotTakeBackUp(b, r, f.backedUpOnTurn === t.state.turn, f.manyBackUps)) break
      const h = backer(b, t.state, r)
      if (h < 0 || !t.play({ type: 'back-up', hand: h, slot: r }).ok) break
    }
  }
}

/** The hand card that backs up slot r: by the first listing with a name left unused and in hand. */
function backer(b: Board, s: TableState, r: number): number {
  const f = s.ring[r]!
  const list = b.facts[f.card].backups
  const used = new Map<string, number>()
  for (const x of f.backers) used.set(b.facts[x].name, (used.get(b.facts[x].name) ?? 0) + 1)
  const seen = new Map<string, number>()
  for (const name of list) {
    const k = (seen.get(name) ?? 0) + 1
    seen.set(name, k)
    if ((used.get(name) ?? 0) >= k) continue
    let pick = -1
    s.hand.forEach((card, h) => {
      if (b.facts[card].character && b.facts[card].name === name && (pick < 0 || before(b, card, 0, s.hand[pick], 0))) pick = h
    })
    if (pick >= 0) return pick
  }
  return -1
}

function actions(t: AutoTable): void {
  for (;;) {
    if (over(t)) return
    const b = t.view()
    const { hand } = t.state
    let best = -1
    let bestScore = 0
    hand.forEach((card, h) => {
      if (!b.facts[card].action || !worthPlaying(b, card)) return
      const score = actionScore(b, card)
      if (best < 0 || before(b, card, score, hand[best], bestScore)) {
        best = h
        bestScore = score
      }
    })
    if (best < 0 || !t.play({ type: 'action', hand: best }).ok) return
    const after = t.view()
    if (after.turnRule('extra-character')) place(t)
    if (after.turnRule('any-back-ups')) backUps(t)
  }
}

function attacks(t: AutoTable): void {
  const squared = new Set<number>()
  for (let r = 0; r < t.state.ring.length && !over(t); r++) {
    const f = t.state.ring[r]
    if (!f) continue
    const b = t.view()
    const text = b.facts[f.card].text
    if (!b.facts[f.card].character || text?.when !== 'square' || !squareBeatsAttack(b, r, damageOf(text.ops))) continue
    squared.add(r)
    t.play({ type: 'square', slot: r })
  }
  for (let r = 0; r < t.state.ring.length && !over(t); r++) {
    if (!t.state.ring[r] || squared.has(r) || cannotAttack(t.view(), r)) continue
    t.play({ type: 'attack', slot: r })
  }
}
