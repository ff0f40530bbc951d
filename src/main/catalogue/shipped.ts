// The sets that ship inside Ringside, embedded in the build so the app needs no network or data folder.
import { createHash } from 'node:crypto'
import cf2ee from '../../../db/sets/cf2ee-cards.json'
import cfc from '../../../db/sets/cfc-cards.json'
import type { Card } from '../../shared/card'
import { readSourceRecords } from './card-record'

export interface ShippedSet {
  id: string
  name: string
  /** The game its cards belong to. */
  game: string
  /** Searched by default; an optional extra set is searched only when a query names it. */
  inDefaultScope: boolean
  records: unknown[]
}

export const SHIPPED_SETS: readonly ShippedSet[] = [
  { id: 'cfs-base', name: 'Card Fighters Special — base set', game: 'cfs', inDefaultScope: true, records: cf2ee },
  {
    id: 'cfc-1999',
    game: 'cfs',
    name: 'Card Fighters Clash (1999)',
    inDefaultScope: false,
    // cfc-cards.json repeats the base set's CF2 additions; those are not shipped twice.
    records: cfc.filter((r) => r.set === 'cfc'),
  },
]

export function shippedVersion(set: ShippedSet): string {
  return createHash('sha256').update(JSON.stringify(set.records)).digest('hex').slice(0, 16)
}

export function shippedCards(set: ShippedSet): Card[] {
  return readSourceRecords(set.id, set.records, `shipped set ${set.id}`)
}
