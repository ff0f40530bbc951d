// Everything main offers, on one database; shared by the Electron app, the CLI and the e2e harness.
import type { CardDetail } from '../shared/contract'
import { Catalogue } from './catalogue/catalogue'
import { openDatabase } from './catalogue/database'
import { CardSearch } from './catalogue/search'
import { FORMATS } from './core/formats'
import { DeckService } from './decks'

export class Services {
  readonly catalogue: Catalogue
  readonly search: CardSearch
  readonly decks: DeckService
  readonly formats = FORMATS

  constructor(readonly file: string) {
    this.catalogue = new Catalogue(openDatabase(file))
    this.catalogue.ensureShippedSets()
    this.search = new CardSearch(this.catalogue)
    this.decks = new DeckService(this.catalogue)
  }

  cardDetail(set: string, number: string): CardDetail | undefined {
    const card = this.catalogue.card(set, number)
    if (!card) return undefined
    return {
      card,
      backedUpBy: this.catalogue.backedUpBy(card),
      canBackUp: this.catalogue.canBackUp(card),
    }
  }

  close(): void {
    this.catalogue.db.close()
  }
}
