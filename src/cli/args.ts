// The command line: which commands there are, the options each takes, and one-line messages for mistakes.
import { parseArgs } from 'node:util'
import { editDistance } from '../main/core/text'
import { UsageError } from './io'

type OptionSpec = { type: 'string' | 'boolean'; short?: string }

/** The options of a deck's proxy sheets beyond the output and the paper: nothing for a character's sheet. */
export const DECK_ONLY = [
  'card',
  'gap',
  'bleed',
  'cut-marks',
  'no-outline',
  'no-strikers',
  'backs',
  'back-offset',
  'back-image',
  'decklist',
  'calibration',
  'images',
  'missing',
  'shop',
  'dpi',
  'per',
  'guides',
] as const

export const OPTIONS = {
  db: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  format: { type: 'string' },
  limit: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  first: { type: 'boolean' },
  second: { type: 'boolean' },
  hp: { type: 'string' },
  'striker-target': { type: 'boolean' },
  'two-player': { type: 'boolean' },
  threads: { type: 'string' },
  out: { type: 'string', short: 'o' },
  paper: { type: 'string' },
  card: { type: 'string' },
  gap: { type: 'string' },
  bleed: { type: 'string' },
  'cut-marks': { type: 'string' },
  'no-outline': { type: 'boolean' },
  'no-strikers': { type: 'boolean' },
  backs: { type: 'string' },
  'back-offset': { type: 'string' },
  'back-image': { type: 'string' },
  shop: { type: 'string' },
  back: { type: 'string' },
  png: { type: 'string' },
  dpi: { type: 'string' },
  per: { type: 'string' },
  guides: { type: 'boolean' },
  decklist: { type: 'boolean' },
  calibration: { type: 'boolean' },
  images: { type: 'string' },
  missing: { type: 'boolean' },
  set: { type: 'string' },
  name: { type: 'string' },
  'dry-run': { type: 'boolean' },
  art: { type: 'boolean' },
  as: { type: 'string' },
  list: { type: 'boolean' },
  restore: { type: 'string' },
  undo: { type: 'boolean' },
  game: { type: 'string' },
  policy: { type: 'string' },
  'policy-a': { type: 'string' },
  'policy-b': { type: 'string' },
  watch: { type: 'string' },
  'best-of': { type: 'string' },
  'budget-ms': { type: 'string' },
  rounds: { type: 'string' },
  elimination: { type: 'string' },
  'top-cut': { type: 'string' },
  teams: { type: 'boolean' },
  plan: { type: 'string' },
  all: { type: 'boolean' },
  recursive: { type: 'boolean', short: 'r' },
  fix: { type: 'boolean' },
  verbose: { type: 'boolean' },
  goal: { type: 'string' },
  pool: { type: 'string' },
  candidates: { type: 'string' },
  steps: { type: 'string' },
  budget: { type: 'string' },
  buildable: { type: 'boolean' },
} as const satisfies Record<string, OptionSpec>

export type OptionName = keyof typeof OPTIONS
/** `first` is a flag for goldfish and a value for matchup (`--first b`), so it may be either. */
export type Options = Partial<
  { [K in Exclude<OptionName, 'first'>]: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string } & { first: boolean | string }
>

/** Options every command takes. */
const GLOBAL: OptionName[] = ['db', 'help']

export interface CommandSpec {
  /** The command and its arguments, then each option line, as `help` prints them. */
  usage: string
  summary: string
  options: OptionName[]
  /** Flags that take a value for this command only (`matchup --first b`; for goldfish `--first` stands alone). */
  valued?: OptionName[]
  /** What its arguments are (for "missing …"), and how many it takes. */
  args: { what: string; min: number; max: number }
}

