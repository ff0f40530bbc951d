// A deck laid out for the simulator: one slot per copy in typed arrays, so a game allocates nothing for the
// plain parts of the turn; each slot's card facts (and structured text) for the texts it plays.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import { factsOf, type Facts } from './board'
import { damageOf } from './policy'
import { BP_CAP } from './rules'
import { count, emptyCounts, type ClassCounts } from '../../../../shared/playtest'

/** Bits of `hooks`: when a card in the ring needs the simulator's attention besides its BP. */
export const HOOK = { turnStart: 1, turnEnd: 2, afterAttack: 4, directHit: 8, rules: 16, square: 32 } as const

/** What a deck's copies are, by how the engine plays their texts. */
export interface Coverage extends ClassCounts {
  /** Characters with no ability: nothing to read. */
  plain: number
  /** Reactions: never played against a goldfish. */
  reactions: number
  total: number
}

export interface GoldfishDeck {
  /** Cards in the draw pile: Main only (Strikers are set aside before the shuffle). */
  size: number
  character: Uint8Array
  bp: Int32Array
  sp: Int32Array
  /** For slot i, its Back-Up listings: names as ids, from listStart[i] to listStart[i + 1]. */
  listStart: Int32Array
  listName: Int32Array
  nameId: Int32Array
  /**
   * For the "pair seen" statistic, character names as bits in `pairWords` 32-bit words: slot i's name is bit
   * nameBit[i] of word nameWord[i] (0 for a card that is not a character); listMask[i * pairWords + w] is
   * word w of the names its Back-Up listings name (names of no character in the deck left out: they never pair).
   */
  pairWords: number
  nameWord: Int32Array
  nameBit: Int32Array
  listMask: Int32Array
  characters: number
  strikers: number
  /** The goldfish has a character for Strikers to attack (it never blocks or counters): each hits for 200. */
  strikerTarget: boolean
  hp: number
  /** Per slot: its card's facts and the text the engine plays. */
  facts: Facts[]
  /** Per slot: its card's place in label order (greedy.ts breaks ties by label: the same order as integers). */
  rank: Int32Array
  /** Per slot: 1 when it has a ▲ text to play on entry; an action text that helps. */
  entry: Uint8Array
  /** Per slot: 1 when its ▲ text may harm (printed as harmful, or an SP cost): greedy.ts weighs it on the board at the time. */
  entryHarm: Uint8Array
  playable: Uint8Array
  /**
   * Per slot: the greedy placement's order as one integer (higher enters first) when no ● rule is in force:
   * placeKey(score, rank) of greedy.ts's placeScore; -1 when its ▲ cost must be weighed at the time.
   */
  placeKey: Int32Array
  /** Per slot: the damage its ■ text deals the goldfish at once (the policy weighs it against attacking). */
  squareDamage: Int32Array
  /** Per slot: HOOK bits of its ● text, and HOOK.square when its ■ text hurts the goldfish. */
  hooks: Uint8Array
  coverage: Coverage
}

/** How the goldfish is set up: by default its ring is empty, so no Striker can be sent. */
export interface GoldfishSetup {
  strikerTarget: boolean
}

