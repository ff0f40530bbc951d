// The commands of `ringside`, on the services: what runs once index.ts has read the command line.
import type { Card } from '../shared/card'
import type { Format } from '../shared/format'
import type { SearchHit } from '../shared/contract'
import { QuerySyntaxError } from '../main/core/query'
import { defaultDatabaseFile } from '../main/system/paths'
import { Services } from '../main/services'
import { listBackups } from '../main/storage/backups'
import { databaseFailure, type DatabaseError } from '../main/storage/database'
import type { CommandName, Options } from './args'
import { BEFORE_LAST_IMPORT, backup, check, checkImportArgs, effects, exportSet, importCards, restore, sets } from './catalogue'
import { characters, forCharacter, gameCommand, games, matchup } from './characters'
import { code, convert, importCode, print, readFormatArg, runGoldfish, show, validate } from './decks'
import { writeFormatFile } from '../shared/format-file'
import { writeFileAtomic } from '../main/system/files'
import { collection } from './collection'
import { decks } from './library'
import { pictures } from './pictures'
import { event } from './events'
import { EXIT, type Io, UsageError } from './io'
import { plural } from '../shared/plural'

export async function run(command: CommandName, args: string[], options: Options, io: Io): Promise<number> {
  if (command === 'games') return games(options, io)

  let services: Services | undefined
  const dbFile = options.db ?? io.env.RINGSIDE_DB ?? defaultDatabaseFile()
  // The check of every page (5.9 s at 1M cards) runs only where a damaged page elsewhere would do harm: an
  // import of cards and a backup copy the whole file into a backup that a restore or --undo trusts, and check is
  // the check. Other commands, a collection import included, read or write a few rows: SQLite refuses a damaged
  // page they meet (reported below), and the next import, backup, check or app start finds the rest.
  const checkPages = command === 'import' || command === 'backup' || command === 'check'
  const open = () => (services ??= new Services(dbFile, { checkPages }))
  try {
    if (command === 'matchup') return await matchup(args, options, io, open)
    // validate (of one file), show, goldfish and print take a character or a team of a game played with characters
    // (an example's or a saved one's id, or a character file) as well as a deck.
    const single = (command === 'validate' && args.length === 1) || command === 'show' || command === 'goldfish' || command === 'print'
    const answered = single ? await forCharacter(command, args[0], options, io, open) : null
    if (answered !== null) return answered
    const own = gameCommand(command, args, options, io, open)
    if (own !== null) return await own
    if (command === 'characters') return characters(options, io, open)
    switch (command) {
      case 'search':
        return search(open(), args[0], options, io)
      case 'validate':
        return validate(open(), args, options, io)
      case 'show':
        return show(open(), args[0], options, io)
      case 'code':
        return code(open(), args[0], io)
      case 'import-code':
        return importCode(open(), args[0], io)
      case 'convert':
        return convert(open(), args[0], options, io)
      case 'formats':
        return formats(open(), args, options, io)
      case 'goldfish':
        return await runGoldfish(open(), args[0], options, io)
      case 'print':
        return await print(open(), args[0], options, io)
      case 'import':
        checkImportArgs(args, options)
        // An undo is a restore: the file must not be open.
        return options.undo ? restore(dbFile, BEFORE_LAST_IMPORT, io) : importCards(open(), args[0], options, io)
      case 'export':
        return exportSet(open(), args[0], options, io)
      case 'pictures':
        return await pictures(open(), args[0], options, io)
      case 'sets':
        return await sets(open(), args, options, io)
      case 'collection':
        return collection(open(), args, options, io)
      case 'decks':
        return decks(open(), options, io)
      case 'event':
        return await event(open(), args, options, io)
      case 'effects':
        return effects(open(), options, io)
      case 'check':
        return check(open(), options, io)
      case 'backup':
        // A restore replaces the file, so it must not be open; it is how a damaged database is repaired.
        return options.restore ? restore(dbFile, options.restore, io) : backup(open(), options, io)
    }
    return EXIT.error
  } catch (err) {
    const database = databaseFailure(err, dbFile)
    io.err(`ringside: ${(database ?? (err as Error)).message}`)
    const advice = database && databaseAdvice(database, listBackups(dbFile).length > 0)
    if (advice) io.err(`ringside: ${advice}`)
    return EXIT.error
  } finally {
    services?.close()
  }
}

