// The Card Shot! editor's fields as typed, and the character they make. Numbers are checked here only for being
// numbers the contract can carry; every game rule is main's (checkCharacter), so the form and an import say the
// same. Every special card (A, K, Q, J, 2) has its panel; effect B is there once the player adds it.
import type { z } from 'zod'
import {
  CS_LIMITS,
  formText,
  SPECIAL_RANKS,
  type CsCharacter,
  type csCharacterInput,
  type CsEffect,
  type CsEffectKind,
  type CsProblem,
  type CsSpecial,
  type CsSpecialRank,
  type CsSuit,
} from '../../../../shared/games/cs/character'
import { numberReader, type Unreadable } from '../../characters/draft-numbers'

/** A character as the contract takes it. */
export type CsCharacterInput = z.input<typeof csCharacterInput>

/** The ranks as a player says them, for the labels: "King name". */
export const RANK_NAMES: Readonly<Record<CsSpecialRank, string>> = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', '2': 'Deuce' }

/** The suits as the form and the list name them. */
export const SUIT_NAMES: Readonly<Record<CsSuit, string>> = { spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds', clubs: 'Clubs' }

/** The structured forms as the kind select offers them; '' is an effect the players apply by hand. */
export const KIND_LABELS: Readonly<Record<CsEffectKind, string>> = {
  value: '+ value (attack)',
  absorb: 'absorb damage',
  draw: 'draw cards',
  discard: 'opponent discards',
}

export function inputOf(c: CsCharacter): CsCharacterInput {
  return { ...c, specials: { ...c.specials } }
}

export interface EffectDraft {
  /** Effect B is there once added; effect A always is. */
  on: boolean
  text: string
  /** '': no structured form (the players apply the effect by hand). */
  kind: CsEffectKind | ''
  amount: string
}

export interface SpecialDraft {
  name: string
  value: string
  /** The value is a defense value (the "/5" form): the card never deals damage. */
  defense: boolean
  a: EffectDraft
  b: EffectDraft
  text: string
}

export interface CsDraft {
  id: string
  name: string
  suit: CsSuit | null
  specials: Record<CsSpecialRank, SpecialDraft>
}

function effectDraftOf(effect: CsEffect | null, on: boolean): EffectDraft {
  return { on, text: effect?.text ?? '', kind: effect?.form?.kind ?? '', amount: effect?.form ? String(effect.form.amount) : '' }
}

export function blankEffect(on: boolean): EffectDraft {
  return effectDraftOf(null, on)
}

export function draftOf(character: CsCharacter): CsDraft {
  const special = (rank: CsSpecialRank): SpecialDraft => {
    const s = character.specials[rank]
    return {
      name: s?.name ?? '',
      value: s ? String(s.value) : '',
      defense: s?.defense ?? false,
      a: effectDraftOf(s?.a ?? null, true),
      b: effectDraftOf(s?.b ?? null, (s?.b ?? null) !== null),
      text: s?.text ?? '',
    }
  }
  const specials = Object.fromEntries(SPECIAL_RANKS.map((rank) => [rank, special(rank)])) as Record<CsSpecialRank, SpecialDraft>
  return { id: character.id, name: character.name, suit: character.suit, specials }
}

/** The values a new character starts with, highest on the Ace; the player names the cards and writes their effects. */
const BLANK_VALUES: Readonly<Record<CsSpecialRank, number>> = { A: 8, K: 6, Q: 6, J: 4, '2': 2 }

/** A new character: no suit yet, and a special card on every rank with a plain attack value and no effect. */
export function blankCharacter(): CsCharacter {
  const specials = Object.fromEntries(
    SPECIAL_RANKS.map((rank): [CsSpecialRank, CsSpecial] => [rank, { name: '', value: BLANK_VALUES[rank], defense: false, a: null, b: null, text: '' }]),
  )
  return { id: '', name: '', example: false, suit: null, specials }
}

/** `+2 to this card's value` as a sentence starts; '' without a kind. */
function formWords(kind: CsEffectKind | '', amount: string): string {
  if (kind === '') return ''
  const words = formText({ kind, amount: Number(amount) || 0 })
  return words[0].toUpperCase() + words.slice(1)
}

/** The effect's text follows its form while it still reads as the form did (or is empty); "by hand" keeps it. */
export function effectFollows(effect: EffectDraft, before: { kind: CsEffectKind | ''; amount: string }): void {
  const text = effect.text.trim()
  if (effect.kind === '') return
  if (text === '' || text === formWords(before.kind, before.amount)) effect.text = formWords(effect.kind, effect.amount)
}

/** The character the draft makes, and a problem for each number field it cannot read (draft-numbers.ts). */
export function characterOf(draft: CsDraft, good: Map<string, number>): { character: CsCharacter; local: CsProblem[] } {
  const local: Unreadable[] = []
  const number = numberReader(good, local, { past: CS_LIMITS.figure, upTo: 10 })
  const specials = Object.fromEntries(
    SPECIAL_RANKS.map((rank): [CsSpecialRank, CsSpecial] => {
      const s = draft.specials[rank]
      const at = `specials.${rank}`
      const called = s.name.trim() || `the ${RANK_NAMES[rank]}`
      const effect = (e: EffectDraft, which: 'a' | 'b'): CsEffect | null => {
        const text = e.text.trim()
        if (!e.on || (text === '' && e.kind === '')) return null
        const label = `${called}'s effect ${which.toUpperCase()} amount`
        const form = e.kind === '' ? null : { kind: e.kind, amount: number(e.amount, `${at}.${which}.form.amount`, `${rank}.${which}.amount`, label, 1) }
        return { text, form }
      }
      return [
        rank,
        {
          name: s.name.trim(),
          value: number(s.value, `${at}.value`, `${rank}.value`, `${called}'s value`, 0),
          defense: s.defense,
          a: effect(s.a, 'a'),
          b: effect(s.b, 'b'),
          text: s.text.trim(),
        },
      ]
    }),
  )
  return { character: { id: draft.id.trim(), name: draft.name.trim(), example: false, suit: draft.suit, specials }, local }
}

export function draftText(draft: CsDraft): string {
  return JSON.stringify(draft)
}

/** Where a problem's field is, in the player's words: `specials.K.a.form.amount` is "King (Iron Guard) · effect A amount". */
export function placeOf(field: string, draft: CsDraft): string {
  if (field === 'id') return 'Id'
  if (field === 'name') return 'Name'
  if (field === 'suit') return 'Suit'
  const card = /^specials\.(A|K|Q|J|2)(?:\.(.*))?$/.exec(field)
  if (!card) return 'Character'
  const rank = card[1] as CsSpecialRank
  const name = draft.specials[rank].name.trim()
  const where = `${RANK_NAMES[rank]}${name ? ` (${name})` : ''}`
  const part = PARTS.find(([re]) => re.test(card[2] ?? ''))?.[1]
  return part ? `${where} · ${part}` : where
}

const PARTS: [RegExp, string][] = [
  [/^name$/, 'name'],
  [/^(value|defense)$/, 'value'],
  [/^a\.form/, 'effect A amount'],
  [/^a(\.|$)/, 'effect A'],
  [/^b\.form/, 'effect B amount'],
  [/^b(\.|$)/, 'effect B'],
  [/^text$/, 'text'],
]