export function compileDeck(
  main: { card: Card; count: number }[],
  strikers: number,
  hp: number,
  setup: GoldfishSetup = { strikerTarget: false },
): GoldfishDeck {
  const slots: Card[] = main.flatMap(({ card, count }) => Array<Card>(count).fill(card))
  const size = slots.length
  const names = new Map<string, number>()
  const id = (name: string) => {
    let n = names.get(name)
    if (n === undefined) names.set(name, (n = names.size))
    return n
  }
  const nameId = Int32Array.from(slots, (c) => id(c.name))
  const listStart = new Int32Array(size + 1)
  const lists: number[] = []
  slots.forEach((c, i) => {
    listStart[i] = lists.length
    if (isCharacter(c.kind)) for (const b of c.backups) lists.push(id(b.name))
  })
  listStart[size] = lists.length
  const character = Uint8Array.from(slots, (c) => (isCharacter(c.kind) ? 1 : 0))
  const pairs = pairMasks(slots)
  const byCard = new Map<Card, Facts>()
  const facts = slots.map((c) => byCard.get(c) ?? byCard.set(c, factsOf(c)).get(c)!)
  const rank = rankByLabel(facts)
  const entryHarm = Uint8Array.from(facts, (f) =>
    f.character && f.text?.when === 'entry' && (f.text.value === 'harms' || f.text.cost?.[0]?.cost === 'sp') ? 1 : 0,
  )
  return {
    size,
    character,
    bp: Int32Array.from(slots, (c) => c.bp ?? 0),
    sp: Int32Array.from(slots, (c) => c.sp ?? 0),
    listStart,
    listName: Int32Array.from(lists),
    nameId,
    ...pairs,
    characters: character.reduce((n, c) => n + c, 0),
    strikers,
    strikerTarget: setup.strikerTarget,
    hp,
    facts,
    rank,
    entry: Uint8Array.from(facts, (f) => (f.character && f.text?.when === 'entry' ? 1 : 0)),
    entryHarm,
    placeKey: Int32Array.from(facts, (f, i) => (!f.character || entryHarm[i] ? -1 : placeKey(f.bp + BP_CAP + 1, rank[i]))),
    playable: Uint8Array.from(facts, (f) => (f.action && f.text?.value === 'helps' ? 1 : 0)),
    squareDamage: Int32Array.from(facts, (f) => (f.text?.when === 'square' ? damageOf(f.text.ops) : 0)),
    hooks: Uint8Array.from(facts, (f) => hooksOf(f) | (f.character && f.text?.when === 'square' && damageOf(f.text.ops) > 0 ? HOOK.square : 0)),
    coverage: coverageOf(facts),
  }
}

/** A placement score (≥ 0) and a card's label rank as one integer: the higher score, then the lower rank. */
export function placeKey(score: number, rank: number): number {
  return score * 65536 + (65535 - rank)
}

function pairMasks(slots: readonly Card[]): Pick<GoldfishDeck, 'pairWords' | 'nameWord' | 'nameBit' | 'listMask'> {
  const bits = new Map<string, number>()
  for (const c of slots) if (isCharacter(c.kind) && !bits.has(c.name)) bits.set(c.name, bits.size)
  const pairWords = Math.max(1, Math.ceil(bits.size / 32))
  const listMask = new Int32Array(slots.length * pairWords)
  slots.forEach((c, i) => {
    if (!isCharacter(c.kind)) return
    for (const b of c.backups) {
      const bit = bits.get(b.name)
      if (bit !== undefined) listMask[i * pairWords + (bit >> 5)] |= 1 << (bit & 31)
    }
  })
  const bitOf = (c: Card) => (isCharacter(c.kind) ? bits.get(c.name)! : -1)
  return {
    pairWords,
    nameWord: Int32Array.from(slots, (c) => Math.max(0, bitOf(c) >> 5)),
    nameBit: Int32Array.from(slots, (c) => (bitOf(c) < 0 ? 0 : 1 << (bitOf(c) & 31))),
    listMask,
  }
}

function rankByLabel(facts: readonly Facts[]): Int32Array {
  const labels = [...new Set(facts.map((f) => f.label))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return Int32Array.from(facts, (f) => labels.indexOf(f.label))
}

function hooksOf(f: Facts): number {
  if (!f.character || !f.text) return 0
  const when = f.text.when
  if (when === 'static') return f.rules.length || f.actionCost ? HOOK.rules : 0
  return when === 'turn-start'
    ? HOOK.turnStart
    : when === 'turn-end'
      ? HOOK.turnEnd
      : when === 'after-attack'
        ? HOOK.afterAttack
        : when === 'direct-hit'
          ? HOOK.directHit
          : 0
}

export function coverageOf(facts: readonly Facts[]): Coverage {
  const c: Coverage = { ...emptyCounts(), plain: 0, reactions: 0, total: facts.length }
  for (const f of facts) {
    if (f.reaction) c.reactions++
    else if (!f.reading) c.plain++
    else count(c, f.reading.class)
  }
  return c
}
