// A game of two fixed characters, whole (Table Fighter, Card Shot!): the GameModule its folder exports, made from
// its play, its characters' kind and its printing, with the file name a printed character is offered under.
import type { PrintOptions } from '../../shared/print'
import type { GameCharacter, GameKind, GameProblem } from './character-store'
import type { GameModule } from './game'
import type { TwoPlayerGame } from './two-player'

/** Prints a character: the PDF's bytes and page count, and the file name offered when saving it. */
export type PrintCharacter<C> = (character: C, options: PrintOptions) => Promise<{ pdf: Uint8Array; pages: number }>

/** A game of two fixed characters, whole: the game (its table of two characters), its play, how its characters are kept, and how one is printed. */
export interface TwoPlayerModule<C extends GameCharacter, P extends GameProblem, Move, State, R, T, Report, RunOptions> extends GameModule<
  [C, C],
  Move,
  State,
  R,
  T,
  C
> {
  play: TwoPlayerGame<C, Move, State, R, T, Report, RunOptions>
  kind: GameKind<C, P>
  print: { fileName: (character: C) => string; write: PrintCharacter<C> }
}

/**
 * A game of two fixed characters whole, from its play, its characters' kind and its printing: the game's table and
 * simulator are its play's, its characters' examples its kind's; it keeps no versions or teams.
 */
export function twoPlayerModule<C extends GameCharacter, P extends GameProblem, Move, State, R, T, Report, RunOptions>(
  play: TwoPlayerGame<C, Move, State, R, T, Report, RunOptions>,
  kind: GameKind<C, P>,
  print: { suffix: string; write: PrintCharacter<C> },
): TwoPlayerModule<C, P, Move, State, R, T, Report, RunOptions> {
  return {
    info: play.info,
    table: play.table,
    simulator: play.simulator,
    characters: { kind, examples: kind.examples, versions: false, teams: false },
    play,
    kind,
    print: { fileName: (c) => `${fileSafe(c.name) || c.id} ${print.suffix}.pdf`, write: print.write },
  }
}

/** A character's name as a file name: the characters no file system takes left out. */
export function fileSafe(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, ' ').trim()
}
