// The catalogue's side of the contract: search, browse, one card's detail, the sets.
import type { Card, CardSet } from '../../shared/card'
import type { CardDetail } from '../../shared/api'
import type { catalogueApi } from '../../shared/api/catalogue'
import type { Handlers } from '../../shared/api/method'
import { notFound } from '../../shared/errors'
import type { CardSearch } from './search'

export interface CatalogueDeps {
  search: CardSearch
  catalogue: { sets(): CardSet[] }
  cardDetail(set: string, number: string): CardDetail | undefined
  cards(keys: { set: string; number: string }[]): Card[]
}

export function catalogueHandlers(s: CatalogueDeps): Handlers<typeof catalogueApi> {
  return {
    searchCards: ({ query, limit }) => s.search.search(query, limit ?? 100),
    browseCards: ({ query, limit, offset }) => s.search.browse(query, limit ?? 1000, offset ?? 0),
    getCard: ({ set, number }) => {
      const detail = s.cardDetail(set, number)
      if (!detail) throw notFound(`no card ${number} in set ${set}`)
      return detail
    },
    listSets: () => s.catalogue.sets(),
    getCards: ({ cards }) => s.cards(cards),
  }
}
