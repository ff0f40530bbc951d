// `ringside event`: a Swiss event from registration to standings, for an organiser at the command line. Each
// subcommand changes the event whole or not at all; a deck that breaks the event's format is refused at
// registration with every problem, and a refusal says why.
import path from 'node:path'
import { bracketMatchName, structureText, type EventMatch, type EventStanding } from '../shared/events'
import { loadFonts } from '../main/game-kit/fonts'
import { writeFileAtomic } from '../main/system/files'
import type { Services } from '../main/services'
import type { Options } from './args'
import { readDeck, wholeNumber } from './decks'
import { EXIT, type Io, UsageError } from './io'

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** A match as a line: its table and players, and the result once entered. */
function matchLine(m: EventMatch, double = false): string {
  if (m.b === null) return `bye: ${m.a}`
  const score = m.result ? ` ${m.result.winsA}-${m.result.winsB}${m.result.drawn ? `-${m.result.drawn}` : ''}` : ''
  return `table ${m.table}: ${m.a} against ${m.b}${score}${m.bracket ? ` (${bracketMatchName(m.bracket, double)})` : ''}`
}

function standingLine(s: EventStanding, width: number): string {
  const record = `${s.record.won}-${s.record.lost}-${s.record.drawn}`
  const dropped = s.droppedAfter === null ? '' : `  (dropped after round ${s.droppedAfter})`
  return `${String(s.rank).padStart(3)}. ${s.player.padEnd(width)}  ${String(s.points).padStart(2)} pts  ${record}  OMW ${pct(s.opponentsMatchWin)}  GW ${pct(s.gameWin)}  OGW ${pct(s.opponentsGameWin)}  deck ${s.hash}${dropped}`
}

/** A result as the organiser types it, from the player's side: games won, lost, and drawn if any (2-1, 1-1-1). */
function readScore(text: string | undefined): [number, number, number] {
  const match = /^(\d)-(\d)(?:-(\d))?$/.exec(text ?? '')
  if (!match) throw new UsageError(`a result is the player's games won and lost, and drawn if any: 2-0, 2-1, 1-1-1; not "${text ?? ''}"`)
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)]
}

