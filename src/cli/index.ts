// The `ringside` command. Output and exit codes are a contract (DESIGN.md): scripts rely on them.
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import type { Card } from '../shared/card'
import type { SearchHit } from '../shared/contract'
import type { Deck } from '../shared/deck'
import { cardLabel } from '../main/core/legality'
import { QuerySyntaxError } from '../main/core/query'
import { writeFileAtomic } from '../main/files'
import { goldfish, goldfishOnThreads } from '../main/goldfish'
import { folderImages, proxyJob } from '../main/print'
import { writeProxies } from '../main/proxies/pdf'
import { DEFAULT_PRINT, layoutSheet, PAPERS, printProblems, type PrintOptions } from '../shared/print'
import { defaultDatabaseFile } from '../main/paths'
import { Services } from '../main/services'
import { listBackups } from '../main/catalogue/backups'
import { DatabaseError } from '../main/catalogue/database'
import { backup, check, exportSet, importCards, restore } from './catalogue'
import { EXIT, type Io, UsageError } from './io'

export { EXIT, type Io } from './io'

const USAGE = `usage: ringside <command> [options]

  search "<query>" [--limit N] [--json]    find cards (filters: kind: rarity: set: ability: backup: bp sp cost)
  validate <deck.txt> [--format ID] [--json]
                                           check a deck: exit 0 legal, 1 illegal, 2 unreadable
  show <deck.txt> [--format ID]            the deck in canonical form, with counts by kind
  formats [--json]                         the deck formats and their rules
  goldfish <deck.txt> --games N --seed S [--first|--second] [--hp HP] [--threads T] [--json]
                                           simulate N solo games (greedy play); same seed, same result
  print <deck.txt> -o <out.pdf> [--paper a4|letter] [--card 63x88] [--gap MM] [--bleed MM]
        [--cut-marks crop|corners|none] [--no-outline] [--no-strikers] [--backs long|short]
        [--back-offset X,Y] [--decklist] [--calibration] [--images DIR]
                                           true-size proxy sheets; images named <number>.jpg/.png
  import <cards.csv|.json> --set ID [--name "Set name"] [--dry-run] [--json]
                                           add or update a set's cards, all or nothing: exit 0 done,
                                           1 problems (each by line and field; nothing written)
  export <set> [-o <file.csv|file.json>] [--as csv|json]
                                           a set's cards as CSV (default) or JSON
  check [--json]                           integrity: dangling Back-Up names, duplicate numbers, decks
                                           with missing cards; exit 0 clean, 1 findings
  backup [--list] [--restore <file>|latest]
                                           write a backup now, list them, or restore one

  --db <path>   the database (default: $RINGSIDE_DB, else the app's own database)`