export const COMMANDS = {
  search: {
    usage: 'search "<query>" [--limit N] [--json]',
    summary: 'find cards (filters: kind: rarity: set: number: ability: backup: name: text: missing: and bp sp cost owned)',
    options: ['limit', 'json'],
    args: { what: 'a query', min: 1, max: 1 },
  },
  validate: {
    usage: 'validate <deck file|folder|character>... [--format ID|FILE] [--recursive] [--all] [--fix] [--json]',
    summary:
      'check decks: exit 0 all legal, 1 any illegal, 2 any unreadable; several files get a line each. A folder stands for its .deck.txt, .deck.json and .o8d files (--all: every .txt and .json too; --recursive: its folders too); --fix prints a deck file with each misspelt card replaced by the nearest; --format takes the id of a format or an organiser format file (.json: sets, banned and limited lists)',
    options: ['format', 'recursive', 'all', 'fix', 'json'],
    args: { what: 'a deck file', min: 1, max: Infinity },
  },
  show: {
    usage: 'show <deck file|character> [--format ID] [--png <out.png>]',
    summary: 'the deck in canonical form, with counts by kind; --png: the visual deck as one picture, each card once with its count, to paste in a chat',
    options: ['format', 'png'],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  code: {
    usage: 'code <deck file>',
    summary: "the deck's share code, one line that ringside import-code and the app open",
    options: [],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  'import-code': {
    usage: 'import-code <code>',
    summary: 'the deck a share code holds, as deck text; exit 2 when the code is damaged or names cards not here',
    options: [],
    args: { what: 'a share code', min: 1, max: 1 },
  },
  convert: {
    usage: 'convert <deck file> -o <out.o8d|out.deck.txt|out.deck.json>',
    summary:
      "the deck in another file format, chosen by the -o file's name: OCTGN deck, deck text or deck JSON; exit 2 and no file when a card cannot be matched",
    options: ['out'],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  formats: {
    usage: 'formats [format file | import <format file> | export <id> -o <file> | remove <id>] [--json]',
    summary:
      "the deck formats and their rules, the shipped ones and yours; given an organiser's format file, its format (with its sets, banned and limited lists) or its problems; import keeps a format file's format, so a deck's format: line can name it; export writes one of yours as a file; remove forgets it",
    options: ['out', 'json'],
    args: { what: 'a format file, or import, export or remove', min: 0, max: 2 },
  },
  effects: {
    usage: 'effects [--set S] [--two-player] [--json]',
    summary:
      'how the solo engines play each card text: exact, no effect against a goldfish (why), partial, not modelled; with --two-player, how the head-to-head engine plays it: exact, partial or by hand',
    options: ['set', 'two-player', 'json'],
    args: { what: '', min: 0, max: 0 },
  },
  goldfish: {
    usage: 'goldfish <deck file|character> [--games N] [--seed S] [--first|--second] [--hp HP] [--striker-target] [--format ID] [--threads T] [--json]',
    summary: 'simulate N solo games (greedy play); same seed, same result',
    options: ['games', 'seed', 'first', 'second', 'hp', 'striker-target', 'format', 'threads', 'json'],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  replay: {
    usage: 'replay <record> [--json]',
    summary:
      'play a Card Fighters Special game record (docs/game-records.md) move by move: exit 0 played to its end, 1 a move refused (its line, the move and the rule), 2 an unreadable record; --json gives the state it ends in',
    options: ['json'],
    args: { what: 'a game record', min: 1, max: 1 },
  },
  gauntlet: {
    usage:
      'gauntlet <deck file> [--games N] [--seed S] [--policy random|greedy|search] [--policy-a P] [--policy-b P] [--budget-ms MS] [--hp HP] [--threads T] [--json]',
    summary:
      "Card Fighters Special: the deck against each of the six reference decks of distinct plans (rush, Back-Up towers, union control, reactions, Legends Strikers, swarm), N seeded games each, first player alternating, greedy unless told (--policy-a the deck's, --policy-b the gauntlet's; --budget-ms the search player's budget a decision): its win rate with its 95% interval against each, and overall",
    options: ['games', 'seed', 'policy', 'policy-a', 'policy-b', 'budget-ms', 'hp', 'threads', 'json'],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  tune: {
    usage:
      'tune <deck file> [--goal goldfish|matchup <deck file>|gauntlet] [--pool catalogue|collection|<file>] [--games N] [--seed S] [--candidates N] [--steps K] [--budget G|Ns|Nm] [--policy random|greedy|search] [--hp HP] [--threads T] [--json]',
    summary:
      "Card Fighters Special: what to add and what to cut. Each swap the pool offers (one copy of a card of Main out, one card in; the catalogue's cards of the deck's sets by default, --pool collection the cards you own beyond the deck's copies, or a deck file listing cards) played on the same N seeded games as the deck (2,000 by default), against the goldfish (kill turn), one deck, or the gauntlet (win rate, greedy unless --policy): each change with its 95% interval, the better ones first, and each card's part (drawn, played, held to the end). More swaps than --candidates (40) are screened on fewer games first; --steps K makes the best sure swap and measures again on new games, up to K times, or until the next step would pass --budget G games, or --budget 90s (5m) has passed",
    options: ['goal', 'pool', 'games', 'seed', 'candidates', 'steps', 'budget', 'policy', 'hp', 'threads', 'json'],
    args: { what: 'a deck file', min: 1, max: 2 },
  },
  games: {
    usage: 'games [--json]',
    summary: 'the games Ringside serves: id, name, what a player builds, how it is played alone',
    options: ['json'],
    args: { what: '', min: 0, max: 0 },
  },
  characters: {
    usage: 'characters [--game cc|tf|cs] [--json]',
    summary: 'the characters: Capcom Crossovers sheets, Table Fighter and Card Shot! characters (examples and saved)',
    options: ['game', 'json'],
    args: { what: '', min: 0, max: 0 },
  },
  matchup: {
    usage:
      'matchup <A> <B> [<C>…] [--game cc|tf|cs] [--games N] [--seed S] [--policy random|greedy|search] [--policy-a P] [--policy-b P] [--budget-ms MS] [--best-of 1|3] [--watch N] [--first a|b|alternate] [--hp HP] [--teams] [--threads T] [--json]',
    summary:
      "Card Fighters Special: deck A against deck B over N seeded games, first player alternating, each side's policy random, greedy or search (--policy for both, --policy-a, --policy-b; greedy by default; --budget-ms the search player's budget a decision, 100 by default): A's win rate with its 95% interval, by who went first, game length, how games end; --best-of 3 plays N matches of best two out of three; --watch N prints game N as a game record. Capcom Crossovers: character or tag team A against B (ids, sheet or team .json), first player alternating, each side random, greedy or search (greedy by default): A's win rate, time overs, and what became of each side's first attacks. Table Fighter or Card Shot!: character A against B of the same game (the id of an example or of a saved character, or a character .json), both playing random (the default) or greedy: A's win rate with its 95% interval, game length; Table Fighter's card-against-card grid; Card Shot!'s damage, absorption and opening odds, with --first the Active Player of turn 1 (alternate by default). Three to eight Table Fighter characters: a party at one table (each against every other; --teams: 2v2 or 4v4, the first half one team), random or greedy: each seat's win rate with its 95% interval, each team's, draws and game length; --game names the game where an id could be either's",
    options: ['game', 'games', 'seed', 'policy', 'policy-a', 'policy-b', 'budget-ms', 'best-of', 'watch', 'first', 'hp', 'teams', 'threads', 'json'],
    valued: ['first'],
    args: { what: 'two decks, or two characters (or Capcom Crossovers tag teams) of one game, or three to eight Table Fighter characters', min: 2, max: 8 },
  },
  combo: {
    usage: 'combo <character> <cards…> [--json]',
    summary: 'score one Capcom Crossovers combo (cards 4S 10C QH AS, X a joker; JH=<move> names the move a card plays): exit 0 legal, 1 illegal, 2 unreadable',
    options: ['json'],
    args: { what: 'a character (example id or sheet .json)', min: 1, max: Infinity },
  },
  print: {
    usage:
      'print <deck file|character> -o <out.pdf> [--paper a4|letter] [--card 63x88] [--gap MM] [--bleed MM]\n' +
      '      [--cut-marks crop|corners|none] [--no-outline] [--no-strikers] [--backs long|short]\n' +
      '      [--back-offset X,Y] [--back-image FILE] [--decklist] [--calibration] [--images DIR] [--missing]\n' +
      '      | print <deck file> --shop png|pdf|tts -o <out.zip|out.pdf> [--dpi 300|600] [--per card|copy] [--guides] [--card 63x88] [--bleed MM] [--backs long]',
    summary:
      'true-size proxy sheets; images named <number>.jpg/.png; --back-image: your own card back (JPEG or PNG) on the --backs pages; --missing: only the copies your collection lacks (exit 2 when it lacks none); --shop png: a zip of one PNG a card (--per copy: a copy) at --dpi with --bleed (3 mm unless given) and back.png, --guides drawing the trim and safe area; --shop pdf: one card a page at its size and bleed, with --backs each followed by its back; --shop tts: Tabletop Simulator sheets of 10 × 7 faces and back.png, zipped',
    options: ['out', 'paper', ...DECK_ONLY],
    args: { what: 'a deck file', min: 1, max: 1 },
  },
  import: {
    usage: 'import <cards.csv|.json> --set ID [--name "Set name"] [--dry-run] [--verbose] [--json] | import --undo',
    summary:
      "add or update a set's cards, all or nothing: exit 0 done, 1 problems (each by line and field; nothing written); a summary of what changed, --verbose lists each new and changed card; --undo puts the whole database back as it was before the last import (its decks and collection too)",
    options: ['set', 'name', 'dry-run', 'verbose', 'json', 'undo'],
    args: { what: 'a card file', min: 0, max: 1 },
  },
  pictures: {
    usage: 'pictures <folder|pack.zip|pack.o8c> [--art] [--set ID] [--dry-run] [--json]',
    summary:
      'card pictures in one go: every JPEG, PNG, GIF, BMP or TIFF of a folder, a zip or an OCTGN image package (.o8c), matched to the cards of the searched sets (--set: one set) by number (C001.png, or cfs-base/C001.png to name the set), by OCTGN card id, or by name; the matches, the pictures they replace, the unmatched and the ambiguous files are listed first (--dry-run: only that), then every match attached at once (--art: as art drawn inside the drawn frame, the text kept, rather than a picture of the whole card); a file that is no picture is refused by name, the rest attached: exit 0 all attached, 1 some refused, 2 an unreadable pack',
    options: ['art', 'set', 'dry-run', 'json'],
    args: { what: 'a folder, a .zip or an .o8c of pictures', min: 1, max: 1 },
  },
  export: {
    usage: 'export <set> [-o <file.csv|file.json>] [--as csv|json]',
    summary: "a set's cards as CSV (default) or JSON",
    options: ['out', 'as'],
    args: { what: 'a set id', min: 1, max: 1 },
  },
  event: {
    usage:
      'event [new <name> --format F|tf [--rounds N [--top-cut C] | --elimination single|double] | add <event> <player> <deck file|character> [--plan P] | lock <event> | pair <event> [--seed S] | swap <event> <player> <player> | result <event> <player> <W-L[-D]> | drop <event> <player> | standings <event> | meta <event> | export <event> -o <event.json> | print <event> -o <sheets.pdf>] [--json]',
    summary:
      "an event of matches best of three, from registration to standings: new makes one (--format tf: a Table Fighter event, each player drafting a character; Swiss rounds, with a top cut of 2, 4, 8 or 16 players into a single-elimination bracket, or --elimination single or double); add registers a player with their deck, locked and shown by a short hash, and its plan (--plan, else the deck's name; a deck that breaks the format is refused with every problem, exit 1); lock locks the decklists (no registration after; pairing round 1 locks them too); pair pairs the next round once the last has every result: a Swiss round, or the bracket's matches ready to play (--seed: players level on points and tie-breakers, everyone in round 1, in a shuffled order rather than by name); swap swaps two players' seats in the round just paired, before its results (refused when it would repeat a pairing or give a second bye); result enters a match from the player's side (2-1, 1-1-1); drop takes a player out of the next rounds; standings gives the bracket's places, then ranks by points, opponents' match-win %, game-win % and opponents' game-win %; meta gives each plan's record against the others; export writes the whole event as JSON; print writes every decklist as registration sheets (the list, its hash and a QR code of its share code) in one PDF; alone, the events",
    options: ['format', 'rounds', 'elimination', 'top-cut', 'plan', 'seed', 'out', 'json'],
    args: { what: 'new, add, lock, pair, swap, result, drop, standings, meta, export or print', min: 0, max: 4 },
  },
  decks: {
    usage: 'decks [--buildable] [--json]',
    summary:
      "the library's decks, as the app keeps them: id, name, format, cards, legal or not, and what each lacks of your collection (copies and different cards); --buildable lists only the decks your collection can build now",
    options: ['buildable', 'json'],
    args: { what: '', min: 0, max: 0 },
  },
  collection: {
    usage: 'collection import <file.csv> [--dry-run] | collection export [-o <file.csv>] | collection [--json]',
    summary:
      'the cards you own: import sets the counts a CSV lists (set,number,name,owned; name optional), all or nothing: exit 0 done, 1 problems (each by line and column; nothing written); export writes every count; alone, the totals',
    options: ['out', 'dry-run', 'json'],
    args: { what: 'import <file.csv> or export', min: 0, max: 2 },
  },
  sets: {
    usage: 'sets [--json] | sets <set> --back <picture|none>',
    summary:
      "the card sets, their cards, and which ones a search without set: covers; --back: a JPEG, PNG, GIF, BMP or TIFF printed behind the set's cards on the duplex pages and in print-shop files (a deck's own --back-image wins), none for the game's back",
    options: ['json', 'back'],
    args: { what: 'a set', min: 0, max: 1 },
  },
  check: {
    usage: 'check [--json]',
    summary: 'integrity: dangling Back-Up names, duplicate numbers, decks with missing cards; exit 0 clean, 1 findings',
    options: ['json'],
    args: { what: '', min: 0, max: 0 },
  },
  backup: {
    usage: 'backup [--list] [--restore <file>|latest|before-last-import] [--json]',
    summary:
      'write a backup now, list them (each with what it protects), or restore one: by its file or name, the latest that differs from the database, or the one from before the last import',
    options: ['list', 'restore', 'json'],
    args: { what: '', min: 0, max: 0 },
  },
  help: {
    usage: 'help [command]',
    summary: "this text, or one command's",
    options: [],
    args: { what: 'a command', min: 0, max: 1 },
  },
  version: {
    usage: 'version',
    summary: 'the version of Ringside (also --version)',
    options: [],
    args: { what: '', min: 0, max: 0 },
  },
} as const satisfies Record<string, CommandSpec>

export type CommandName = keyof typeof COMMANDS

const FOOTER = "  --db <path>   the database (default: $RINGSIDE_DB, else the app's own database)"

/** Every command with its summary, or one command's usage and options. */
export function usage(command?: CommandName): string {
  const indent = (text: string, by: string) =>
    text
      .split('\n')
      .map((l) => by + l)
      .join('\n')
  if (command) {
    const spec: CommandSpec = COMMANDS[command]
    return `usage: ringside ${spec.usage}\n\n${indent(spec.summary, '  ')}\n\n${FOOTER}`
  }
  const lines = Object.values(COMMANDS as Record<string, CommandSpec>).map((c) => `${indent(c.usage, '  ')}\n${indent(c.summary, '      ')}`)
  return `usage: ringside <command> [options]\n\n${lines.join('\n')}\n\n${FOOTER}\n  ringside help <command> shows one command's options.`
}

export interface CommandLine {
  command: CommandName | null
  args: string[]
  options: Options
}

/** Reads the command line; any mistake is a UsageError whose message is one line. */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const [first] = positionalsOf(tokensOf(argv, OPTIONS))
  const words = first === 'search' ? argv.map(queryNotOption) : argv
  // The command is the first word; read again with its own options, a flag that takes a value for it (matchup's
  // `--first b`) keeps its value from being taken for an argument.
  const known = first !== undefined && Object.hasOwn(COMMANDS, first)
  const tokens = tokensOf(words, known ? specsFor(first as CommandName) : OPTIONS)
  const [again, ...args] = positionalsOf(tokens)
  if (again !== first) throw new UsageError(`give the command first: ringside ${first} …`)
  if (first === undefined) {
    const version = tokens.some((t) => t.kind === 'option' && (t.rawName === '--version' || t.rawName === '-v'))
    return { command: version ? 'version' : null, args: [], options: readOptions(tokens, null, OPTIONS) }
  }
  if (!Object.hasOwn(COMMANDS, first)) {
    const near = closest(first, Object.keys(COMMANDS))
    // The suggestion stays on screen: with it goes that command's one line of usage, not the whole list.
    if (near) throw new UsageError(`unknown command "${first}" — did you mean ${near}?\nusage: ringside ${COMMANDS[near as CommandName].usage}`)
    throw new UsageError(`unknown command "${first}"`, true)
  }
  const command = first as CommandName
  const options = readOptions(tokens, command, specsFor(command))
  const { what, min, max } = COMMANDS[command].args
  if (!options.help) {
    if (args.length < min) throw new UsageError(`${command} needs ${what}`)
    if (args.length > max)
      throw new UsageError(
        `${command} takes ${max === 0 ? 'no arguments' : max === 1 ? `one argument (${what})` : `at most ${max}`}, got ${args.length}: ${args.join(' ')}`,
      )
  }
  return { command, args, options }
}

type Token = ReturnType<typeof parseArgs>['tokens'] extends (infer T)[] | undefined ? T : never
type Specs = Record<OptionName, OptionSpec>

function tokensOf(argv: readonly string[], specs: Specs): Token[] {
  return parseArgs({ args: joinNegativeValues(argv), options: specs, allowPositionals: true, strict: false, tokens: true }).tokens
}

function positionalsOf(tokens: Token[]): string[] {
  return tokens.filter((t) => t.kind === 'positional').map((t) => t.value)
}

/** The options as `command` reads them: its valued flags take a value. */
function specsFor(command: CommandName): Specs {
  const valued = (COMMANDS[command] as CommandSpec).valued ?? []
  if (valued.length === 0) return OPTIONS
  return { ...OPTIONS, ...Object.fromEntries(valued.map((name) => [name, { type: 'string' as const }])) }
}

function readOptions(tokens: Token[], command: CommandName | null, specs: Specs): Options {
  const allowed = new Set<string>([...GLOBAL, ...(command ? COMMANDS[command].options : Object.keys(OPTIONS))])
  const options: Record<string, string | boolean> = {}
  for (const t of tokens) {
    if (t.kind !== 'option') continue
    if (command === null && (t.rawName === '--version' || t.rawName === '-v')) continue
    const spec: OptionSpec | undefined = Object.hasOwn(specs, t.name) ? specs[t.name as OptionName] : undefined
    if (!spec || !allowed.has(t.name)) {
      const near = closest(t.name, [...allowed])
      const where = command ? `${command} has no option ${t.rawName}` : `unknown option ${t.rawName}`
      throw new UsageError(`${where}${near ? ` — did you mean --${near}?` : ''}${command ? ` (ringside help ${command} lists its options)` : ''}`)
    }
    if (spec.type === 'string') {
      // Without an `=`, the next word is the value, unless it is another option (a negative number is a value).
      if (t.value === undefined || (!t.inlineValue && /^-(?!\d)/.test(t.value))) throw new UsageError(`${t.rawName} needs a value`)
      options[t.name] = t.value
    } else {
      if (t.value !== undefined) throw new UsageError(`${t.rawName} takes no value (got "${t.value}")`)
      options[t.name] = true
    }
  }
  return options as Options
}

/**
 * `ringside search "-kind:snk"`: a word that starts with `-` but holds what no option name does (a space, `:`, a
 * comparison or a parenthesis) is a query that leaves something out, not an option. The leading space keeps the
 * option reader from taking it; the query reader ignores it.
 */
function queryNotOption(arg: string): string {
  return /^-[^-]/.test(arg) && /[\s:<>=()"]/.test(arg) ? ` ${arg}` : arg
}

/** `--seed -5`: a negative number after an option that takes a value is that value, not an option. */
function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const name = /^--([\w-]+)$/.exec(argv[i])?.[1]
    if (name && Object.hasOwn(OPTIONS, name) && OPTIONS[name as OptionName].type === 'string' && /^-\d+(\.\d+)?(,-?\d+(\.\d+)?)?$/.test(argv[i + 1] ?? '')) {
      out.push(`${argv[i]}=${argv[i + 1]}`)
      i++
    } else out.push(argv[i])
  }
  return out
}

/** The nearest of `names` to a mistyped one, when it is near enough to be what was meant. */
function closest(typed: string, names: string[]): string | null {
  let best: string | null = null
  let bestDistance = Math.max(1, Math.floor(typed.length / 3)) + 1
  for (const n of names) {
    const d = n.startsWith(typed) && typed.length >= 3 ? 0 : editDistance(typed, n, bestDistance - 1)
    if (d < bestDistance) {
      best = n
      bestDistance = d
    }
  }
  return best
}
