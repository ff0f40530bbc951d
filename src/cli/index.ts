// The `ringside` command. Output and exit codes are a contract (DESIGN.md): scripts rely on them.
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import type { Card } from '../shared/card'
import type { SearchHit } from '../shared/contract'
import type { Deck } from '../shared/deck'
import { cardLabel } from '../main/core/legality'
import { QuerySyntaxError } from '../main/core/query'
import { goldfish, goldfishOnThreads } from '../main/goldfish'
import { defaultDatabaseFile } from '../main/paths'
import { Services } from '../main/services'

export interface Io {
  out(line: string): void
  err(line: string): void
  env: NodeJS.ProcessEnv
}

export const EXIT = { ok: 0, illegal: 1, error: 2 } as const

const USAGE = `usage: ringside <command> [options]

  search "<query>" [--limit N] [--json]    find cards (filters: kind: rarity: set: ability: backup: bp sp cost)
  validate <deck.txt> [--format ID] [--json]
                                           check a deck: exit 0 legal, 1 illegal, 2 unreadable
  show <deck.txt> [--format ID]            the deck in canonical form, with counts by kind
  formats [--json]                         the deck formats and their rules
  goldfish <deck.txt> --games N --seed S [--first|--second] [--hp HP] [--threads T] [--json]
                                           simulate N solo games (greedy play); same seed, same result

  --db <path>   the database (default: $RINGSIDE_DB, else the app's own database)`

class UsageError extends Error {}

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
  const open = () => (services = new Services(values.db ?? io.env.RINGSIDE_DB ?? defaultDatabaseFile()))
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
      default:
        throw new UsageError(`unknown command "${command}"`)
    }
  } catch (err) {
    if (err instanceof UsageError) io.err(`ringside: ${err.message}\n\n${USAGE}`)
    else io.err(`ringside: ${(err as Error).message}`)
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
  io.out(`model: ${result.coverage.modelled} of ${result.coverage.total} cards fully modelled (simple texts are applied: damage, SP, draws, HP; other texts are not)`)
  io.out(`opening hand: redraw rate ${pct(result.openingHand.redrawRate)}, mean redraws ${result.openingHand.meanRedraws.toFixed(4)}`)
  io.out(`kill turn: mean ${k.mean?.toFixed(2) ?? '-'}, median ${k.median ?? '-'}; no kill within ${k.turnsPlayed} turns ${pct(k.neverRate)}`)
  for (const [turn, n] of Object.entries(k.distribution)) {
    io.out(`  turn ${turn.padStart(2)}: ${pct(n / games).padStart(7)}  ${'#'.repeat(Math.round((n / games) * 50))}`)
  }
  io.out(`deck-out rate: ${pct(result.deckOutRate)}`)
  return EXIT.ok
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

