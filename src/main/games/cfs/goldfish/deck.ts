// A deck laid out for the simulator: one slot per copy in typed arrays, so a game allocates nothing.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import { cardEffects, total, type Effect } from './effects'

export const TRIGGER = { none: 0, entry: 1, square: 2, play: 3 } as const

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
  characters: number
  strikers: number
  /** The goldfish has a character for Strikers to attack (it never blocks or counters): each hits for 200. */
  strikerTarget: boolean
  hp: number
  /** Copies the simulator plays exactly as printed; the rest are played without their text. */
  modelled: number
  /** Per slot: when its modelled effects happen (TRIGGER), what they do, and an action's cost. */
  trigger: Uint8Array
  damage: Int32Array
  gainSp: Int32Array
  draw: Int32Array
  /** BP its text gives one of your characters (the policy picks which), and each of them. */
  bpOne: Int32Array
  bpAll: Int32Array
  cost: Int32Array
  /** Per slot: an action worth its SP against a goldfish (see `worthPlaying`). */
  worth: Uint8Array
}

/**
 * What the greedy simulator plays exactly as printed: characters without an ability, characters and
 * actions whose texts are simple effects (see effects.ts), and reactions (never played against a
 * goldfish, so only drawn). Other texts are not applied: those characters still place and attack for
 * their BP, and those actions stay in hand.
 */
export function isModelled(card: Card): boolean {
  return cardEffects(card) !== null
}

/** How the goldfish is set up: by default its ring is empty, so no Striker can be sent. */
export interface GoldfishSetup {
  strikerTarget: boolean
}

export function compileDeck(main: { card: Card; count: number }[], strikers: number, hp: number, setup: GoldfishSetup = { strikerTarget: false }): GoldfishDeck {
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
  const listName = Int32Array.from(lists)
  const character = Uint8Array.from(slots, (c) => (isCharacter(c.kind) ? 1 : 0))
  return {
    size,
    character,
    bp: Int32Array.from(slots, (c) => c.bp ?? 0),
    sp: Int32Array.from(slots, (c) => c.sp ?? 0),
    listStart,
    listName,
    nameId,
    characters: character.reduce((n, c) => n + c, 0),
    strikers,
    strikerTarget: setup.strikerTarget,
    hp,
    modelled: slots.filter(isModelled).length,
    ...effectArrays(slots),
  }
}

function effectArrays(slots: Card[]) {
  const of = slots.map(cardEffects)
  return {
    trigger: Uint8Array.from(of, (e) => (e?.trigger ? TRIGGER[e.trigger] : TRIGGER.none)),
    damage: Int32Array.from(of, (e) => (e ? total(e.effects, 'damage') : 0)),
    gainSp: Int32Array.from(of, (e) => (e ? total(e.effects, 'sp') : 0)),
    draw: Int32Array.from(of, (e) => (e ? total(e.effects, 'draw') : 0)),
    bpOne: Int32Array.from(of, (e) => (e ? total(e.effects, 'bp', 'one') : 0)),
    bpAll: Int32Array.from(of, (e) => (e ? total(e.effects, 'bp', 'all') : 0)),
    cost: Int32Array.from(slots, (c) => c.cost ?? 0),
    worth: Uint8Array.from(slots, (c, i) => (of[i]?.trigger === 'play' && worthPlaying(of[i].effects, c.cost ?? 0) ? 1 : 0)),
  }
}

/**
 * Whether an action can help against a goldfish: it deals damage, gives more SP than it costs, gives BP or
 * draws. Heals, unfreezing (nothing is frozen in the Main phase) and the opponent's SP never bring the kill
 * nearer, so the policy keeps its SP instead. (Whether a draw would empty the deck, or a +BP has a
 * character to take it, is checked when it would be played.)
 */
function worthPlaying(effects: Effect[], cost: number): boolean {
  return total(effects, 'damage') > 0 || total(effects, 'sp') > cost || total(effects, 'draw') > 0 || total(effects, 'bp', 'one') + total(effects, 'bp', 'all') > 0
}
