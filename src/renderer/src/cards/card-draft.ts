// The card form's fields as typed, and the card they make. Numbers are checked here only for being
// numbers; every game rule is main's (checkCard), so the form and an import say the same thing.
import { type AbilityType, type Card, type CardKind, isCharacter } from '../../../shared/card'
import type { FieldProblem } from '../../../shared/catalogue'

export interface Draft {
  kind: CardKind
  number: string
  name: string
  rarity: string
  bp: string
  sp: string
  cost: string
  abilityType: AbilityType | ''
  abilityName: string
  abilityText: string
  text: string
  backups: string[]
  altNames: string
  origin: string
}

export function draftOf(card: Card): Draft {
  return {
    kind: card.kind,
    number: card.number,
    name: card.name,
    rarity: card.rarity ?? '',
    bp: card.bp?.toString() ?? '',
    sp: card.sp?.toString() ?? '',
    cost: card.cost?.toString() ?? '',
    abilityType: card.ability?.type ?? '',
    abilityName: card.ability?.name ?? '',
    abilityText: card.ability?.text ?? '',
    text: card.text ?? '',
    backups: card.backups.map((b) => b.name),
    altNames: card.altNames.join(', '),
    origin: card.origin ?? '',
  }
}

/** A new card of a kind: the fields a player fills in first. */
export function blankDraft(kind: CardKind, number: string): Draft {
  return {
    kind,
    number,
    name: '',
    rarity: '',
    bp: isCharacter(kind) ? '500' : '',
    sp: isCharacter(kind) ? '1' : '',
    cost: kind === 'action' || kind === 'reaction' ? '0' : '',
    abilityType: '',
    abilityName: '',
    abilityText: '',
    text: '',
    backups: [],
    altNames: '',
    origin: '',
  }
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim())

/** The card the draft makes, or the fields that are not numbers. Back-Up numbers are kept when a name is unchanged. */
export function cardOf(draft: Draft, set: string, before: Card | null): { card: Card } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = []
  const number = (field: 'bp' | 'sp' | 'cost'): number | null => {
    const raw = draft[field].trim()
    if (raw === '') return null
    if (!/^-?\d+$/.test(raw)) problems.push({ field, message: 'must be a whole number' })
    return Number.parseInt(raw, 10)
  }
  const character = isCharacter(draft.kind)
  const hasAbility = character && (draft.abilityText.trim() !== '' || draft.abilityName.trim() !== '' || draft.abilityType !== '')
  const card: Card = {
    set,
    number: draft.number.trim(),
    name: draft.name.trim(),
    kind: draft.kind,
    rarity: orNull(draft.rarity),
    bp: character ? number('bp') : null,
    sp: character ? number('sp') : null,
    cost: character ? null : number('cost'),
    ability: hasAbility ? { name: orNull(draft.abilityName), type: draft.abilityType || null, text: draft.abilityText.trim() } : null,
    text: character ? null : orNull(draft.text),
    backups: character
      ? draft.backups.map((name, i) => ({ name: name.trim(), number: before?.backups[i]?.name === name.trim() ? before.backups[i].number : null }))
      : [],
    altNames: draft.altNames
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    origin: orNull(draft.origin),
  }
  return problems.length ? { problems } : { card }
}
