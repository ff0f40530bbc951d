import { cardKey, isCharacter, type CardKind } from '../../../shared/card'
import { cardLabel, type Deck, type DeckEntry, type Legality, type Violation } from '../../../shared/deck'
import type { Format } from '../../../shared/format'

/** What legality needs to know of a card; undefined when the card has left the catalogue. */
export type KindLookup = (set: string, number: string) => { name: string; kind: CardKind } | undefined

const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`
/** Copies of one (set, number) in a list of entries. */
const sum = (entries: DeckEntry[], of: DeckEntry) => entries.reduce((n, e) => n + (e.set === of.set && e.number === of.number ? e.count : 0), 0)

/**
 * Checks a deck against a format and returns every violation at once. Messages name the format by its id
 * (the command's contract), or by `formatLabel` (its name, in the app).
 */
export function checkLegality(deck: Deck, format: Format, lookup: KindLookup, formatLabel = format.id): Legality {
  const rules = format.construction
  const violations: Violation[] = []
  const all = [...deck.main, ...deck.strikers]
  const size = all.reduce((n, e) => n + e.count, 0)
  const label = (e: DeckEntry) => cardLabel(deck, e)
  const named = (e: DeckEntry) => {
    const card = lookup(e.set, e.number)
    return card ? `${label(e)} ${card.name}` : label(e)
  }

  if (size !== rules.deckSize) {
    const diff = size - rules.deckSize
    violations.push({
      code: 'DECK_SIZE',
      message: `${plural(size, 'card')}, ${formatLabel} needs exactly ${rules.deckSize}`,
      cards: [],
      fix: diff > 0 ? `remove ${diff}` : `add ${-diff}`,
    })
  }

  // Copies count one card across Main and Strikers, and across sets: the same number and name in two sets
  // (a reprint) is the same card for "no more than 3 of a kind".
  const copies = new Map<string, { entries: DeckEntry[]; count: number }>()
  for (const e of all) {
    const card = lookup(e.set, e.number)
    const key = card ? `${e.number.toUpperCase()}\u0000${card.name.toLowerCase()}` : cardKey(e)
    const seen = copies.get(key)
    if (!seen) copies.set(key, { entries: [e], count: e.count })
    else {
      seen.count += e.count
      if (!seen.entries.some((x) => x.set === e.set && x.number === e.number)) seen.entries.push(e)
    }
  }
  // The format's lists name a card by its number, the same card in every set.
  const onList = (numbers: readonly string[], e: DeckEntry) => numbers.some((n) => n.toUpperCase() === e.number.toUpperCase())
  for (const { entries, count } of copies.values()) {
    const sets = entries.length > 1 ? ` (${entries.map((x) => `${sum(all, x)} from ${x.set}`).join(', ')})` : ''
    if (onList(rules.banned, entries[0])) {
      violations.push({
        code: 'BANNED',
        message: `${named(entries[0])}${sets} is banned in ${formatLabel}`,
        cards: entries.map(label),
        fix: `remove ${count === 1 ? 'it' : `all ${count}`}`,
      })
      continue
    }
    const limited = rules.limited.find((l) => onList([l.card], entries[0]))
    const limit = Math.min(rules.copyLimit, limited?.copies ?? rules.copyLimit)
    if (count > limit) {
      violations.push({
        code: limit < rules.copyLimit ? 'LIMITED' : 'COPY_LIMIT',
        message:
          limit < rules.copyLimit
            ? `${count} copies of ${named(entries[0])}${sets}, ${formatLabel}'s limited list allows ${limit}`
            : `${count} copies of ${named(entries[0])}${sets}, at most ${rules.copyLimit}`,
        cards: entries.map(label),
        fix: `remove ${count - limit}`,
      })
    }
  }

  if (rules.sets) {
    const allowed = rules.sets
    const outside = all.filter((e) => !allowed.includes(e.set))
    for (const set of new Set(outside.map((e) => e.set))) {
      const entries = outside.filter((e) => e.set === set)
      const count = entries.reduce((n, e) => n + e.count, 0)
      violations.push({
        code: 'SET_NOT_ALLOWED',
        message: `${plural(count, 'card')} from set ${set} (${entries.map(named).join(', ')}), ${formatLabel} takes cards from ${allowed.join(', ')} only`,
        cards: entries.map(label),
        fix: `remove ${count}, or take the same cards from ${allowed.length === 1 ? allowed[0] : `one of ${allowed.join(', ')}`}`,
      })
    }
  }

  const strikerCount = deck.strikers.reduce((n, e) => n + e.count, 0)
  if (!rules.strikers) {
    if (strikerCount > 0) {
      violations.push({
        code: 'STRIKERS_NOT_ALLOWED',
        message: `${plural(strikerCount, 'Striker')}, but ${formatLabel} has no Strikers zone`,
        cards: deck.strikers.map(label),
        fix: `move ${strikerCount === 1 ? 'it' : 'them'} to Main, or play cfs-legends`,
      })
    }
  } else {
    const wanted = rules.strikers.count
    if (strikerCount !== wanted) {
      violations.push({
        code: 'STRIKER_COUNT',
        message: `${plural(strikerCount, 'Striker')}, ${formatLabel} needs exactly ${wanted}`,
        cards: deck.strikers.map(label),
        fix:
          strikerCount < wanted
            ? `add ${wanted - strikerCount} character ${wanted - strikerCount === 1 ? 'card' : 'cards'} to Strikers`
            : `move ${strikerCount - wanted} from Strikers to Main`,
      })
    }
    const strikerKinds = rules.strikers.kinds
    for (const e of deck.strikers) {
      const card = lookup(e.set, e.number)
      if (card && !strikerKinds.includes(card.kind)) {
        violations.push({
          code: 'STRIKER_NOT_CHARACTER',
          message: `${named(e)} is ${card.kind === 'action' || card.kind === 'arena' ? 'an' : 'a'} ${card.kind} card; Strikers must be character cards`,
          cards: [label(e)],
          fix: `move ${label(e)} to Main and pick a character as Striker`,
        })
      }
    }
  }

  // An opening hand must hold a character, so a Main with none can never start a game.
  const mainCards = deck.main.map((e) => lookup(e.set, e.number))
  if (mainCards.every((c) => c !== undefined) && !mainCards.some((c) => c && isCharacter(c.kind))) {
    violations.push({
      code: 'NO_CHARACTER',
      message: deck.main.length ? 'no character in Main, so no opening hand can be kept' : 'Main is empty, so no opening hand can be kept',
      cards: [],
      fix: 'add character cards to Main',
    })
  }

  const banned = new Map<CardKind, DeckEntry[]>()
  for (const e of all) {
    const card = lookup(e.set, e.number)
    if (!card) {
      violations.push({
        code: 'UNKNOWN_CARD',
        message: `${label(e)} is not in the catalogue (set ${e.set})`,
        cards: [label(e)],
        fix: `remove ${plural(e.count, 'copy', 'copies')} of ${label(e)}, or restore set ${e.set}`,
      })
    } else if (!rules.allowedKinds.includes(card.kind)) {
      banned.set(card.kind, [...(banned.get(card.kind) ?? []), e])
    }
  }
  for (const [kind, entries] of banned) {
    const count = entries.reduce((n, e) => n + e.count, 0)
    violations.push({
      code: 'KIND_NOT_ALLOWED',
      message: `${plural(count, `${kind} card`)} (${entries.map(named).join(', ')}), ${formatLabel} does not allow ${kind} cards`,
      cards: entries.map(label),
      fix: `remove ${count}`,
    })
  }

  return { format: format.id, legal: violations.length === 0, size, violations }
}
