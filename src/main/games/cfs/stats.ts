// Deck statistics for the editor: counts, BP and SP curves, ability types and Back-Up coverage.
import type { Card, CardKind } from '../../../shared/card'
import { CARD_KINDS, cardKey, isCharacter } from '../../../shared/card'
import type { Deck, DeckEntry } from '../../../shared/deck'
import type { BackUpCoverage, DeckStats } from '../../../shared/stats'

export type CardLookup = (set: string, number: string) => Card | undefined

export function deckStats(deck: Pick<Deck, 'main' | 'strikers'>, lookup: CardLookup): DeckStats {
  const byKind = Object.fromEntries(CARD_KINDS.map((k) => [k, 0])) as Record<CardKind, number>
  const byAbility = { triangle: 0, circle: 0, square: 0, none: 0 }
  const bp = new Map<number, number>()
  const sp = new Map<number, number>()
  let characters = 0
  let spTotal = 0
  let unknown = 0

  const main = resolve(deck.main, lookup)
  for (const { card, count } of main) {
    if (!card) {
      unknown += count
      continue
    }
    byKind[card.kind] += count
    if (!isCharacter(card.kind)) continue
    characters += count
    byAbility[card.ability?.type ?? 'none'] += count
    if (card.bp !== null) bp.set(card.bp, (bp.get(card.bp) ?? 0) + count)
    if (card.sp !== null) {
      sp.set(card.sp, (sp.get(card.sp) ?? 0) + count)
      spTotal += card.sp * count
    }
  }
  const curve = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count }))
  const count = (entries: DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0)

  return {
    size: count(deck.main) + count(deck.strikers),
    main: count(deck.main),
    strikers: count(deck.strikers),
    unknown,
    byKind,
    byAbility,
    bpCurve: curve(bp),
    spCurve: curve(sp),
    spTotal,
    spAverage: characters ? Math.round((spTotal / characters) * 100) / 100 : null,
    backUp: backUpCoverage(main),
  }
}

function resolve(entries: DeckEntry[], lookup: CardLookup) {
  return entries.map((e) => ({ entry: e, card: lookup(e.set, e.number), count: e.count }))
}

/**
 * For each character in Main, which of its printed Back-Up names the Main deck holds (Back-Up comes
 * from the hand, so Strikers never count), and the characters none of whose partners are there.
 */
function backUpCoverage(main: { card: Card | undefined; count: number }[]): BackUpCoverage {
  const inDeck = main.filter((m) => m.card) as { card: Card; count: number }[]
  const numbers = new Set(inDeck.map((m) => cardKey(m.card)))
  const names = new Set(inDeck.map((m) => `${m.card.set}\u0000${m.card.name}`))
  const characters = inDeck
    .filter((m) => isCharacter(m.card.kind))
    .map(({ card, count }) => ({
      set: card.set,
      number: card.number,
      name: card.name,
      count,
      partners: card.backups.map((b) => ({
        name: b.name,
        number: b.number,
        inDeck: b.number ? numbers.has(cardKey({ set: card.set, number: b.number })) : names.has(`${card.set}\u0000${b.name}`),
      })),
    }))
  return {
    characters,
    unpartnered: characters.filter((c) => !c.partners.some((p) => p.inDeck)).map(({ set, number, name }) => ({ set, number, name })),
  }
}
