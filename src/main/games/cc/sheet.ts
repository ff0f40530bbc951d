// Checking a Capcom Crossovers character sheet (read by shared/games/cc/sheet.ts) against the game: checkSheet finds,
// with a fix, everything that keeps a readable sheet from the table. A sheet that breaks the game's limits
// (Strength 11) still reads, so the editor can open it and show what to change.

import {
  ATTRIBUTE_NAMES,
  ATTRIBUTES,
  MOVE_RANKS,
  MOVE_TYPES,
  TAG_MARKS,
  type CharacterSheet,
  type MoveRank,
  type SheetMove,
} from '../../../shared/games/cc/sheet'
import { RANK_NAMES, type Character } from './combo'
import { idProblems, nameProblems } from '../../game-kit/character-checks'

export * from '../../../shared/games/cc/sheet'

// ---------------------------------------------------------------------------------------------------------------
// Checking a sheet against the game

export type SheetCode =
  | 'SHEET_ID'
  | 'SHEET_NAME'
  | 'STAT_WHOLE'
  | 'STAT_RANGE'
  | 'MOVE_NAME'
  | 'DUPLICATE_MOVE'
  | 'MOVE_RANK'
  | 'MOVE_CARDS'
  | 'MOVE_TYPE'
  | 'MOVE_ATTRIBUTE'
  | 'MOVE_DAMAGE'
  | 'MOVE_EFFECT'
  | 'MOVE_PRIORITY'
  | 'MOVE_POINTS'
  | 'MOVE_TAG'
  | 'TEAM_SAME_SHEET'
  | 'TEAM_NO_TAG_SUPER'

export interface SheetProblem {
  code: SheetCode
  /** An error keeps the sheet or team from the table; a warning says what it cannot do there. */
  level: 'error' | 'warning'
  message: string
  /** The field as readSheet names it (`strength`, `moves[2].type`); in a team, after the sheet's id. */
  field: string
  fix: string
}

type StatKey = {
  [K in keyof CharacterSheet]: CharacterSheet[K] extends number ? K : never
}[keyof CharacterSheet]

interface StatRule {
  key: StatKey
  label: string
  min: number
  max?: number
  /** Why the bound is there, when the rules give a reason. */
  why?: string
}

/** The rule book and docs/games.md bound Strength, Speed, Combo and Endurance; a count or bonus is never negative. */
const STATS: readonly StatRule[] = [
  { key: 'hp', label: 'HP', min: 1, why: 'a character at 0 HP is KOed' },
  { key: 'strength', label: 'Strength', min: 2, max: 10, why: 'basic attacks are the number cards 2 to 10' },
  { key: 'speed', label: 'Speed', min: 1, why: 'at least one card must be drawn each turn' },
  { key: 'agility', label: 'Agility', min: 0 },
  { key: 'endurance', label: 'Endurance', min: 1, why: 'it is the hand a player keeps at the end of a turn' },
  { key: 'combo', label: 'Combo', min: 1, why: 'a basic attack uses one combo point' },
  { key: 'basicAttackPriority', label: 'Basic Attack Priority', min: 0 },
  { key: 'defenseBonus', label: 'Defense Bonus', min: 0 },
  { key: 'throwDamage', label: 'throw damage', min: 0 },
]

/** A deck holds four cards of each rank: the one a move is played on, and at most three more. */
const MAX_ADDITIONAL = 3

/** The problems that keep a sheet from being played (warnings aside): what the goldfish and `ringside combo` refuse. */
export function sheetErrors(sheet: CharacterSheet): SheetProblem[] {
  return checkSheet(sheet).filter((problem) => problem.level === 'error')
}

/** Every problem with the sheet at once, in the order of the sheet's fields. */
export function checkSheet(sheet: CharacterSheet): SheetProblem[] {
  return [
    ...idProblems('SHEET_ID', sheet, 'chun-li'),
    ...nameProblems('SHEET_NAME', sheet, 'Gambit'),
    ...STATS.flatMap((rule) => statProblems(sheet, rule)),
    ...sheet.moves.flatMap((move, index) => moveProblems(sheet, move, index)),
  ]
}

