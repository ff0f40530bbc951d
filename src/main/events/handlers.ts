// The events' side of the contract: an organiser's events from the Events screen, registration from the deck
// library, the decklists printed as one PDF and the whole event saved as JSON.
import type { eventsApi } from '../../shared/api/events'
import type { Handlers } from '../../shared/api/method'
import type { DeckLibrary } from '../decks/library'
import { toDeck } from '../decks/library'
import { loadFonts } from '../game-kit/fonts'
import { type Desktop, needDesktop } from '../system/desktop'
import { plainFileName, writeFileAtomic } from '../system/files'
import type { EventDesk } from './desk'

export function eventsHandlers(s: { organiser: EventDesk; library: DeckLibrary }, desktop?: Desktop): Handlers<typeof eventsApi> {
  const desk = s.organiser
  const events = desk.events
  return {
    listEvents: () => events.list(),
    createEvent: ({ name, format, structure, rounds, topCut }) => desk.create(name, format, rounds, structure, topCut),
    eventView: ({ id }) => events.view(id),
    registerPlayer: (input) => {
      if ('character' in input) return { ok: true, player: desk.registerCharacter(input.id, input.player, input.character, input.plan) }
      // The deck's plan for the metagame: as the organiser gives it, else the deck's first tag, else its name.
      const saved = s.library.get(input.deck)
      return desk.register(input.id, input.player, toDeck(saved), input.plan?.trim() || saved.tags[0])
    },
    lockEvent: ({ id }) => events.lock(id),
    swapPlayers: ({ id, first, second }) => events.swap(id, first, second),
    pairRound: ({ id, seed }) => events.pair(id, seed),
    enterResult: ({ id, player, won, lost, drawn }) => events.result(id, player, won, lost, drawn),
    dropPlayer: ({ id, player }) => events.drop(id, player),
    printEventSheets: async ({ id }) => {
      const info = events.get(id)
      const players = desk.sheets(id)
      const file = await needDesktop(desktop).chooseWhereToSave(`${plainFileName(info.name, 'event')} decklists.pdf`, 'pdf')
      if (!file) return null
      // pdf-lib and the QR code load when sheets are printed, not when the app starts.
      const { writeRegistrationSheets } = await import('./sheets')
      writeFileAtomic(file, await writeRegistrationSheets(info, players, loadFonts()))
      desktop?.openFile(file)
      return { path: file, sheets: players.length }
    },
    saveEventFile: async ({ id }) => {
      const info = events.get(id)
      const file = await needDesktop(desktop).chooseWhereToSave(`${plainFileName(info.name, 'event')}.event.json`, 'event')
      if (!file) return null
      writeFileAtomic(file, desk.exportText(id))
      return { path: file }
    },
  }
}