export async function event(services: Services, args: string[], options: Options, io: Io): Promise<number> {
  const [action, ...rest] = args
  const events = services.events
  const eventId = () => wholeNumber(rest[0], 'the event')
  const out = (json: unknown, lines: () => string[]) => {
    if (options.json) io.out(JSON.stringify(json, null, 2))
    else for (const line of lines()) io.out(line)
    return EXIT.ok
  }
  switch (action) {
    case undefined: {
      const all = events.list()
      return out(all, () => all.map((e) => `${e.id}  ${e.name}  ${e.format}, ${e.rounds} rounds`))
    }
    case 'new': {
      const [name] = rest
      if (!name) throw new UsageError('event new needs a name: ringside event new "Club Night" --format cfs-classic --rounds 3')
      const elimination = options.elimination
      if (elimination !== undefined && elimination !== 'single' && elimination !== 'double')
        throw new UsageError(`--elimination is single or double, not "${elimination}"`)
      if (elimination && (options.rounds !== undefined || options['top-cut'] !== undefined))
        throw new UsageError('an elimination event has no Swiss rounds and no top cut: give --elimination alone')
      const created = elimination
        ? services.organiser.create(name, options.format ?? 'cfs-classic', 0, elimination)
        : services.organiser.create(
            name,
            options.format ?? 'cfs-classic',
            wholeNumber(options.rounds, '--rounds', 3),
            'swiss',
            wholeNumber(options['top-cut'], '--top-cut', 0),
          )
      return out(created, () => [`event ${created.id}: ${created.name}, ${created.format}, ${structureText(created)}, matches best of three`])
    }
    case 'add': {
      const [, player, file] = rest
      if (!player || !file) throw new UsageError('event add needs the event, the player and their deck: ringside event add 1 "Ada" ada.deck.txt')
      const info = events.get(eventId())
      // An event that seats characters (Table Fighter's): the third argument names the player's character.
      if (services.organiser.roster(info.format)) {
        const seated = services.organiser.registerCharacter(info.id, player, file, options.plan)
        return out(seated, () => [`${seated.name} registered in event ${info.id} with ${file} (${seated.plan}): character ${seated.hash}`])
      }
      const deck = readDeck(services, file, io, options.json)
      if (!deck) return EXIT.error
      const registered = services.organiser.register(info.id, player, deck, options.plan ?? deck.name ?? path.basename(file))
      if (!registered.ok) {
        if (options.json) io.out(JSON.stringify({ file, legality: registered.legality }, null, 2))
        io.err(`ringside: ${file} is not legal for ${info.format}; ${player} is not registered:`)
        for (const v of registered.legality.violations) io.err(`  ${v.code}: ${v.message} — ${v.fix}`)
        return EXIT.illegal
      }
      const p = registered.player
      return out(p, () => [`${p.name} registered in event ${info.id} with ${deck.name ?? file} (${p.plan}): deck ${p.hash}`])
    }
    case 'lock': {
      const id = eventId()
      const players = events.lock(id)
      return out(players, () => [`the decklists of event ${id} are locked:`, ...players.map((p) => `  ${p.name}  deck ${p.hash}`)])
    }
    case 'swap': {
      const [, first, second] = rest
      if (!first || !second) throw new UsageError('event swap needs the event and two players: ringside event swap 1 "Ada" "Ben"')
      const id = eventId()
      const matches = events.swap(id, first, second)
      return out(matches, () => [`round ${matches[0].round}, with ${first} and ${second} swapped:`, ...matches.map((m) => matchLine(m))])
    }
    case 'pair': {
      const id = eventId()
      const matches = events.pair(id, options.seed === undefined ? undefined : wholeNumber(options.seed, '--seed'))
      const info = events.get(id)
      const swiss = matches[0].bracket === null
      return out(matches, () => [
        swiss ? `round ${matches[0].round} of ${info.rounds}:` : `round ${matches[0].round}, the ${info.topCut ? `top ${info.topCut}` : 'bracket'}:`,
        ...matches.map((m) => matchLine(m, info.structure === 'double')),
      ])
    }
    case 'result': {
      const [, player, score] = rest
      if (!player) throw new UsageError('event result needs the event, a player and their result: ringside event result 1 "Ada" 2-1')
      const entered = events.result(eventId(), player, ...readScore(score))
      return out(entered, () => [`round ${entered.round}, ${matchLine(entered)}`])
    }
    case 'drop': {
      const [, player] = rest
      if (!player) throw new UsageError('event drop needs the event and the player: ringside event drop 1 "Ada"')
      const dropped = events.drop(eventId(), player)
      return out(dropped, () => [`${dropped.name} dropped after round ${dropped.droppedAfter}`])
    }
    case 'standings': {
      const { event: info, round, bracket, standings: table, matches } = events.view(eventId())
      const width = Math.max(0, ...table.map((s) => s.player.length))
      const cut = info.topCut ? `top ${info.topCut}` : 'bracket'
      const places = bracket
        ? [
            bracket.champion ? `the ${cut}: ${bracket.champion} won` : `the ${cut} so far:`,
            ...bracket.placings.map((p) => `${String(p.place).padStart(3)}. ${p.player}`),
            'by points:',
          ]
        : []
      return out({ event: info, round, bracket, standings: table, matches }, () => [
        `${info.name} (event ${info.id}, ${info.format}): standings after round ${round}${info.structure === 'swiss' && round <= info.rounds ? ` of ${info.rounds}` : info.topCut ? `, in the top ${info.topCut}` : ` of the ${info.structure}-elimination bracket`}`,
        ...places,
        ...table.map((s) => standingLine(s, width)),
      ])
    }
    case 'meta': {
      const id = eventId()
      const meta = events.metagame(id)
      const rate = (x: number | null) => (x === null ? '-' : pct(x))
      return out(meta, () => [
        `the metagame of event ${id}: each plan's matches against other plans`,
        ...meta.plans.map(
          (p) => `  ${p.plan}: ${p.players} ${p.players === 1 ? 'player' : 'players'}, ${p.won}-${p.lost}-${p.drawn}, ${rate(p.winRate)} of its matches won`,
        ),
        ...meta.against.map((a) => `  ${a.plan} against ${a.opponent}: ${a.won}-${a.lost}-${a.drawn}`),
      ])
    }
    case 'export': {
      if (!options.out) throw new UsageError('event export writes the whole event to -o <event.json>')
      const id = eventId()
      writeFileAtomic(options.out, services.organiser.exportText(id))
      const { players, matches } = events.view(id)
      return out({ file: options.out }, () => [`${options.out}: event ${id}, ${players.length} players, ${matches.length} matches`])
    }
    case 'print': {
      if (!options.out) throw new UsageError('event print writes every decklist to -o <sheets.pdf>')
      const info = events.get(eventId())
      const players = services.organiser.sheets(info.id)
      // pdf-lib and the QR code load here, when sheets are printed: the command's start-up stays without them.
      const { writeRegistrationSheets } = await import('../main/events/sheets')
      writeFileAtomic(options.out, await writeRegistrationSheets(info, players, loadFonts()))
      return out({ file: options.out, sheets: players.length }, () => [`${options.out}: ${players.length} registration sheets, by player name`])
    }
    default:
      throw new UsageError(`event takes new, add, lock, pair, swap, result, drop, standings, meta, export or print, not "${action}"`)
  }
}