function error(code: SheetCode, field: string, message: string, fix: string): SheetProblem {
  return { code, level: 'error', message, field, fix }
}

function statProblems(sheet: CharacterSheet, rule: StatRule): SheetProblem[] {
  const value: unknown = sheet[rule.key]
  const range = rule.max === undefined ? `at least ${rule.min}` : `${rule.min} to ${rule.max}`
  const wanted = rule.max === undefined ? `a whole number, ${range}` : `a whole number from ${range}`
  if (!isWhole(value)) {
    const shown = value === undefined || value === null ? 'missing' : `${show(value)}, not a whole number`
    return [error('STAT_WHOLE', rule.key, `${rule.label} is ${shown}`, `set ${rule.label} to ${wanted}`)]
  }
  if (value >= rule.min && (rule.max === undefined || value <= rule.max)) return []
  const why = rule.why === undefined ? '' : `: ${rule.why}`
  const message = `${rule.label} is ${value}, but it must be ${range}${why}`
  return [error('STAT_RANGE', rule.key, message, `set ${rule.label} to ${wanted}`)]
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value)
}

function show(value: unknown): string {
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value)
}

function moveProblems(sheet: CharacterSheet, move: SheetMove, index: number): SheetProblem[] {
  const at = `moves[${index}]`
  const called = moveLabel(move, index)
  return [
    ...moveNameProblems(sheet, move, index, at),
    ...rankProblems(move, at, called),
    ...cardsProblems(move, at, called),
    ...typeProblems(move, at, called),
    ...attributeProblems(move, at, called),
    ...damageProblems(move, at, called),
    ...priorityProblems(move, at, called),
    ...pointsProblems(sheet, move, at, called),
    ...tagProblems(move, at, called),
  ]
}

function moveLabel(move: SheetMove, index: number): string {
  return typeof move.name === 'string' && move.name.trim() !== '' ? move.name.trim() : `move ${index + 1}`
}

/** The player names a move as it is played, so each name must stand for one move, as written. */
function moveNameProblems(sheet: CharacterSheet, move: SheetMove, index: number, at: string): SheetProblem[] {
  const field = `${at}.name`
  if (typeof move.name !== 'string' || move.name.trim() === '') {
    const fix = 'name the move as its moves list does, e.g. "Hadouken"'
    return [error('MOVE_NAME', field, `move ${index + 1} has no name`, fix)]
  }
  if (move.name !== move.name.trim()) {
    return [error('MOVE_NAME', field, `"${move.name}" starts or ends with a space`, `name it "${move.name.trim()}"`)]
  }
  const key = nameKey(move.name)
  const first = sheet.moves.findIndex((other) => typeof other.name === 'string' && nameKey(other.name) === key)
  if (first === index) return []
  return [
    error(
      'DUPLICATE_MOVE',
      field,
      `moves[${first}] and ${at} are both called "${move.name}"; a move is named as it is played, so each name is ` + 'one move',
      `rename or remove ${at}`,
    ),
  ]
}

function nameKey(name: string): string {
  return name.trim().toLowerCase()
}

/** "Special move attacks are made using the face cards"; "Super moves ... using Aces instead of face cards". */
function rankProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  const rank: unknown = move.cards?.rank
  const field = `${at}.cards.rank`
  if (!(MOVE_RANKS as readonly unknown[]).includes(rank)) {
    const message = `${called} is played on ${show(rank)}; a move is played on J, Q, K or A`
    return [error('MOVE_RANK', field, message, 'pick J, Q or K for a special, A for a super')]
  }
  const onAce = rank === 'A'
  if (move.kind === 'special' && onAce) {
    const message = `${called} is a special on an Ace; specials are played on Jacks, Queens and Kings`
    return [error('MOVE_RANK', field, message, 'make it a super, or play it on a J, Q or K')]
  }
  if (move.kind === 'super' && !onAce) {
    const message = `${called} is a super on a ${RANK_NAMES[rank as MoveRank]}; supers are played on Aces`
    return [error('MOVE_RANK', field, message, 'make it a special, or play it on an A')]
  }
  if (move.kind !== 'special' && move.kind !== 'super') {
    const message = `${called} is ${show(move.kind)}; a move is a special or a super`
    return [error('MOVE_RANK', `${at}.kind`, message, onAce ? 'make it a super' : 'make it a special')]
  }
  return []
}

function cardsProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  const additional: unknown = move.cards?.additional
  if (isWhole(additional) && additional >= 0 && additional <= MAX_ADDITIONAL) return []
  const rank = RANK_NAMES[move.cards?.rank] ?? 'card'
  return [
    error(
      'MOVE_CARDS',
      `${at}.cards.additional`,
      `${called} takes ${show(additional)} additional ${rank}s; a deck holds four of each rank, so a move takes 0 ` + `to ${MAX_ADDITIONAL} more`,
      `set the additional ${rank}s to a whole number from 0 to ${MAX_ADDITIONAL}`,
    ),
  ]
}

function typeProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  if ((MOVE_TYPES as readonly unknown[]).includes(move.type)) return []
  const types = MOVE_TYPES.join(', ')
  const message = `${called}'s type is ${show(move.type)}; the types are ${types}`
  return [error('MOVE_TYPE', `${at}.type`, message, `pick one of ${types}`)]
}

function attributeProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  const attributes: readonly unknown[] = Array.isArray(move.attributes) ? move.attributes : []
  const known = ATTRIBUTES.map((attribute) => `${attribute} (${ATTRIBUTE_NAMES[attribute]})`).join(', ')
  return attributes.flatMap((attribute, index) => {
    const field = `${at}.attributes[${index}]`
    if (!(ATTRIBUTES as readonly unknown[]).includes(attribute)) {
      const message = `${called} has the attribute ${show(attribute)}; the attributes are ${known}`
      return [error('MOVE_ATTRIBUTE', field, message, `pick from ${ATTRIBUTES.join(', ')}, or remove it`)]
    }
    if (attributes.indexOf(attribute) === index) return []
    return [error('MOVE_ATTRIBUTE', field, `${called} lists ${show(attribute)} twice`, 'remove the second')]
  })
}

/** "Some moves may only be used to counter or avoid an attack. This will be noted in place of the 'damage' stat." */
function damageProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  if (move.damage === null) {
    if (typeof move.text === 'string' && move.text.trim() !== '') return []
    return [
      error(
        'MOVE_EFFECT',
        `${at}.text`,
        `${called} has no damage and no text; a move without damage says its effect in its place ` + '("Avoid 1 special move attack")',
        "write the effect in the move's text, or give it damage",
      ),
    ]
  }
  if (isWhole(move.damage) && move.damage >= 0) return []
  return [
    error(
      'MOVE_DAMAGE',
      `${at}.damage`,
      `${called} deals ${show(move.damage)}; damage is a whole number, 0 or more, or none when an effect takes ` + 'its place',
      'set the damage to a whole number from 0, or to none and write the effect in the text',
    ),
  ]
}

function priorityProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  if (isWhole(move.priority) && move.priority >= 0) return []
  const message = `${called}'s priority is ${show(move.priority)}; a priority is a whole number, 0 or more`
  return [error('MOVE_PRIORITY', `${at}.priority`, message, 'set the priority to a whole number from 0')]
}

/** "Combo: The max number of combo points this character may use each turn": a dearer move could never be played. */
function pointsProblems(sheet: CharacterSheet, move: SheetMove, at: string, called: string): SheetProblem[] {
  const field = `${at}.points`
  if (!isWhole(move.points) || move.points < 0) {
    const message = `${called} uses ${show(move.points)} combo points; combo points are a whole number, 0 or more`
    return [error('MOVE_POINTS', field, message, 'set the combo points to a whole number from 0')]
  }
  // A Combo that is itself wrong is reported once, as a stat.
  if (!isWhole(sheet.combo) || sheet.combo < 1 || move.points <= sheet.combo) return []
  return [
    error(
      'MOVE_POINTS',
      field,
      `${called} uses ${move.points} combo points, but ${sheet.name}'s Combo is ${sheet.combo}, so it could never ` + 'be played',
      `lower its combo points to ${sheet.combo} or less, or raise Combo to ${move.points}`,
    ),
  ]
}

