// The Card Fighters' Clash plugin's card ids and names for the base set (db/sets/octgn-cfc.json; how they were
// matched: db/sets/SOURCES.md). OCTGN finds a deck's cards by id, and the plugin names many cards otherwise.
import records from '../../../db/sets/octgn-cfc.json'
import { DEFAULT_SET } from '../../shared/deck'
import type { IndexedCard } from '../core/card-index'
import { squash } from '../core/text'

/** Ringside's set that the plugin's core set is: the base set. */
export const CFC_SET = DEFAULT_SET

export interface CfcCard {
  /** The base set's number. */
  number: string
  /** The plugin's card id. */
  id: string
  /** The plugin's name for the card. */
  name: string
}

const byNumber = new Map<string, CfcCard>(records.map((r) => [r.number, r]))
const byId = new Map<string, CfcCard>(records.map((r) => [r.id, r]))

/** The plugin's card for a base set number. */
export function cfcCardOf(number: string): CfcCard | undefined {
  return byNumber.get(number.toUpperCase())
}

/** The plugin's card an OCTGN card id names (ids compared without case, as GUIDs are). */
export function cfcCardById(id: string): CfcCard | undefined {
  return byId.get(id.trim().toLowerCase())
}

/** The cards, each base set card with the plugin's name among its other names when that is another name. */
export function withCfcNames(cards: readonly IndexedCard[]): IndexedCard[] {
  return cards.map((card) => {
    const cfc = card.set === CFC_SET ? byNumber.get(card.number.toUpperCase()) : undefined
    if (!cfc) return card
    const known = [card.name, ...card.altNames].map(squash)
    return known.includes(squash(cfc.name)) ? card : { ...card, altNames: [...card.altNames, cfc.name] }
  })
}

/** A card of the Card Fighters' Clash plugin by its OCTGN id (an .o8c package names its pictures so). */
export function pluginCard(id: string): { set: string; number: string } | undefined {
  const card = cfcCardById(id)
  return card && { set: CFC_SET, number: card.number }
}
