// The Table Fighter editor's fields as typed, and the character they make. Numbers are checked here only for
// being numbers the contract can carry; every game rule is main's (checkCharacter), so the form and an import
// say the same.
import type { z } from 'zod'
import { bonusText, KNOWN_TYPES, TF_LIMITS, type TfCharacter, type tfCharacterInput, type TfProblem, type TfType } from '../../../../shared/games/tf/character'
import { numberReader, type Unreadable } from '../../characters/draft-numbers'

/** A character as the contract takes it (its lists writable). */
export type TfCharacterInput = z.input<typeof tfCharacterInput>

export function inputOf(c: TfCharacter): TfCharacterInput {
  const cards = c.cards.map((card) => ({
    ...card,
    type: { ...card.type },
    wins: [...card.wins],
    loses: [...card.loses],
    combos: [...card.combos],
    charge: card.charge && { text: card.charge.text, bonus: card.charge.bonus && { ...card.charge.bonus } },
  }))
  return { ...c, cards, order: [...c.order] }
}

/** A card as the draft makes it: every field there, so it is both the contract's input and a card to draw. */
export interface CardMade {
  name: string
  type: { name: string; symbol: string }
  damage: number
  speed: number | null
  wins: string[]
  loses: string[]
  combos: string[]
  charge: { text: string; bonus: { damage: number; speed: number } | null } | null
  super: boolean
}

export interface CharacterMade {
  id: string
  name: string
  example: false
  cards: CardMade[]
  order: string[]
}

export type BoxName = 'wins' | 'loses' | 'combos'
export const BOXES: readonly { box: BoxName; label: string }[] = [
  { box: 'wins', label: 'Wins against' },
  { box: 'loses', label: 'Loses against' },
  { box: 'combos', label: 'Combos into' },
]

export interface CardDraft {
  /** Keeps a card's place in the deck order when it is renamed. */
  key: number
  name: string
  typeName: string
  symbol: string
  damage: string
  /** Empty: a card with no speed. */
  speed: string
  wins: string[]
  loses: string[]
  combos: string[]
  chargeText: string
  /** Both empty: no structured bonus (the effect is applied by hand). */
  bonusDamage: string
  bonusSpeed: string
  super: boolean
}

export interface TfDraft {
  id: string
  name: string
  cards: CardDraft[]
  /** The basic cards by key, top of the deck first. */
  order: number[]
}

let keys = 0

function cardDraftOf(card: TfCharacter['cards'][number]): CardDraft {
  const bonus = card.charge?.bonus ?? null
  const figure = (n: number | undefined) => (bonus && n ? String(n) : '')
  return {
    key: ++keys,
    name: card.name,
    typeName: card.type.name,
    symbol: card.type.symbol,
    damage: String(card.damage),
    speed: card.speed === null ? '' : String(card.speed),
    wins: [...card.wins],
    loses: [...card.loses],
    combos: [...card.combos],
    chargeText: card.charge?.text ?? '',
    bonusDamage: figure(bonus?.damage),
    bonusSpeed: figure(bonus?.speed),
    super: card.super,
  }
}

export function draftOf(character: TfCharacter): TfDraft {
  const cards = character.cards.map(cardDraftOf)
  // The order names cards; each name takes the first basic card of that name not yet placed.
  const left = cards.filter((c) => !c.super)
  const order: number[] = []
  for (const name of character.order) {
    const at = left.findIndex((c) => c.name === name)
    if (at >= 0) order.push(left.splice(at, 1)[0].key)
  }
  return { id: character.id, name: character.name, cards, order: [...order, ...left.map((c) => c.key)] }
}

/** The order kept to the basic cards: a card marked super leaves it, a card no longer super joins at the bottom. */
export function syncOrder(draft: TfDraft): void {
  const basic = draft.cards.filter((c) => !c.super).map((c) => c.key)
  const kept = draft.order.filter((key) => basic.includes(key))
  draft.order = [...kept, ...basic.filter((key) => !kept.includes(key))]
}

/**
 * A new character: six basic cards, one of each fighting-game type with the two circles of wins and losses the
 * examples use, and a super; a player names the cards and changes the figures rather than types from nothing.
 */
export function blankCharacter(): TfCharacter {
  const type = (name: string): TfType => KNOWN_TYPES.find((t) => t.name === name) ?? { name, symbol: '' }
  const circle: [string, string, string][] = [
    ['Strike', 'Throw', 'Block'],
    ['Throw', 'Block', 'Strike'],
    ['Block', 'Strike', 'Throw'],
    ['Projectile', 'Anti-Air', 'Jump'],
    ['Jump', 'Projectile', 'Anti-Air'],
    ['Anti-Air', 'Jump', 'Projectile'],
  ]
  const basic = circle.map(([name, wins, loses]) => ({
    name: '',
    type: type(name),
    damage: 2,
    speed: null,
    wins: [wins],
    loses: [loses],
    combos: [],
    charge: null,
    super: false,
  }))
  const top = { name: '', type: type('Super'), damage: 6, speed: null, wins: [], loses: [], combos: [], charge: null, super: true }
  return { id: '', name: '', example: false, cards: [...basic, top], order: basic.map(() => '') }
}