/** "A variable counter is a special move"; "The two supers used for a tag super are marked as [TS]". */
function tagProblems(move: SheetMove, at: string, called: string): SheetProblem[] {
  const marks: readonly unknown[] = Array.isArray(move.tag) ? move.tag : []
  return marks.flatMap((mark, index) => {
    const problem = (message: string, fix: string) => [error('MOVE_TAG', `${at}.tag[${index}]`, message, fix)]
    if (!(TAG_MARKS as readonly unknown[]).includes(mark)) {
      const message = `${called} is marked ${show(mark)}; the marks are VC (variable counter) and TS (tag super)`
      return problem(message, 'mark it VC or TS, or remove the mark')
    }
    if (marks.indexOf(mark) !== index) {
      return problem(`${called} is marked [${String(mark)}] twice`, 'remove the second')
    }
    if (mark === 'VC' && move.kind === 'super') {
      const message = `${called} is marked [VC], but a variable counter is a special move and ${called} is a super`
      return problem(message, 'remove [VC], or mark it [TS] for tag supers')
    }
    if (mark === 'TS' && move.kind === 'special') {
      const message = `${called} is marked [TS], but a tag super is made of two supers and ${called} is a special`
      return problem(message, 'remove [TS], or mark it [VC] if it is a variable counter')
    }
    return []
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Tag teams

/**
 * Every problem with a tag team: two different sheets, each checked as a sheet (its fields after its id:
 * `ryu.moves[1].type`), and a warning for each character without a [TS] super, since a tag super takes one from
 * each. Left to the table, as the sheets cannot show it: the deck's two jokers (the table deals 52 + 2 for a tag
 * battle), whether the jokers are at hand to pay for a variable counter (one) or a tag super (two), and tagging.
 */
export function checkTeam(a: CharacterSheet, b: CharacterSheet): SheetProblem[] {
  const problems: SheetProblem[] = []
  if (a.id === b.id) {
    const message = `both characters of the team are ${a.name} (${a.id}); a tag team is two different sheets`
    problems.push(error('TEAM_SAME_SHEET', 'team', message, 'pick another sheet for the second character'))
  }
  for (const sheet of [a, b]) problems.push(...checkSheet(sheet).map((problem) => member(sheet, problem)))
  for (const sheet of [a, b]) problems.push(...tagSuperProblems(sheet))
  return problems
}

function member(sheet: CharacterSheet, problem: SheetProblem): SheetProblem {
  return { ...problem, field: `${sheet.id}.${problem.field}`, message: `${sheet.name}: ${problem.message}` }
}

function tagSuperProblems(sheet: CharacterSheet): SheetProblem[] {
  const supers = sheet.moves.filter((move) => move.kind === 'super')
  if (supers.some((move) => Array.isArray(move.tag) && move.tag.includes('TS'))) return []
  return [
    {
      code: 'TEAM_NO_TAG_SUPER',
      level: 'warning',
      message: `${sheet.name} has no super marked [TS], so the team cannot make a tag super (it takes a [TS] super from ` + 'each character)',
      field: `${sheet.id}.moves`,
      fix:
        supers.length === 0
          ? `give ${sheet.name} a super on an Ace and mark it [TS]`
          : `mark one of ${sheet.name}'s supers [TS] (${supers.map((move) => move.name).join(', ')})`,
    },
  ]
}

// ---------------------------------------------------------------------------------------------------------------

/** What a combo needs of the sheet. */
export function combatOf(sheet: CharacterSheet): Character {
  const { name, strength, combo, throwDamage, moves } = sheet
  return { name, strength, combo, throwDamage, moves }
}
