// The organiser's desk: events joined to decks, for the command and the Events screen alike. An event's format is
// one Ringside knows; a deck is checked against it at registration and locked as Ringside writes it, so the same
// cards give the same hash however the file was laid out; the decklists and the export read the locked lists back.
import type { Deck } from '../../shared/deck'
import type { EventStructure, Registration } from '../../shared/events'
import type { DeckService } from '../decks/decks'
import type { EventStore } from './events'
import type { SheetPlayer } from './sheets'
import { refused } from '../../shared/errors'

export class EventDesk {
  constructor(
    readonly events: EventStore,
    private readonly decks: DeckService,
  ) {}

  /** A new event of a format Ringside knows (a shipped one or one saved). */
  create(name: string, format: string, rounds: number, structure: EventStructure = 'swiss', topCut = 0) {
    return this.events.create(name, this.decks.format(format).id, rounds, structure, topCut)
  }

  /** Registers `player` with `deck` locked, or answers every problem the deck has in the event's format. */
  register(id: number, player: string, deck: Deck, plan?: string): Registration {
    const info = this.events.get(id)
    const legality = this.decks.legality(deck, info.format)
    if (!legality.legal) return { ok: false, legality }
    const locked = this.decks.write({ ...deck, format: info.format })
    return { ok: true, player: this.events.register(id, player, locked, plan?.trim() || deck.name || 'unnamed deck') }
  }

  /** Every registered player's sheet: the locked list, its hash and its share code. */
  sheets(id: number): SheetPlayer[] {
    const players = this.events.players(id).map((p) => {
      const list = this.events.deck(id, p.name)
      const read = this.decks.parse(list)
      // Internal invariant: a locked list was written by Ringside and read when it was locked; it reads again.
      if (!read.ok) throw new Error(`the locked list of ${p.name} no longer reads: ${read.problems[0]?.message}`)
      return { name: p.name, hash: p.hash, list, code: this.decks.shareCode(read.deck) }
    })
    if (players.length === 0) throw refused(`event ${id} has no player registered: no decklist to print`)
    return players
  }

  /** The whole event as one JSON text: the event, each player with their locked list, the matches, standings and metagame. */
  exportText(id: number): string {
    const { event, players, matches, standings, metagame } = this.events.view(id)
    const withLists = players.map((p) => ({ ...p, list: this.events.deck(id, p.name) }))
    return `${JSON.stringify({ event, players: withLists, matches, standings, metagame }, null, 2)}\n`
  }
}