/** The types a box may offer: the known ones, then the character's own, each with the symbol its first card shows. */
export function typesOf(draft: TfDraft): TfType[] {
  const types: TfType[] = [...KNOWN_TYPES]
  for (const card of draft.cards) {
    const name = card.typeName.trim()
    if (name && !types.some((t) => t.name === name)) types.push({ name, symbol: card.symbol.trim() })
  }
  return types
}

/** The symbol a type name already has in the draft or among the known types; '' when it is new. */
export function symbolFor(draft: TfDraft, name: string, except: number): string {
  const own = draft.cards.find((c) => c.key !== except && c.typeName.trim() === name && c.symbol.trim())
  return own?.symbol.trim() ?? KNOWN_TYPES.find((t) => t.name === name)?.symbol ?? ''
}

/** The charge text follows the bonus while it still reads as the bonus (or is empty). */
export function chargeFollows(card: CardDraft, before: { damage: string; speed: string }): void {
  const read = (d: string, s: string) => bonusText({ damage: Number(d) || 0, speed: Number(s) || 0 })
  if (card.chargeText.trim() === '' || card.chargeText.trim() === read(before.damage, before.speed)) {
    card.chargeText = read(card.bonusDamage, card.bonusSpeed)
  }
}

/** The character the draft makes, and a problem for each number field it cannot read (draft-numbers.ts). */
export function characterOf(draft: TfDraft, good: Map<string, number>): { character: CharacterMade; local: TfProblem[] } {
  const local: Unreadable[] = []
  const number = numberReader(good, local, { past: TF_LIMITS.figure, upTo: 20 })
  const names = new Map(draft.cards.map((c) => [c.key, c.name.trim()]))
  const cards = draft.cards.map((c, i): CardMade => {
    const at = `cards[${i}]`
    const called = c.name.trim() || `card ${i + 1}`
    const hasBonus = c.bonusDamage.trim() !== '' || c.bonusSpeed.trim() !== ''
    const bonusFigure = (raw: string, key: 'damage' | 'speed') =>
      raw.trim() === '' ? 0 : number(raw, `${at}.charge.bonus.${key}`, `${c.key}.bonus.${key}`, `${called}'s charge ${key}`, 0)
    const bonus = hasBonus ? { damage: bonusFigure(c.bonusDamage, 'damage'), speed: bonusFigure(c.bonusSpeed, 'speed') } : null
    const text = c.chargeText.trim()
    return {
      name: c.name.trim(),
      type: { name: c.typeName.trim(), symbol: c.symbol.trim() },
      damage: number(c.damage, `${at}.damage`, `${c.key}.damage`, `${called}'s damage`, 0),
      speed: c.speed.trim() === '' ? null : number(c.speed, `${at}.speed`, `${c.key}.speed`, `${called}'s speed`, 0),
      wins: [...c.wins],
      loses: [...c.loses],
      combos: [...c.combos],
      charge: text === '' && !bonus ? null : { text, bonus },
      super: c.super,
    }
  })
  const order = draft.order.map((key) => names.get(key) ?? '')
  return { character: { id: draft.id.trim(), name: draft.name.trim(), example: false, cards, order }, local }
}

/** The draft without the cards' keys (the order by position), to tell whether anything was changed. */
export function draftText(draft: TfDraft): string {
  const at = (key: number) => draft.cards.findIndex((c) => c.key === key)
  return JSON.stringify({ ...draft, cards: draft.cards.map(({ key: _, ...c }) => c), order: draft.order.map(at) })
}

/** Where a problem's field is, in the player's words: `cards[2].wins[1]` is "Card 3 (Jab) · wins against". */
export function placeOf(field: string, draft: TfDraft): string {
  if (field === 'id') return 'Id'
  if (field === 'name') return 'Name'
  if (field === 'cards') return 'Cards'
  if (field === 'order') return 'Deck order'
  const order = /^order\[(\d+)\]/.exec(field)
  if (order) return `Deck order · place ${Number(order[1]) + 1}`
  const card = /^cards\[(\d+)\](?:\.(.*))?$/.exec(field)
  if (!card) return 'Character'
  const i = Number(card[1])
  const name = draft.cards[i]?.name.trim()
  const where = `Card ${i + 1}${name ? ` (${name})` : ''}`
  const rest = card[2] ?? ''
  const part = PARTS.find(([re]) => re.test(rest))?.[1]
  return part ? `${where} · ${part}` : where
}

const PARTS: [RegExp, string][] = [
  [/^name$/, 'name'],
  [/^type\.symbol$/, 'symbol'],
  [/^type/, 'type'],
  [/^damage$/, 'damage'],
  [/^speed$/, 'speed'],
  [/^wins/, 'wins against'],
  [/^loses/, 'loses against'],
  [/^combos/, 'combos into'],
  [/^charge\.bonus/, 'charge bonus'],
  [/^charge/, 'charge'],
  [/^super$/, 'super'],
]