export async function main(argv: string[], io: Io): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        limit: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        first: { type: 'boolean', default: false },
        second: { type: 'boolean', default: false },
        hp: { type: 'string' },
        threads: { type: 'string' },
        out: { type: 'string', short: 'o' },
        paper: { type: 'string' },
        card: { type: 'string' },
        gap: { type: 'string' },
        bleed: { type: 'string' },
        'cut-marks': { type: 'string' },
        'no-outline': { type: 'boolean', default: false },
        'no-strikers': { type: 'boolean', default: false },
        backs: { type: 'string' },
        'back-offset': { type: 'string' },
        decklist: { type: 'boolean', default: false },
        calibration: { type: 'boolean', default: false },
        images: { type: 'string' },
        set: { type: 'string' },
        name: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        as: { type: 'string' },
        list: { type: 'boolean', default: false },
        restore: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (err) {
    io.err(`ringside: ${(err as Error).message}\n\n${USAGE}`)
    return EXIT.error
  }
  const { values, positionals } = parsed
  const [command, ...args] = positionals
  if (values.help || !command) {
    ;(values.help ? io.out : io.err)(USAGE)
    return values.help ? EXIT.ok : EXIT.error
  }

  let services: Services | undefined
  const dbFile = values.db ?? io.env.RINGSIDE_DB ?? defaultDatabaseFile()
  const open = () => (services = new Services(dbFile))
  try {
    switch (command) {
      case 'search':
        return search(open(), one(args, 'a query'), values, io)
      case 'validate':
        return validate(open(), one(args, 'a deck file'), values, io)
      case 'show':
        return show(open(), one(args, 'a deck file'), values, io)
      case 'formats':
        return formats(open(), values, io)
      case 'goldfish':
        return await runGoldfish(open(), one(args, 'a deck file'), values, io)
      case 'print':
        return await print(open(), one(args, 'a deck file'), values, io)
      case 'import':
        return importCards(open(), one(args, 'a card file'), values, io)
      case 'export':
        return exportSet(open(), one(args, 'a set id'), values, io)
      case 'check':
        return check(open(), values, io)
      case 'backup':
        // A restore replaces the file, so it must not be open; it is how a damaged database is repaired.
        return values.restore ? restore(dbFile, values.restore, io) : backup(open(), values, io)
      default:
        throw new UsageError(`unknown command "${command}"`)
    }
  } catch (err) {
    if (err instanceof UsageError) io.err(`ringside: ${err.message}\n\n${USAGE}`)
    else io.err(`ringside: ${(err as Error).message}`)
    if (err instanceof DatabaseError && listBackups(dbFile).length) io.err('ringside: to go back to the latest backup: ringside backup --restore latest')
    return EXIT.error
  } finally {
    services?.close()
  }
}

function one(args: string[], what: string): string {
  if (args.length !== 1) throw new UsageError(args.length ? `expected one argument, got ${args.length}` : `missing ${what}`)
  return args[0]
}

type Options = {
  json?: boolean
  format?: string
  limit?: string
  games?: string
  seed?: string
  first?: boolean
  second?: boolean
  hp?: string
  threads?: string
  out?: string
  paper?: string
  card?: string
  gap?: string
  bleed?: string
  'cut-marks'?: string
  'no-outline'?: boolean
  'no-strikers'?: boolean
  backs?: string
  'back-offset'?: string
  decklist?: boolean
  calibration?: boolean
  images?: string
}

function wholeNumber(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (value === undefined || !/^-?\d+$/.test(value)) throw new UsageError(`${flag} needs a whole number${value === undefined ? '' : `, got "${value}"`}`)
  return Number(value)
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
      return EXIT.error
    }
    throw err
  }
  if (options.json) {
    io.out(JSON.stringify({ query: result.query, total: result.total, cards: result.cards.map(searchJson) }, null, 2))
  } else {
    for (const card of result.cards) io.out(searchLine(card))
    io.err(`${result.cards.length} of ${result.total} cards`)
  }
  return EXIT.ok
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
  const stats =
    c.kind === 'capcom' || c.kind === 'snk' ? `BP ${c.bp ?? '-'} SP ${c.sp ?? '-'}` : c.cost !== null ? `cost ${c.cost}` : ''
  const ability = c.ability ? `  ${c.ability.type ?? 'ability'}: ${c.ability.name ?? ''}`.trimEnd() : ''
  const number = c.set === 'cfs-base' ? c.number : `${c.set}:${c.number}`
  return `${number}  ${c.name}  [${c.kind}${c.rarity ? ` ${c.rarity}` : ''}]  ${stats}${ability}`.replace(/\s+$/, '')
}

/** Reads and parses a deck file; prints every problem (file:line: message) and returns null when it cannot. */
function readDeck(services: Services, file: string, io: Io, json: boolean): Deck | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    const message = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message
    if (json) io.out(JSON.stringify({ file, errors: [{ line: 0, message }] }, null, 2))
    io.err(`${file}: ${message}`)
    return null
  }
  const parsed = services.decks.parse(text)
  if (parsed.ok) return parsed.deck
  if (json) io.out(JSON.stringify({ file, errors: parsed.problems }, null, 2))
  for (const p of parsed.problems) io.err(`${file}:${p.line ? `${p.line}:` : ''} ${p.message}`)
  return null
}

