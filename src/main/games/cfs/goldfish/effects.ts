// The structured effects of simple card texts: the ones the simulator and the table apply themselves.
// Anything else is "not modelled": the card still plays (a character places and attacks for its BP, an
// action can be paid for), and at the table its text is applied by hand.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'

export type Effect =
  | { kind: 'damage'; amount: number } // the opponent (the goldfish) loses HP
  | { kind: 'heal'; amount: number } // you gain HP
  | { kind: 'sp'; amount: number } // you gain SP
  | { kind: 'draw'; count: number } // you draw cards
  | { kind: 'bp'; amount: number; target: Target } // your character(s) in the ring gain BP
  | { kind: 'unfreeze'; target: Target } // your frozen character(s) unfreeze
  | { kind: 'opponent-sp'; amount: number } // the opponent loses SP: a goldfish has none, so nothing happens

/** Whom an effect on characters touches: one of yours, picked by the player, or all of yours in the ring. */
export type Target = 'one' | 'all'

/** When a card's effects happen: on entering the ring (▲), as its square ability (■), or when played. */
export type Trigger = 'entry' | 'square' | 'play'

const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 }

const PHRASES: { pattern: RegExp; effect: (m: RegExpMatchArray) => Effect }[] = [
  { pattern: /^(?:the )?opponent loses (\d+) HP$/i, effect: (m) => ({ kind: 'damage', amount: Number(m[1]) }) },
  { pattern: /^(?:you )?gain (\d+) HP$/i, effect: (m) => ({ kind: 'heal', amount: Number(m[1]) }) },
  { pattern: /^(?:you )?gain (\d+) SP$/i, effect: (m) => ({ kind: 'sp', amount: Number(m[1]) }) },
  { pattern: /^draw (\d+|a|one|two|three) cards?$/i, effect: (m) => ({ kind: 'draw', count: Number(m[1]) || WORDS[m[1].toLowerCase()] }) },
  {
    pattern: /^(?:1|one|a) (?:of your )?characters? (?:in play |in the ring |on the field )?gets? \+(\d+) BP$/i,
    effect: (m) => ({ kind: 'bp', amount: Number(m[1]), target: 'one' }),
  },
  {
    pattern: /^(?:each of your characters|all your characters)(?: in play| in the ring)?(?:, (?:him|her|it) included,)? gets? \+(\d+) BP$/i,
    effect: (m) => ({ kind: 'bp', amount: Number(m[1]), target: 'all' }),
  },
  { pattern: /^unfreeze every character(?: in your ring| you control)?$/i, effect: () => ({ kind: 'unfreeze', target: 'all' }) },
  { pattern: /^unfreeze (?:1|one) (?:of your )?characters?$/i, effect: () => ({ kind: 'unfreeze', target: 'one' }) },
  { pattern: /^(?:the )?opponent loses (\d+) SP$/i, effect: (m) => ({ kind: 'opponent-sp', amount: Number(m[1]) }) },
]

/** The effects of one text, or null when any sentence of it is not one the model knows. */
export function parseEffects(text: string): Effect[] | null {
  const sentences = text.split(/[.;]\s*/).map((s) => s.trim()).filter(Boolean)
  if (sentences.length === 0) return null
  const effects: Effect[] = []
  for (const sentence of sentences) {
    const known = PHRASES.find((p) => p.pattern.test(sentence))
    if (!known) return null
    effects.push(known.effect(sentence.match(known.pattern)!))
  }
  return effects
}

/** What a card does by itself, when the model knows: its trigger and effects (none for a plain character). */
export function cardEffects(card: Card): { trigger: Trigger | null; effects: Effect[] } | null {
  if (isCharacter(card.kind)) {
    if (!card.ability) return { trigger: null, effects: [] }
    const trigger = card.ability.type === 'triangle' ? 'entry' : card.ability.type === 'square' ? 'square' : null
    const effects = trigger ? parseEffects(card.ability.text) : null
    return trigger && effects ? { trigger, effects } : null
  }
  if (card.kind === 'reaction') return { trigger: null, effects: [] } // never played against a goldfish
  if (card.kind === 'action' && card.text) {
    const effects = parseEffects(card.text)
    return effects ? { trigger: 'play', effects } : null
  }
  return null
}

/** Whether the card's text touches one character of the player's choice (a table move can name it). */
export function picksTarget(card: Card): boolean {
  return cardEffects(card)?.effects.some((e) => (e.kind === 'bp' || e.kind === 'unfreeze') && e.target === 'one') ?? false
}

/** The sum of the effects' amounts (counts, for draws) of one kind, and for BP one target. */
export function total(effects: Effect[], kind: 'damage' | 'heal' | 'sp' | 'draw' | 'bp', target?: Target): number {
  let n = 0
  for (const e of effects) {
    if (e.kind !== kind || (e.kind === 'bp' && e.target !== target)) continue
    n += e.kind === 'draw' ? e.count : 'amount' in e ? e.amount : 0
  }
  return n
}
