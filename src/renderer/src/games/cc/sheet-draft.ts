// The sheet editor's fields as typed, and the sheet they make. Numbers are checked here only for being numbers
// the contract can carry; every game rule is main's (checkCharacter), so the form and an import say the same.
import type { z } from 'zod'
import {
  FIGURE_LIMIT,
  type Attribute,
  type CharacterSheet,
  type MoveRank,
  type MoveType,
  type SheetMove,
  type sheetInput,
  type TagMark,
} from '../../../../shared/games/cc/sheet'
import type { CharacterProblem } from '../../../../shared/characters'

/** A sheet as the contract takes it (its lists writable). */
export type SheetInput = z.input<typeof sheetInput>

export function inputOf(sheet: CharacterSheet): SheetInput {
  return { ...sheet, moves: sheet.moves.map((m) => ({ ...m, cards: { ...m.cards }, attributes: [...m.attributes], tag: [...m.tag] })) }
}

export type StatKey = 'hp' | 'strength' | 'speed' | 'agility' | 'endurance' | 'combo' | 'basicAttackPriority' | 'defenseBonus' | 'throwDamage'

/** The stats in the order of the rule book's "Character Stats", with the limits a player is told up front. */
export const STATS: readonly { key: StatKey; label: string; hint: string }[] = [
  { key: 'hp', label: 'HP', hint: '1 or more' },
  { key: 'strength', label: 'Strength', hint: '2 to 10' },
  { key: 'speed', label: 'Speed', hint: '1 or more' },
  { key: 'agility', label: 'Agility', hint: '0 or more' },
  { key: 'endurance', label: 'Endurance', hint: '1 or more' },
  { key: 'combo', label: 'Combo', hint: '1 or more' },
  { key: 'basicAttackPriority', label: 'Basic Attack Priority', hint: '0 or more' },
  { key: 'defenseBonus', label: 'Defense Bonus', hint: '0 or more' },
  { key: 'throwDamage', label: 'Throw damage', hint: '0 or more' },
]

export { cardsText, MAX_MOVES, RANK_NAMES, TAG_NAMES, TYPE_RULES } from '../../../../shared/games/cc/sheet'

export interface MoveDraft {
  /** Keeps a move's fields with it when moves are reordered. */
  key: number
  name: string
  kind: 'special' | 'super'
  rank: MoveRank
  additional: number
  type: MoveType
  attributes: Attribute[]
  /** The text stands in place of damage ("Avoid 1 special move attack"). */
  effect: boolean
  damage: string
  priority: string
  points: string
  tag: TagMark[]
  text: string
}

export type SheetDraft = { id: string; name: string; specialAbility: string; moves: MoveDraft[] } & Record<StatKey, string>

let keys = 0

export function moveDraftOf(m: SheetMove): MoveDraft {
  return {
    key: ++keys,
    name: m.name,
    kind: m.kind,
    rank: m.cards.rank,
    additional: m.cards.additional,
    type: m.type,
    attributes: [...m.attributes],
    effect: m.damage === null,
    damage: m.damage === null ? '' : String(m.damage),
    priority: String(m.priority),
    points: String(m.points),
    tag: [...m.tag],
    text: m.text,
  }
}

export function draftOf(s: CharacterSheet): SheetDraft {
  const stats = Object.fromEntries(STATS.map(({ key }) => [key, String(s[key])])) as Record<StatKey, string>
  return { id: s.id, name: s.name, specialAbility: s.specialAbility, ...stats, moves: s.moves.map(moveDraftOf) }
}

/** A new move of a kind, with figures a player changes rather than types from nothing. */
export function blankMove(kind: 'special' | 'super'): MoveDraft {
  const special = kind === 'special'
  return moveDraftOf({
    name: '',
    kind,
    cards: { rank: special ? 'J' : 'A', additional: 0 },
    type: special ? 'C' : 'B',
    attributes: [],
    damage: special ? 6 : 25,
    priority: special ? 2 : 5,
    points: special ? 1 : 3,
    tag: [],
    text: '',
  })
}

/** A new character: the rule book's ordinary figures, one special and one super to start from. */
export function blankSheet(): CharacterSheet {
  return {
    id: '',
    name: '',
    example: false,
    hp: 100,
    strength: 6,
    speed: 3,
    agility: 4,
    endurance: 7,
    combo: 5,
    basicAttackPriority: 2,
    defenseBonus: 2,
    throwDamage: 6,
    specialAbility: '',
    moves: [],
  }
}

/** `moves.2.type` (the reader's words) and `moves[2].type` (the checks') are one field to the form. */
export function fieldKey(field: string): string {
  return field.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

/**
 * The sheet the draft makes, and a problem for each number field that holds no number the contract can carry.
 * Such a field is sent as its last good number (`good`, kept per field and updated here), so the rest of the
 * sheet is still checked while the player fixes it.
 */
export function sheetOf(draft: SheetDraft, good: Map<string, number>): { sheet: SheetInput; local: CharacterProblem[] } {
  const local: CharacterProblem[] = []
  const number = (raw: string, field: string, slot: string, label: string, fallback: number): number => {
    const text = raw.trim()
    const value = /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
    const problem = (message: string, fix: string) => local.push({ code: 'NOT_A_NUMBER', level: 'error', field, message, fix })
    if (text === '') problem(`${label} is empty`, `write ${label} as a whole number`)
    else if (Number.isNaN(value)) problem(`${label} is "${text.slice(0, 20)}", not a number`, `write ${label} as a whole number, like 5`)
    else if (Math.abs(value) > FIGURE_LIMIT)
      problem(`${label} is ${text.slice(0, 20)}, past any sheet`, `write ${label} as a whole number up to ${FIGURE_LIMIT.toLocaleString('en')}`)
    else {
      good.set(slot, value)
      return value
    }
    return good.get(slot) ?? fallback
  }
  const stats = Object.fromEntries(STATS.map(({ key, label }) => [key, number(draft[key], key, key, label, 0)])) as Record<StatKey, number>
  const moves = draft.moves.map((m, i) => {
    const at = `moves[${i}]`
    const called = m.name.trim() || `move ${i + 1}`
    return {
      name: m.name.trim(),
      kind: m.kind,
      cards: { rank: m.rank, additional: m.additional },
      type: m.type,
      attributes: [...m.attributes],
      damage: m.effect ? null : number(m.damage, `${at}.damage`, `${m.key}.damage`, `${called}'s damage`, 0),
      priority: number(m.priority, `${at}.priority`, `${m.key}.priority`, `${called}'s priority`, 0),
      points: number(m.points, `${at}.points`, `${m.key}.points`, `${called}'s combo points`, 0),
      tag: [...m.tag],
      text: m.text,
    }
  })
  const sheet: SheetInput = { id: draft.id.trim(), name: draft.name.trim(), example: false, ...stats, specialAbility: draft.specialAbility, moves }
  return { sheet, local }
}

/** The draft without the moves' keys, to tell whether anything was changed. */
export function draftText(draft: SheetDraft): string {
  return JSON.stringify({ ...draft, moves: draft.moves.map(({ key: _, ...m }) => m) })
}