function validate(services: Services, file: string, options: Options, io: Io): number {
  const deck = readDeck(services, file, io, !!options.json)
  if (!deck) return EXIT.error
  const legality = services.decks.legality(deck, options.format)
  if (options.json) io.out(JSON.stringify(legality, null, 2))
  else if (legality.legal) io.out(`legal for ${legality.format}: ${legality.size} cards`)
  else for (const v of legality.violations) io.out(`${v.code}: ${v.message} — ${v.fix}`)
  return legality.legal ? EXIT.ok : EXIT.illegal
}

function show(services: Services, file: string, options: Options, io: Io): number {
  const deck = readDeck(services, file, io, false)
  if (!deck) return EXIT.error
  const format = services.decks.formatOf(deck, options.format)
  const index = services.decks.indexFor(deck.sets)
  io.out(services.decks.write(deck).trimEnd())
  const counts = (entries: Deck['main']) => {
    const byKind = new Map<string, number>()
    for (const e of entries) {
      const kind = index.get(e.set, e.number)?.kind ?? 'unknown'
      byKind.set(kind, (byKind.get(kind) ?? 0) + e.count)
    }
    const total = entries.reduce((n, e) => n + e.count, 0)
    return `${total} cards${byKind.size ? `: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`
  }
  io.out(`# ${format.id}`)
  io.out(`# Main: ${counts(deck.main)}`)
  if (deck.strikers.length) io.out(`# Strikers: ${counts(deck.strikers)} (${deck.strikers.map((e) => cardLabel(deck, e)).join(', ')})`)
  return EXIT.ok
}

async function runGoldfish(services: Services, file: string, options: Options, io: Io): Promise<number> {
  if (options.first && options.second) throw new UsageError('--first and --second cannot both be given')
  const games = wholeNumber(options.games, '--games')
  const seed = wholeNumber(options.seed, '--seed')
  if (seed < -2147483648 || seed > 4294967295) throw new UsageError('--seed must fit in 32 bits')
  const hp = options.hp === undefined ? undefined : wholeNumber(options.hp, '--hp')
  const deck = readDeck(services, file, io, !!options.json)
  if (!deck) return EXIT.error
  // Threads change only how fast the answer comes, never the answer.
  const threads = wholeNumber(options.threads, '--threads', Math.min(2, os.availableParallelism()))
  if (threads < 1 || threads > 64) throw new UsageError('--threads must be from 1 to 64')
  const run = { games, seed, first: !options.second, hp }
  const played = options.format ? { ...deck, format: options.format } : deck
  const result = games >= 20_000 ? await goldfishOnThreads(services, played, run, threads) : goldfish(services, played, run)
  if (options.json) {
    io.out(JSON.stringify(result, null, 2))
    return EXIT.ok
  }
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  const k = result.killTurn
  io.out(`${deck.name ?? file}: ${games} games, seed ${seed}, going ${result.first ? 'first' : 'second'}, HP ${result.hp}`)
  io.out(`model: ${result.coverage.modelled} of ${result.coverage.total} cards fully modelled (simple texts are applied: damage, SP, draws, HP, +BP, unfreeze; other texts are not)`)
  io.out(`opening hand: redraw rate ${pct(result.openingHand.redrawRate)}, mean redraws ${result.openingHand.meanRedraws.toFixed(4)}`)
  io.out(`kill turn: mean ${k.mean?.toFixed(2) ?? '-'}, median ${k.median ?? '-'}; no kill within ${k.turnsPlayed} turns ${pct(k.neverRate)}`)
  for (const [turn, n] of Object.entries(k.distribution)) {
    io.out(`  turn ${turn.padStart(2)}: ${pct(n / games).padStart(7)}  ${'#'.repeat(Math.round((n / games) * 50))}`)
  }
  io.out(`deck-out rate: ${pct(result.deckOutRate)}`)
  return EXIT.ok
}

async function print(services: Services, file: string, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const printing = printOptions(options)
  const deck = readDeck(services, file, io, false)
  if (!deck) return EXIT.error
  const job = proxyJob(services, deck, printing, options.images ? folderImages(options.images) : undefined)
  const result = await writeProxies(job)
  writeFileAtomic(options.out, result.pdf)
  for (const warning of result.warnings) io.err(`ringside: ${warning}`)
  const layout = layoutSheet(printing)
  io.out(`${options.out}: ${result.pages} pages, ${job.cards.length} cards, ${layout.cols}×${layout.rows} on ${PAPERS[printing.paper].name}`)
  return EXIT.ok
}

/** The print options from the command's flags, DESIGN.md's defaults for the rest. */
function printOptions(o: Options): PrintOptions {
  const mm = (value: string | undefined, flag: string, fallback: number, min: number, max: number) => {
    if (value === undefined) return fallback
    const n = Number(value)
    if (!/^-?\d+(\.\d+)?$/.test(value) || n < min || n > max) throw new UsageError(`${flag} needs millimetres from ${min} to ${max}, got "${value}"`)
    return n
  }
  const pick = <T extends string>(value: string | undefined, flag: string, allowed: readonly T[], fallback: T): T => {
    if (value === undefined) return fallback
    if (!allowed.includes(value as T)) throw new UsageError(`${flag} must be ${allowed.join(', ')}, not "${value}"`)
    return value as T
  }
  const card = (o.card ?? `${DEFAULT_PRINT.card.width}x${DEFAULT_PRINT.card.height}`).split(/[x×]/)
  if (card.length !== 2) throw new UsageError(`--card needs WIDTHxHEIGHT in millimetres, got "${o.card}"`)
  const offset = (o['back-offset'] ?? '0,0').split(',')
  if (offset.length !== 2) throw new UsageError(`--back-offset needs X,Y in millimetres, got "${o['back-offset']}"`)
  const flip = o.backs === undefined ? null : pick(o.backs, '--backs', ['long', 'short'] as const, 'long')
  const options: PrintOptions = {
    paper: pick(o.paper, '--paper', ['a4', 'letter'] as const, DEFAULT_PRINT.paper),
    card: { width: mm(card[0], '--card width', 0, 20, 200), height: mm(card[1], '--card height', 0, 20, 280) },
    gap: mm(o.gap, '--gap', DEFAULT_PRINT.gap, 0, 20),
    bleed: mm(o.bleed, '--bleed', DEFAULT_PRINT.bleed, 0, 5),
    cutMarks: pick(o['cut-marks'], '--cut-marks', ['crop', 'corners', 'none'] as const, DEFAULT_PRINT.cutMarks),
    outline: !o['no-outline'],
    strikers: !o['no-strikers'],
    backs: flip && { flip, offsetX: mm(offset[0], '--back-offset x', 0, -10, 10), offsetY: mm(offset[1], '--back-offset y', 0, -10, 10) },
    decklist: !!o.decklist,
    calibration: !!o.calibration,
  }
  const problems = printProblems(options)
  if (problems.length) throw new Error(problems.join('; '))
  return options
}

function formats(services: Services, options: Options, io: Io): number {
  if (options.json) {
    io.out(JSON.stringify(services.formats, null, 2))
    return EXIT.ok
  }
  for (const f of services.formats) {
    const c = f.construction
    io.out(`${f.id}  ${f.name}`)
    io.out(`  deck: exactly ${c.deckSize} cards, at most ${c.copyLimit} of a card number`)
    io.out(`  strikers: ${c.strikers ? `exactly ${c.strikers.count} (${c.strikers.kinds.join(' or ')} characters)` : 'none'}`)
    io.out(`  kinds: ${c.allowedKinds.join(', ')}`)
    io.out(`  HP: ${f.hp.choices.join(' / ')}`)
  }
  return EXIT.ok
}