/** What a player can do about a database Ringside cannot use; a restore only where it helps. */
export function databaseAdvice(err: DatabaseError, hasBackups: boolean): string | null {
  switch (err.problem) {
    case 'damaged':
      return hasBackups ? 'to go back to the latest backup: ringside backup --restore latest' : null
    case 'newer':
      return 'a newer Ringside wrote this database: update Ringside to open it (a backup from before would lose what it added)'
    case 'unwritable':
      return 'make the file and its folder writable, or use another database with --db <path> (or RINGSIDE_DB)'
    case 'unopenable':
      return 'give the database as a file in a folder: --db <path> (or RINGSIDE_DB)'
    case 'busy':
      return "run the command again once the other one (or the app's import) has finished"
    case 'full':
      // Not a restore: the database is sound, and a restore needs room too.
      return 'free some space on that disk and run the command again'
  }
}

function search(services: Services, query: string, options: Options, io: Io): number {
  const limit = options.limit === undefined ? 50 : Number(options.limit)
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit needs a whole number ≥ 1, got "${options.limit}"`)
  let result
  try {
    result = services.search.search(query, limit)
  } catch (err) {
    if (err instanceof QuerySyntaxError) {
      io.err(`ringside: bad query: ${err.message}`)
      if (err.offset >= 0) for (const line of caretLines(query, err.offset, err.length)) io.err(line)
      return EXIT.error
    }
    throw err
  }
  const suggestions = result.suggestions.map((c) => `${c.set === 'cfs-base' ? c.number : `${c.set}:${c.number}`} ${c.name}`)
  if (options.json) {
    const { query: q, total, sets: searched, cards } = result
    io.out(
      JSON.stringify(
        {
          query: q,
          total,
          sets: searched,
          cards: cards.map(searchJson),
          suggestions: result.suggestions,
          ...(result.partial ? { partial: result.partial } : {}),
        },
        null,
        2,
      ),
    )
  } else {
    for (const card of result.cards) io.out(searchLine(card))
    const others = result.total === 0 && result.sets.length < services.catalogue.setIds().length ? ' (set:all searches every set)' : ''
    io.err(`${result.cards.length} of ${plural(result.total, 'card')} in ${result.sets.join(', ')}${others}`)
    if (result.partial) io.err(`no card has all ${result.partial.of} words of "${query}": the first cards have ${result.partial.matched} of them`)
    if (suggestions.length) io.err(`no card matches "${query}" — did you mean ${suggestions.join(', ')}?`)
  }
  return EXIT.ok
}

/** The query, and a line of carets under the part at fault (one caret for a missing part at the end). */
function caretLines(query: string, offset: number, length: number): string[] {
  const flat = query.replace(/\s/g, ' ')
  return [`  ${flat}`, `  ${' '.repeat(offset)}${'^'.repeat(Math.max(1, length))}`]
}

function searchJson(c: SearchHit) {
  return {
    set: c.set,
    number: c.number,
    name: c.name,
    kind: c.kind,
    rarity: c.rarity,
    bp: c.bp,
    sp: c.sp,
    cost: c.cost,
    ability: c.ability,
    text: c.text,
    backups: c.backups.map((b) => b.name),
    score: c.score,
  }
}

function searchLine(c: Card): string {
  const stats = c.kind === 'capcom' || c.kind === 'snk' ? `BP ${c.bp ?? '-'} SP ${c.sp ?? '-'}` : c.cost !== null ? `cost ${c.cost}` : ''
  const ability = c.ability ? `  ${c.ability.type ?? 'ability'}: ${c.ability.name ?? ''}`.trimEnd() : ''
  const number = c.set === 'cfs-base' ? c.number : `${c.set}:${c.number}`
  return `${number}  ${c.name}  [${c.kind}${c.rarity ? ` ${c.rarity}` : ''}]  ${stats}${ability}`.replace(/\s+$/, '')
}

/**
 * The formats and their rules, the shipped ones and the player's own; given a format file, that file's format (or its
 * problems, exit 2). `import <file>` keeps a format file's format in the database, `export <id> -o <file>` writes one
 * of the player's formats as a file, `remove <id>` forgets it.
 */
function formats(services: Services, args: string[], options: Options, io: Io): number {
  const [first, second] = args
  if (first === 'import' || first === 'export' || first === 'remove') return ownFormat(services, first, second, options, io)
  const file = first
  let shown: readonly Format[] = [...services.formats, ...services.decks.savedFormats()]
  if (file !== undefined) {
    const format = readFormatArg(file, io)
    if (!format) return EXIT.error
    shown = [format]
  }
  if (options.json) {
    io.out(JSON.stringify(file === undefined ? shown : shown[0], null, 2))
    return EXIT.ok
  }
  for (const f of shown) {
    const c = f.construction
    io.out(`${f.id}  ${f.name}`)
    // The Strikers count toward the deck's size: a Legends deck is 57 cards and 3 Strikers, not 60 and 3.
    io.out(
      `  deck: exactly ${plural(c.deckSize, 'card')}${c.strikers ? `, its ${c.strikers.count} Strikers included` : ''}, at most ${c.copyLimit} of a card number`,
    )
    io.out(`  strikers: ${c.strikers ? `exactly ${c.strikers.count} of the ${c.deckSize} (${c.strikers.kinds.join(' or ')} characters)` : 'none'}`)
    io.out(`  kinds: ${c.allowedKinds.join(', ')}`)
    // A format's own lists, when it has them (the shipped ones have none).
    if (c.sets) io.out(`  sets: ${c.sets.join(', ')} only`)
    if (c.banned.length) io.out(`  banned: ${c.banned.join(', ')}`)
    if (c.limited.length) io.out(`  limited: ${c.limited.map((l) => `${l.card} to ${l.copies}`).join(', ')}`)
    io.out(`  HP: ${f.hp.choices.join(' / ')}`)
    if (f.cards) io.out(`  made for: ${madeFor(services, f)}`)
  }
  return EXIT.ok
}

/** The card data a format was made for, and whether this catalogue's is the same. */
function madeFor(services: Services, f: Format): string {
  const made = Object.entries(f.cards ?? {}).map(([set, version]) => `${set} ${version.slice(0, 8)}`)
  const changes = services.decks.cardDataChanges(f)
  const differs = changes.map((c) => (c.now === null ? `no set ${c.set} here` : `${c.set} is ${c.now.slice(0, 8)} here`))
  return `${made.join(', ')} (${changes.length ? `${differs.join(', ')}: its cards may read differently` : 'the card data here is the same'})`
}

/** `formats import|export|remove`: the player's own formats, kept in the database. */
function ownFormat(services: Services, action: 'import' | 'export' | 'remove', what: string | undefined, options: Options, io: Io): number {
  if (!what) throw new UsageError(action === 'import' ? 'formats import needs a format file' : `formats ${action} needs the id of a format of yours`)
  if (action === 'import') {
    const format = readFormatArg(what, io)
    if (!format) return EXIT.error
    const replaced = services.decks.saveFormat(format)
    io.out(`${format.id} (${format.name}) ${replaced ? 'replaces your format of that id' : 'is kept'}: a deck file's "format: ${format.id}" names it`)
    return EXIT.ok
  }
  if (action === 'remove') {
    services.decks.removeFormat(what)
    io.out(`${what} is forgotten`)
    return EXIT.ok
  }
  const format = services.decks.savedFormats().find((f) => f.id === what)
  if (!format) throw new UsageError(`no format of yours is "${what}"; ringside formats lists them`)
  if (!options.out) throw new UsageError(`formats export writes ${what} to -o <file.format.json>`)
  writeFileAtomic(options.out, writeFormatFile(format))
  io.out(`${options.out}: ${format.id}`)
  return EXIT.ok
}
