// A deck laid out for the simulator: one slot per copy in typed arrays, so a game allocates nothing.
import type { Card } from '../../../shared/card'
import { isCharacter } from '../../../shared/card'

export interface GoldfishDeck {
  /** Cards in the draw pile: Main only (Strikers are set aside before the shuffle). */
  size: number
  character: Uint8Array
  bp: Int32Array
  sp: Int32Array
  /** canBackUp[i * size + j] = 1 when slot j's name is on slot i's Back-Up list. */
  canBackUp: Uint8Array
  /** For slot i, its Back-Up listings: names as ids, from listStart[i] to listStart[i + 1]. */
  listStart: Int32Array
  listName: Int32Array
  nameId: Int32Array
  characters: number
  strikers: number
  hp: number
  /** Copies the simulator plays exactly as printed; the rest are played without their text. */
  modelled: number
}

/**
 * What the greedy simulator models exactly: characters without an ability (placed, backed up, attacking)
 * and reactions (never played against a goldfish, so only drawn). Abilities, actions and arenas are not
 * applied: such cards still count as draws, and characters still place and attack for their BP.
 */
export function isModelled(card: Card): boolean {
  return (isCharacter(card.kind) && card.ability === null) || card.kind === 'reaction'
}

export function compileDeck(main: { card: Card; count: number }[], strikers: number, hp: number): GoldfishDeck {
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
  const canBackUp = new Uint8Array(size * size)
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i === j || !character[i] || !character[j]) continue
      for (let k = listStart[i]; k < listStart[i + 1]; k++) if (listName[k] === nameId[j]) canBackUp[i * size + j] = 1
    }
  }
  return {
    size,
    character,
    bp: Int32Array.from(slots, (c) => c.bp ?? 0),
    sp: Int32Array.from(slots, (c) => c.sp ?? 0),
    canBackUp,
    listStart,
    listName,
    nameId,
    characters: character.reduce((n, c) => n + c, 0),
    strikers,
    hp,
    modelled: slots.filter(isModelled).length,
  }
}
