// The organiser's desk: events joined to decks, for the command and the Events screen alike. An event's format is
// one Ringside knows; a deck is checked against it at registration and locked as Ringside writes it, so the same
// cards give the same hash however the file was laid out; the decklists and the export read the locked lists back.
// An event of a game whose players each draft a character (Table Fighter's tournament mode) seats characters
// instead: its format is the game's id, and each player's character is checked and locked the same way.
import type { Deck } from '../../shared/deck'
import type { EventPlayer, EventStructure, Registration } from '../../shared/events'
import type { DeckService } from '../decks/decks'
import type { EventStore } from './events'
import type { SheetPlayer } from './sheets'
import { notFound, refused } from '../../shared/errors'

/** A game whose players register a character for an event: its characters by id, their problems, their sheet. */
export interface CharacterRoster<T extends { id: string; name: string } = { id: string; name: string }> {
  /** The game's id, an event's format: `tf`. */
  game: string
  /** "Table Fighter character", as messages name one. */
  what: string
  find(id: string): T | undefined
  /** Every error that keeps the character from play, in words. */
  problems(character: T): string[]
  /** The character as its registration sheet lists it, a line a card. */
  sheet(character: T): string
}

export class EventDesk {
  constructor(
    readonly events: EventStore,
    private readonly decks: DeckService,
    private readonly rosters: readonly CharacterRoster[] = [],
  ) {}

  /** The roster of an event that seats characters, else null (an event of decks). */
  roster(format: string): CharacterRoster | null {
    return this.rosters.find((r) => r.game === format) ?? null
  }

  /** A new event of a format Ringside knows (a shipped one or one saved), or of a game whose players bring characters. */
  create(name: string, format: string, rounds: number, structure: EventStructure = 'swiss', topCut = 0) {
    return this.events.create(name, this.roster(format)?.game ?? this.decks.format(format).id, rounds, structure, topCut)
  }

  /** Registers `player` with the character `which` (an id) locked, refused with every problem it has. */
  registerCharacter(id: number, player: string, which: string, plan?: string): EventPlayer {
    const info = this.events.get(id)
    const roster = this.roster(info.format)
    if (!roster) throw refused(`event ${id} is played with ${info.format} decks: register a deck`)
    const character = roster.find(which)
    if (!character) throw notFound(`no ${roster.what} "${which}"`)
    const problems = roster.problems(character)
    if (problems.length) throw refused(`${character.name} cannot play: ${problems.join('; ')}`)
    return this.events.register(id, player, JSON.stringify(character), plan?.trim() || character.name)
  }

  /** Registers `player` with `deck` locked, or answers every problem the deck has in the event's format. */
  register(id: number, player: string, deck: Deck, plan?: string): Registration {
    const info = this.events.get(id)
    const roster = this.roster(info.format)
    if (roster) throw refused(`event ${id} seats ${roster.what}s: register a character, not a deck`)
    const legality = this.decks.legality(deck, info.format)
    if (!legality.legal) return { ok: false, legality }
    const locked = this.decks.write({ ...deck, format: info.format })
    return { ok: true, player: this.events.register(id, player, locked, plan?.trim() || deck.name || 'unnamed deck') }
  }

  /** Every registered player's sheet: the locked list, its hash and its share code. */
  sheets(id: number): SheetPlayer[] {
    const roster = this.roster(this.events.get(id).format)
    const players = this.events.players(id).map((p) => {
      const list = this.events.deck(id, p.name)
      // A character's sheet lists its cards; it has no share code to scan.
      if (roster) return { name: p.name, hash: p.hash, list: roster.sheet(JSON.parse(list)), code: '' }
      // A locked list whose format or cards this catalogue no longer has (a format removed since) still prints,
      // without the QR code of a share code it cannot make.
      const read = this.decks.parse(list)
      return { name: p.name, hash: p.hash, list, code: read.ok ? this.decks.shareCode(read.deck) : '' }
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
