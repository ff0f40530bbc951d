// The contract every game Ringside serves implements (docs/architecture.md, "Games"): GameModule, the game whole
// (what it is, its table, its batch simulator, and what only some games have: the deck side, characters with their
// printing, odds, versions and teams); GameSystem, the deck side (formats, its cards' rules, legality, stats, the solo table, draw
// odds, printed faces). The catalogue, the deck library, search, import/export and backups serve every game the
// same way and reach a game's rules only through these.
import type { PDFImage, PDFPage } from 'pdf-lib'
import type { Card, CardKind } from '../../shared/card'
import type { FieldProblem } from '../../shared/catalogue'
import type { Deck, Legality } from '../../shared/deck'
import type { Format } from '../../shared/format'
import type { GoldfishReport, Move, MoveResult, TableMoves, TableState, TextReading } from '../../shared/playtest'
import type { DeckStats } from '../../shared/stats'
import type { Fonts, PtBox } from '../core/draw'
import type { StoredKind } from './character-import'

/** What legality needs to know of a card; undefined when the card has left the catalogue. */
export type KindLookup = (set: string, number: string) => { name: string; kind: CardKind } | undefined
/** A deck's card by set and number; undefined when it has left the catalogue. */
export type CardLookup = (set: string, number: string) => Card | undefined

/** The names an entry may refer to (a Back-Up list names characters), and the nearest to offer instead. */
export interface CardNames {
  has(name: string): boolean
  suggest(name: string): string[]
  /** Where the names come from, for a message: "this set", "this set or cfs-base". */
  where: string
}

/** The other sets a set is played with (those searched by default, of its game), and their nameable cards. */
export interface PlayedWith {
  sets: readonly string[]
  cards: readonly Card[]
}

/** What a game says of its cards: the field rules the card form and every card file obey. */
export interface CardRules {
  /** Longest name and text, most entries in a list. */
  limits: { name: number; text: number; backups: number; altNames: number }
  /** Every problem with a card's own fields; `names`: what its references may name. */
  problems(card: Card, names?: CardNames): FieldProblem[]
  /** The cards other cards' references may name (a Back-Up list names characters). */
  nameable(card: Card): boolean
  /**
   * The names of a set's nameable cards (plus `more` that only count as known) and of the sets it is played with
   * (a fan set's Back-Ups may name the base set's characters), with suggestions.
   */
  names(setId: string, nameable: readonly Card[], more?: readonly string[], playedWith?: PlayedWith): CardNames
}

/** A deck resolved for play: its cards, and Main and Strikers as one entry per copy (indexes into cards). */
export interface PlayableDeck {
  cards: Card[]
  main: number[]
  strikers: number[]
  hp: number
}

/** A game at the table: seeded, every move checked against the rules and refused with a reason, undo. */
/** How a solo game is set up: seed, who goes first, and what the goldfish has in its ring. */
export interface SoloOptions {
  seed: number
  first: boolean
  /** The goldfish has one character that never blocks or counters, for Strikers to attack. */
  strikerTarget: boolean
}

export interface GameTable {
  readonly state: TableState
  play(move: Move): MoveResult
  undo(): boolean
  /** The move the simulator would play next; null once the game is over. */
  suggest(): Move | null
  /** What each character's attack and ability would meet now. */
  moves(): TableMoves
}

/** What a batch run's report says besides its tallies. */
export interface RunMeta extends SoloOptions {
  hp: number
  /** The deck's cards by how the engine plays their texts. */
  coverage: GoldfishReport['coverage']
}

/** What a worker thread needs of a game's batch simulator: games [from, to) of a compiled run, and tallies. */
export interface RangeSimulator<Compiled = unknown, Tally = unknown> {
  simulate(compiled: Compiled, seed: number, from: number, to: number, first: boolean, into?: Tally): Tally
  empty(): Tally
  merge(into: Tally, from: Tally): Tally
}

/** A tally of whole counts: numbers, and typed arrays of them (by turn, by side). */
export type Counts<T> = { [K in keyof T]: number | Int32Array | Float64Array }

/**
 * Adds `from` into `into`, field by field and element by element, and answers `into`. Every game's tallies are
 * counts that merge by adding, so ranges played on any number of threads add up to the same tally.
 */
export function addTallies<T extends Counts<T>>(into: T, from: T): T {
  for (const key of Object.keys(into) as (keyof T)[]) {
    const a: number | Int32Array | Float64Array = into[key]
    if (typeof a === 'number') (into[key] as number) = a + (from[key] as number)
    else {
      const b = from[key] as Int32Array | Float64Array
      for (let i = 0; i < a.length; i++) a[i] += b[i]
    }
  }
  return into
}

/** A RangeSimulator from how a game plays games [from, to) of a run, and how its tallies start and merge. */
export function rangeSimulator<Compiled, Tally>(
  play: (run: Compiled, seed: number, from: number, to: number, first: boolean) => Tally,
  empty: () => Tally,
  merge: (into: Tally, from: Tally) => Tally,
): RangeSimulator<Compiled, Tally> {
  return {
    simulate: (run, seed, from, to, first, into) => {
      const tally = play(run, seed, from, to, first)
      return into ? merge(into, tally) : tally
    },
    empty,
    merge,
  }
}

/**
 * Batch simulation: a deck compiled once (a plain object a worker thread can take), games played in ranges,
 * game i always on the i-th seeded stream, so ranges on any number of threads merge to the same tallies.
 */
