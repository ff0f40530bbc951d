// What changed between two versions of a character sheet, in the sheet's own words: a stat, the ability, a move
// added, removed or changed (moves are matched by name, so a reordered list is no change).
import type { SheetChange } from '../../../shared/characters'
import type { CharacterSheet, SheetMove } from './sheet'

const STATS: readonly [keyof CharacterSheet, string][] = [
  ['name', 'name'],
  ['hp', 'HP'],
  ['strength', 'Strength'],
  ['speed', 'Speed'],
  ['agility', 'Agility'],
  ['endurance', 'Endurance'],
  ['combo', 'Combo'],
  ['basicAttackPriority', 'Basic Attack Priority'],
  ['defenseBonus', 'Defense Bonus'],
  ['throwDamage', 'throw damage'],
  ['specialAbility', 'special ability'],
]

export function diffSheets(from: CharacterSheet, to: CharacterSheet): SheetChange[] {
  const changes: SheetChange[] = []
  for (const [key, label] of STATS) {
    if (from[key] !== to[key]) changes.push({ what: label, from: String(from[key]), to: String(to[key]) })
  }
  const before = new Map(from.moves.map((m) => [m.name, m]))
  const after = new Map(to.moves.map((m) => [m.name, m]))
  for (const [name, move] of before) if (!after.has(name)) changes.push({ what: `move ${name}`, from: describe(move), to: null })
  for (const [name, move] of after) {
    const was = before.get(name)
    if (!was) changes.push({ what: `move ${name}`, from: null, to: describe(move) })
    else if (describe(was) !== describe(move)) changes.push({ what: `move ${name}`, from: describe(was), to: describe(move) })
  }
  return changes
}

/** A move in one line: "Q +0, type B, R, 6 damage, priority 3, 1 pt, [TS]: text". */
function describe(m: SheetMove): string {
  const damage = m.damage === null ? 'effect' : `${m.damage} damage`
  const attributes = m.attributes.length ? `, ${m.attributes.join('')}` : ''
  const tags = m.tag.length ? `, ${m.tag.map((t) => `[${t}]`).join('')}` : ''
  return `${m.kind} on ${m.cards.rank}${m.cards.additional ? ` +${m.cards.additional}` : ''}, type ${m.type}${attributes}, ${damage}, priority ${m.priority}, ${m.points} pt${tags}${m.text ? `: ${m.text}` : ''}`
}
