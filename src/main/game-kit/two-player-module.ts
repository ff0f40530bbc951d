// A game of two fixed characters, whole (Table Fighter, Card Shot!): the GameModule its folder exports, made from
// its play, its characters' kind, its printing (with the file name a printed character is offered under) and odds.
import type { PrintOptions } from '../../shared/print'
import type { GameCharacter, GameKind, GameProblem } from './character-store'
import type { CharacterPrint, GameModule, PrintedPdf } from './game'
import type { TwoPlayerGame } from './two-player'

/** A game of two fixed characters, whole: the game (its table of two characters), its play, and how its characters are kept. */
export interface TwoPlayerModule<C extends GameCharacter, P extends GameProblem, Move, State, R, T, Report, RunOptions> extends GameModule<
  [C, C],
  Move,
  State,
  R,
  T,
  C,
  PrintOptions
> {
  play: TwoPlayerGame<C, Move, State, R, T, Report, RunOptions>
  kind: GameKind<C, P>
  characters: NonNullable<GameModule<[C, C], Move, State, R, T, C, PrintOptions>['characters']>
}

/** How a game of two fixed characters prints: each printed file is `<name> <suffix>.pdf`, one character a file. */
export interface TwoPlayerPrint<C> {
  suffix: string
  write: (characters: readonly C[], options: PrintOptions) => Promise<PrintedPdf>
}

/**
 * A game of two fixed characters whole, from its play, its characters' kind, its printing and its odds: the game's
 * table and simulator are its play's, its characters' examples its kind's; it keeps no versions or teams.
 */
export function twoPlayerModule<C extends GameCharacter, P extends GameProblem, Move, State, R, T, Report, RunOptions>(
  play: TwoPlayerGame<C, Move, State, R, T, Report, RunOptions>,
  kind: GameKind<C, P>,
  print: TwoPlayerPrint<C>,
  odds?: (character: C) => Readonly<Record<string, number>>,
): TwoPlayerModule<C, P, Move, State, R, T, Report, RunOptions> {
  const printing: CharacterPrint<C, PrintOptions> = {
    fileName: (characters) => `${characters.map((c) => fileSafe(c.name) || c.id).join(' & ')} ${print.suffix}.pdf`,
    write: print.write,
  }
  return {
    info: play.info,
    table: play.table,
    simulator: play.simulator,
    characters: { kind, examples: kind.examples, versions: false, teams: false, print: printing, ...(odds ? { odds } : {}) },
    play,
    kind,
  }
}

/** A character's name as a file name: the characters no file system takes left out. */
export function fileSafe(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, ' ').trim()
}
