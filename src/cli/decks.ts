// The deck commands: validate, show, goldfish, print, convert. Each reads deck text, the app's deck JSON or an OCTGN deck.
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Format } from '../shared/format'
import { cardLabel, DECK_FILE_TOO_BIG, MAX_DECK_FILE_BYTES, SHARE_CODE_PATTERN, type Deck, type DeckProblem, type Legality } from '../shared/deck'
import { DEFAULT_PRINT, layoutSheet, PAPERS, printProblems, type PrintOptions } from '../shared/print'
import { FileError, readPlayerFile, readTextFile, writeFileAtomic } from '../main/system/files'
import { writeDeckJson } from '../main/decks/deck-json'
import { readFormatFile } from '../shared/format-file'
import { goldfish, goldfishOnThreads } from '../main/playtest/goldfish'
import { coverageLine } from '../shared/playtest'
import { folderImages, imageType, NOTHING_MISSING, proxyJob, storedImages, storedSources } from '../main/printing/print'
import { DEFAULT_SHOP, type ShopOptions } from '../main/printing/shop'
import type { CardImage } from '../main/printing/pdf'
import { MAX_IMAGE_BYTES } from '../main/cards/images'
import { shortfall, shortfallLine } from '../shared/collection'
import type { Services } from '../main/services'
import type { Options } from './args'
import { EXIT, type Io, UsageError } from './io'
import { plural } from '../shared/plural'

type DeckRead = { ok: true; deck: Deck } | { ok: false; problems: DeckProblem[] }

/** Reads and parses a deck file (text, JSON or OCTGN); the problems name the file's lines. */
function readDeckFile(services: Services, file: string): DeckRead {
  let text: string
  try {
    text = readTextFile(file, MAX_DECK_FILE_BYTES, DECK_FILE_TOO_BIG)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, problems: [{ line: 0, message: err.reason }] }
  }
  // Nothing at all is no deck (a deck with no cards still has its "Main" line): as `import` says of a card file.
  if (text.trim() === '') return { ok: false, problems: [{ line: 0, message: 'the file is empty' }] }
  return services.decks.parseFile(text, file)
}

function printProblemsOf(file: string, problems: DeckProblem[], io: Io): void {
  for (const p of problems) io.err(`${file}:${p.line ? `${p.line}:` : ''} ${p.message}`)
}

/** Reads one deck for a command that goes on with it; prints every problem and returns null when it cannot. */
export function readDeck(services: Services, file: string, io: Io, json = false): Deck | null {
  const read = readDeckFile(services, file)
  if (read.ok) return read.deck
  if (json) io.out(JSON.stringify({ file, errors: read.problems }, null, 2))
  printProblemsOf(file, read.problems, io)
  return null
}

/** A deck that is played or printed although it is illegal: one line on stderr, so the player knows. */
export function warnIfIllegal(services: Services, deck: Deck, file: string, format: string | undefined, io: Io): void {
  const legality = services.decks.legality(deck, format)
  if (legality.legal) return
  const [first, ...more] = legality.violations
  io.err(
    `ringside: warning: ${file} is not legal for ${legality.format} (${first.code}: ${first.message}${more.length ? `; ${more.length} more` : ''}) — ringside validate lists every problem`,
  )
}

/** Deck files by their kind of name; other .txt and .json files (a README, notes) only when asked (--all). */
const DECK_FILE = /\.(deck\.txt|deck\.json|o8d)$/i
const ANY_DECK_FILE = /\.(txt|json|o8d)$/i

/**
 * The deck files named: a folder stands for the deck files in it (and in its folders with --recursive). What a
 * folder holds that is left out is said on stderr, so an organiser knows no deck was missed without a word.
 */