export interface Simulator<Compiled = unknown, Tally = unknown> extends RangeSimulator<Compiled, Tally> {
  compile(deck: PlayableDeck, options: SoloOptions): { compiled: Compiled; meta: RunMeta }
  report(tally: Tally, meta: RunMeta): GoldfishReport
}

/** A group of the deck's cards for draw odds: at least `atLeast` of `cards` (indexes into the deck's cards). */
export interface OddsGroup {
  cards: Set<number>
  atLeast: number
}

/** How a game draws its proxies: a card's front from its text (with its art, embedded, when it has some), and the back. */
export interface ProxyFaces {
  front(page: PDFPage, card: Card, box: PtBox, face: PtBox, fonts: Fonts, art?: PDFImage | null): void
  back(page: PDFPage, box: PtBox, face: PtBox, fonts: Fonts): void
}

export interface GameInfo {
  readonly id: string
  readonly name: string
  /** What a player builds: a deck, a character sheet, a team. */
  readonly builds: string
  /** How Ringside plays it alone. */
  readonly solo: string
  readonly simulator: RangeSimulator
}

/** A game played with a deck built from the catalogue's cards. */
export interface GameSystem extends GameInfo {
  readonly formats: readonly Format[]
  readonly cards: CardRules
  /** Every violation of a deck against one of the game's formats, named by `formatLabel` in messages. */
  legality(deck: Deck, format: Format, lookup: KindLookup, formatLabel?: string): Legality
  /** A deck's statistics for the stats tab. */
  stats(deck: Pick<Deck, 'main' | 'strikers'>, lookup: CardLookup): DeckStats
  /** A new seeded game at the solo table. */
  table(deck: PlayableDeck, options: SoloOptions): GameTable
  /** Whether a card's text applies to one character of the player's choice (a move may name it). */
  picksTarget(card: Card): boolean
  /** How the solo engines play a card's text (null: it has none to play). */
  readText(card: Card): TextReading | null
  /** How the engine for two plays it, where the game has one (Card Fighters Special's head to head). */
  readTextForTwo?(card: Card): TextReading | null
  readonly simulator: Simulator
  /** The exact chance of the groups in the first `draws` cards of Main, with or without the opening redraw. */
  odds(deck: PlayableDeck, want: OddsGroup, draws: number, redraw: boolean, also?: OddsGroup): number
  /** Its proxy faces (a card's front drawn from its text, and the back), loaded when a PDF is drawn. */
  faces(): Promise<ProxyFaces>
}

/** Who looks at a table: a player, or nobody (between the players of a hot seat); a solo table has one view. */
export type Looker = 0 | 1 | null

/** A table of any game as the play protocol serves it: every move checked and refused with the rule, undo, and the table as the one looking sees it. */
export interface PlayTable<Move, View> {
  play(move: Move): { ok: true } | { ok: false; reason: string }
  /** False when there is nothing to undo. */
  undo(): boolean
  view(looker: Looker): View
  /** The move the game's policy would make now; null once the game is over. */
  suggest(): Move | null
}

/** A printed PDF: its bytes and its page count. */
export interface PrintedPdf {
  pdf: Uint8Array
  pages: number
}

/**
 * How a game prints its characters: the file name a PDF is offered under, and the PDF itself (a game that makes
 * teams prints a team on one file). `Options`: what its printing takes (the paper, a card size).
 */
export interface CharacterPrint<C, Options = never> {
  fileName(characters: readonly C[]): string
  write(characters: readonly C[], options: Options): Promise<PrintedPdf>
}

/**
 * A game whose player builds a character: its model (`kind`: the reader of its files and CSV rows, the CSV it
 * writes, its checks with a fix per problem), the examples it ships, whether it keeps versions and teams, how it
 * prints them, and its odds.
 */
export interface CharacterSide<C, PrintOptions = never> {
  kind: StoredKind<C>
  examples: readonly C[]
  versions: boolean
  teams: boolean
  print: CharacterPrint<C, PrintOptions>
  /**
   * The exact chance of each thing a player counts on in a character's opening hand, by name; absent where a game
   * deals no hand at random (Table Fighter's starting deck is laid in the order its player set).
   */
  odds?(character: C): Readonly<Record<string, number>>
}

/**
 * A game whole, as its folder exports it (`games/<id>/module.ts`) and main's list holds it (games/index.ts): what it
 * is, a seeded table for what a player sets it up with (`Setup`: a deck, a character, two characters), its batch
 * simulator (games [from, to) of a compiled run, tallies that merge the same on any number of threads), and, as
 * optional capabilities, what only some games have: the deck side (CFS: its printed faces and draw odds too) and
 * characters (their printing and opening odds; versions and teams: CC). The same laws hold for every game (test/main/games/module.test.ts).
 */
export interface GameModule<Setup = never, Move = unknown, View = unknown, Compiled = unknown, Tally = unknown, Character = unknown, PrintOptions = never> {
  readonly info: GameInfo
  /** A new table, seeded: the same setup and seed give the same game. */
  table(setup: Setup, seed: number): PlayTable<Move, View>
  readonly simulator: RangeSimulator<Compiled, Tally>
  /** A game played alone whose players can also meet: the batch runs of one side against another. */
  readonly matchup?: RangeSimulator
  /** A game three or more can play at one table: the batch runs of a party. */
  readonly party?: RangeSimulator
  /** A deck's candidate swaps, each played on the same games as the deck: the batch runs of deck tuning. */
  readonly tune?: RangeSimulator
  /** A game played with a deck built from the catalogue's cards. */
  readonly deck?: GameSystem
  /** A game whose player builds a character. */
  readonly characters?: CharacterSide<Character, PrintOptions>
}