function deckFiles(args: string[], options: Options, io: Io): { files: string[]; empty: string[] } {
  const kind = options.all ? ANY_DECK_FILE : DECK_FILE
  const inFolder = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .flatMap((entry) => {
        const file = path.join(folder, entry.name)
        if (entry.isDirectory()) {
          if (options.recursive) return inFolder(file)
          io.err(`ringside: skipped the folder ${file} (--recursive reads the folders inside)`)
          return []
        }
        if (kind.test(entry.name)) return [file]
        if (ANY_DECK_FILE.test(entry.name)) io.err(`ringside: skipped ${file}: not named as a deck file (.deck.txt, .deck.json, .o8d; --all reads it)`)
        return []
      })
  const empty: string[] = []
  const files = args.flatMap((arg) => {
    if (!fs.statSync(arg, { throwIfNoEntry: false })?.isDirectory()) return [arg]
    const found = inFolder(arg)
    if (found.length === 0) empty.push(arg)
    return found
  })
  return { files, empty }
}

/** `--format` naming a format file (`*.format.json`) rather than a format's id. */
const FORMAT_FILE = /\.json$/i

/** A format file's format, or null with each problem said: the file cannot be read, or is no format. */
export function readFormatArg(file: string, io: Io): Format | null {
  let text: string
  try {
    // A format file is a deck's size at most: its lists name a few hundred cards.
    text = readTextFile(file, MAX_DECK_FILE_BYTES, `larger than ${MAX_DECK_FILE_BYTES / 1e6} MB: not a format file`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    io.err(`ringside: ${file}: ${err.reason}`)
    return null
  }
  const read = readFormatFile(text, file)
  if (read.ok) return read.format
  for (const problem of read.problems) io.err(`ringside: ${problem}`)
  return null
}

/** Reads the format file `--format` names, if it names one, and knows its format for this command by its id. */
function readFormatOption(services: Services, options: Options, io: Io): boolean {
  const file = options.format
  if (file === undefined || !FORMAT_FILE.test(file)) return true
  const format = readFormatArg(file, io)
  if (!format) return false
  services.decks.addFormat(format)
  options.format = format.id
  return true
}

export function validate(services: Services, args: string[], options: Options, io: Io): number {
  if (!readFormatOption(services, options, io)) return EXIT.error
  if (options.format !== undefined) services.decks.format(options.format)
  const { files, empty } = deckFiles(args, options, io)
  // A folder with no deck file is a mistake (a wrong path, a missing --recursive or --all), not 0 decks to check.
  for (const folder of empty) io.err(`ringside: no deck file in ${folder}`)
  if (files.length === 0) return EXIT.error
  const one = args.length === 1 && files.length === 1 && files[0] === args[0]
  if (options.fix) {
    if (!one) throw new UsageError('--fix takes one deck file')
    return fixDeck(services, files[0], io)
  }
  if (one) return validateOne(services, files[0], options, io)

  // Several decks (an organiser's event): a summary line each, the problems under it.
  const results = files.map((file) => {
    const read = readDeckFile(services, file)
    return { file, read, legality: read.ok ? services.decks.legality(read.deck, options.format) : null }
  })
  const legal = results.filter((r) => r.legality?.legal).length
  const unreadable = results.filter((r) => !r.read.ok).length
  const illegal = results.length - legal - unreadable
  if (options.json) {
    const decks = results.map(({ file, read, legality }) =>
      read.ok && legality ? { file, name: read.deck.name, ...legality } : { file, name: null, legal: null, errors: read.ok ? [] : read.problems },
    )
    io.out(JSON.stringify({ decks, legal, illegal, unreadable }, null, 2))
  } else {
    for (const { file, read, legality } of results) {
      if (!read.ok) {
        // Each reason under its deck, where the organiser reads the rest.
        io.out(`${file}: unreadable (${plural(read.problems.length, 'problem')})`)
        for (const p of read.problems) io.out(`  ${p.line ? `line ${p.line}: ` : ''}${p.message}`)
      } else if (legality?.legal) io.out(`${file}: legal for ${legality.format}: ${plural(legality.size, 'card')}`)
      else if (legality) {
        io.out(`${file}: not legal for ${legality.format}: ${legality.violations.length} ${legality.violations.length === 1 ? 'problem' : 'problems'}`)
        for (const v of legality.violations) io.out(`  ${v.code}: ${v.message} — ${v.fix}`)
      }
    }
    io.out(`${plural(results.length, 'deck')}: ${legal} legal, ${illegal} not legal, ${unreadable} unreadable`)
  }
  return unreadable || empty.length ? EXIT.error : illegal ? EXIT.illegal : EXIT.ok
}

/**
 * `validate --fix`: the deck file with each refused line replaced by its fix, on stdout, each fix said on stderr;
 * exit 2 and every problem when one has no fix. Nothing is written: the player saves the output if it suits.
 */
function fixDeck(services: Services, file: string, io: Io): number {
  let text: string
  try {
    text = readTextFile(file, MAX_DECK_FILE_BYTES, DECK_FILE_TOO_BIG)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    printProblemsOf(file, [{ line: 0, message: err.reason }], io)
    return EXIT.error
  }
  if (text.trim() === '') {
    printProblemsOf(file, [{ line: 0, message: 'the file is empty' }], io)
    return EXIT.error
  }
  const read = services.decks.parseFile(text, file)
  if (read.ok) {
    io.out(text.trimEnd())
    io.err(`${file}: nothing to fix`)
    return EXIT.ok
  }
  const fixed = services.decks.fixedFile(text, file, read.problems)
  if (fixed === null) {
    printProblemsOf(file, read.problems, io)
    io.err(`ringside: ${file}: not every problem has a fix; fix ${read.problems.length === 1 ? 'it' : 'them'} by hand`)
    return EXIT.error
  }
  for (const p of read.problems) io.err(`${file}:${p.line}: ${p.message}: fixed as "${p.fix}"`)
  io.out(fixed.trimEnd())
  return EXIT.ok
}

function validateOne(services: Services, file: string, options: Options, io: Io): number {
  const deck = readDeck(services, file, io, options.json)
  if (!deck) return EXIT.error
  const legality: Legality = services.decks.legality(deck, options.format)
  if (options.json) io.out(JSON.stringify(legality, null, 2))
  else if (legality.legal) io.out(`legal for ${legality.format}: ${plural(legality.size, 'card')}`)
  else for (const v of legality.violations) io.out(`${v.code}: ${v.message} — ${v.fix}`)
  return legality.legal ? EXIT.ok : EXIT.illegal
}

export function show(services: Services, file: string, options: Options, io: Io): number | Promise<number> {
  const deck = readDeck(services, file, io)
  if (!deck) return EXIT.error
  if (options.png !== undefined) return showPicture(services, deck, options.png, io)
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
    return `${plural(total, 'card')}${byKind.size ? `: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`
  }
  io.out(`# ${format.id}`)
  io.out(`# Main: ${counts(deck.main)}`)
  if (deck.strikers.length) io.out(`# Strikers: ${counts(deck.strikers)} (${deck.strikers.map((e) => cardLabel(deck, e)).join(', ')})`)
  return EXIT.ok
}

/** `ringside show --png`: the visual deck as one picture, each card once with its count. */
async function showPicture(services: Services, deck: Deck, out: string, io: Io): Promise<number> {
  if (services.decks.gameOf(deck).id !== 'cfs') throw new UsageError('--png draws Card Fighters Special decks only')
  const job = proxyJob(
    services.decks,
    deck,
    DEFAULT_PRINT,
    storedImages(services.images),
    undefined,
    storedSources(services.images, (id) => services.catalogue.set(id)),
  )
  const [{ deckPicture, zonesOf }, { rasterise }] = await Promise.all([import('../main/printing/deck-picture'), import('../main/printing/raster')])
  const picture = deckPicture(deck.name ?? 'Deck', zonesOf(job))
  writeFileAtomic(out, await rasterise(picture.svg, picture.width))
  io.out(`${out}: ${plural(job.cards.length, 'card')}, ${picture.width} px across`)
  return EXIT.ok
}

/** `ringside code`: the deck's share code on one line. */
export function code(services: Services, file: string, io: Io): number {
  const deck = readDeck(services, file, io)
  if (!deck) return EXIT.error
  io.out(services.decks.shareCode(deck))
  return EXIT.ok
}

/** The file formats `convert` writes, by the output file's name. */
const CONVERT_TO = [
  { kind: 'OCTGN deck', test: /\.o8d$/i },
  { kind: 'deck JSON', test: /\.json$/i },
  { kind: 'deck text', test: /\.txt$/i },
] as const

/** `ringside convert`: the deck in the format the -o file's name asks for, written whole or not at all. */
export function convert(services: Services, file: string, options: Options, io: Io): number {
  const out = options.out
  if (!out) throw new UsageError('convert needs -o <out.o8d|out.deck.txt|out.deck.json>')
  const to = CONVERT_TO.find((f) => f.test.test(out))
  if (!to) throw new UsageError(`convert writes .o8d, .deck.txt (or .txt) and .deck.json (or .json) files, not "${path.basename(out)}"`)
  const deck = readDeck(services, file, io)
  if (!deck) return EXIT.error
  const index = services.decks.indexFor(deck.sets)
  const text =
    to.kind === 'OCTGN deck'
      ? services.decks.writeO8d(deck)
      : to.kind === 'deck JSON'
        ? writeDeckJson(deck, (set, number) => index.get(set, number)?.name)
        : services.decks.write(deck)
  writeFileAtomic(out, text)
  const count = (entries: Deck['main']) => entries.reduce((n, e) => n + e.count, 0)
  io.out(`${out}: ${to.kind}, ${plural(count(deck.main), 'card')}${deck.strikers.length ? ` and ${plural(count(deck.strikers), 'Striker')}` : ''}`)
  return EXIT.ok
}

/** `ringside import-code`: the deck a share code holds, as deck text (what `show` and a deck file read). */
export function importCode(services: Services, shareCode: string, io: Io): number {
  // Found inside a chat message or before a full stop, as the app finds a pasted code.
  const read = services.decks.fromShareCode(SHARE_CODE_PATTERN.exec(shareCode)?.[0] ?? shareCode.trim())
  if (!read.ok) {
    for (const p of read.problems) io.err(`ringside: ${p.message}`)
    return EXIT.error
  }
  io.out(services.decks.write(read.deck).trimEnd())
  return EXIT.ok
}

export function wholeNumber(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (value === undefined || !/^-?\d+$/.test(value)) throw new UsageError(`${flag} needs a whole number${value === undefined ? '' : `, got "${value}"`}`)
  return Number(value)
}

/** Games a run plays when --games is not given. */
export const DEFAULT_GAMES = 1_000

/**
 * The options every goldfish run takes: games (1,000 by default), seed, who goes first, threads. Without --seed a
 * random one is drawn and said on stderr, so the run can be played again. A run of fewer than 20,000 games plays on
 * one thread: starting workers would cost more than they save.
 */
/** `threadsFrom`: fewer games than this play on one thread, where starting workers would cost more than it saves. */
export function runOptions(options: Options, io: Io, threadsFrom = 20_000): { games: number; seed: number; first: boolean; threads: number } {
  if (options.first && options.second) throw new UsageError('--first and --second cannot both be given')
  const games = wholeNumber(options.games, '--games', DEFAULT_GAMES)
  if (games < 1) throw new UsageError(`--games needs at least 1 game, got ${games}`)
  const seed = options.seed === undefined ? randomSeed(io) : wholeNumber(options.seed, '--seed')
  if (seed < -2147483648 || seed > 4294967295) throw new UsageError('--seed must fit in 32 bits')
  const threads = wholeNumber(options.threads, '--threads', Math.min(2, os.availableParallelism()))
  if (threads < 1 || threads > 64) throw new UsageError('--threads must be from 1 to 64')
  return { games, seed, first: !options.second, threads: games >= threadsFrom ? threads : 1 }
}

function randomSeed(io: Io): number {
  const seed = randomInt(0, 2 ** 31)
  io.err(`seed ${seed} (no --seed given; --seed ${seed} plays these games again)`)
  return seed
}

export async function runGoldfish(services: Services, file: string, options: Options, io: Io): Promise<number> {
  const { games, seed, first, threads } = runOptions(options, io)
  const hp = options.hp === undefined ? undefined : wholeNumber(options.hp, '--hp')
  const deck = readDeck(services, file, io, options.json)
  if (!deck) return EXIT.error
  // Threads change only how fast the answer comes, never the answer.
  const run = { games, seed, first, hp, strikerTarget: options['striker-target'] ?? false }
  const played = options.format ? { ...deck, format: options.format } : deck
  warnIfIllegal(services, played, file, undefined, io)
  const result = threads > 1 ? await goldfishOnThreads(services.decks, played, run, threads) : goldfish(services.decks, played, run)
  if (options.json) {
    io.out(JSON.stringify(result, null, 2))
    return EXIT.ok
  }
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  const k = result.killTurn
  io.out(`${deck.name ?? file}: ${games} games, seed ${seed}, going ${result.first ? 'first' : 'second'}, HP ${result.hp}`)
  io.out(
    result.strikerTarget
      ? 'goldfish: one character that never blocks or counters; each Striker hits for 200'
      : 'goldfish: an empty ring, so no Striker can be sent (--striker-target gives it a character)',
  )
  io.out(`texts: ${coverageLine(result.coverage)} (ringside effects lists each)`)
  io.out(`opening hand: redraw rate ${pct(result.openingHand.redrawRate)}, mean redraws ${result.openingHand.meanRedraws.toFixed(4)}`)
  io.out(`kill turn: mean ${k.mean?.toFixed(2) ?? '-'}, median ${k.median ?? '-'}; no kill within ${k.turnsPlayed} turns ${pct(k.neverRate)}`)
  for (const [turn, n] of Object.entries(k.distribution)) {
    io.out(`  turn ${turn.padStart(2)}: ${pct(n / games).padStart(7)}  ${'#'.repeat(Math.round((n / games) * 50))}`)
  }
  io.out(`deck-out rate: ${pct(result.deckOutRate)}`)
  return EXIT.ok
}

export async function print(services: Services, file: string, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const printing = printOptions(options)
  const deck = readDeck(services, file, io)
  if (!deck) return EXIT.error
  warnIfIllegal(services, deck, file, undefined, io)
  const owned = services.collection.lookup()
  if (printing.missingOnly) {
    const printed = printing.strikers ? deck : { ...deck, strikers: [] }
    const line = shortfallLine(shortfall(printed, owned))
    if (!line) {
      io.err(`ringside: ${NOTHING_MISSING} (${file}); nothing was written`)
      return EXIT.error
    }
    io.err(`${line}: printing only those`)
  }
  const shop = options.shop === undefined ? null : shopOptions(options, printing)
  const back = options['back-image'] === undefined ? null : backImage(options['back-image'], shop ? { ...printing, backs: DEFAULT_BACKS } : printing)
  const job = {
    ...proxyJob(
      services.decks,
      deck,
      printing,
      options.images ? folderImages(options.images) : storedImages(services.images),
      owned,
      storedSources(services.images, (id) => services.catalogue.set(id)),
    ),
    back,
  }
  if (services.decks.gameOf(deck).id !== 'cfs' && shop) throw new UsageError('--shop draws Card Fighters Special cards only')
  if (shop?.as === 'tts') {
    const { ttsZip } = await import('../main/printing/shop')
    const result = await ttsZip(job)
    writeFileAtomic(options.out, result.zip)
    io.out(`${options.out}: ${plural(result.files.length, 'sheet')} of 10 × 7 (${result.counts.join(', ')} cards) and back.png`)
    return EXIT.ok
  }
  if (shop?.as === 'png') {
    const { writeShopZip } = await import('../main/printing/shop')
    const result = await writeShopZip(job, shop)
    writeFileAtomic(options.out, result.zip)
    io.out(
      `${options.out}: ${plural(result.files.length, 'picture')} and ${result.backs.join(', ')} for ${plural(job.cards.length, 'card')}, ${result.pixels.width}×${result.pixels.height} px at ${shop.dpi} dpi with ${shop.bleed} mm bleed`,
    )
    return EXIT.ok
  }
  const { writeCardPages, writeProxies } = await import('../main/printing/pdf')
  if (shop) {
    // A back of one's own asks for the backs too.
    const result = await writeCardPages(job, shop.bleed, printing.backs !== null || back !== null)
    writeFileAtomic(options.out, result.pdf)
    for (const warning of result.warnings) io.err(`ringside: ${warning}`)
    io.out(`${options.out}: ${plural(result.pages, 'page')}, one card a page at ${shop.card.width + 2 * shop.bleed} × ${shop.card.height + 2 * shop.bleed} mm`)
    return EXIT.ok
  }
  const result = await writeProxies(job)
  writeFileAtomic(options.out, result.pdf)
  for (const warning of result.warnings) io.err(`ringside: ${warning}`)
  const layout = layoutSheet(printing)
  io.out(
    `${options.out}: ${plural(result.pages, 'page')}, ${plural(job.cards.length, 'card')}, ${layout.cols}×${layout.rows} on ${PAPERS[printing.paper].name}`,
  )
  return EXIT.ok
}

const DEFAULT_BACKS = { flip: 'long', offsetX: 0, offsetY: 0 } as const

/** The print shop's files (--shop png|pdf): the dpi, a file a card or a copy, guides, and a 3 mm bleed unless given. */
function shopOptions(o: Options, printing: PrintOptions): ShopOptions & { as: 'png' | 'pdf' | 'tts' } {
  const as = o.shop
  if (as !== 'png' && as !== 'pdf' && as !== 'tts') throw new UsageError(`--shop must be png, pdf or tts, not "${as}"`)
  const dpi = o.dpi ?? '300'
  if (dpi !== '300' && dpi !== '600') throw new UsageError(`--dpi must be 300 or 600, not "${dpi}"`)
  const per = o.per ?? 'card'
  if (per !== 'card' && per !== 'copy') throw new UsageError(`--per must be card or copy, not "${per}"`)
  if (as !== 'png' && (o.dpi !== undefined || o.per !== undefined || o.guides)) throw new UsageError('--dpi, --per and --guides are for --shop png')
  return {
    as,
    dpi: dpi === '300' ? 300 : 600,
    per,
    guides: !!o.guides,
    card: printing.card,
    bleed: o.bleed === undefined ? DEFAULT_SHOP.bleed : printing.bleed,
  }
}

/** The player's own card back (--back-image): a JPEG or PNG, for the --backs pages. */
function backImage(file: string, printing: PrintOptions): CardImage {
  if (!printing.backs) throw new UsageError('--back-image is drawn on the backs pages: give --backs long or --backs short too')
  const bytes = new Uint8Array(readPlayerFile(file, MAX_IMAGE_BYTES, `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: not a card back`))
  const type = imageType(bytes)
  if (!type) throw new FileError(file, 'not a JPEG or PNG image')
  return { bytes, type }
}

/** The print options from the command's flags, the defaults of docs/cli.md for the rest. */
export function printOptions(o: Options): PrintOptions {
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
    ...(o.missing ? { missingOnly: true } : {}),
  }
  const problems = printProblems(options)
  if (problems.length) throw new UsageError(problems.join('; '))
  return options
}
