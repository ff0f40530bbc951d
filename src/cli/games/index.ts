// The games as the command knows them: the only file of the command that names one.
import { cfsCommands, deckMatchup } from './cfs'
import type { GameCommand } from '../game-verbs'
import { ccCli } from './cc'
import { csCli } from './cs'
import { tfCli } from './tf'

/** In the order the games are listed (`ringside characters`). */
export const CHARACTER_GAMES = [ccCli, tfCli, csCli]

/**
 * The order an argument is tried in: an id or file a Table Fighter or Card Shot! character takes is theirs before
 * it is a Capcom Crossovers sheet's, and a matchup between two games' characters is Table Fighter's first.
 */
export const READ_ORDER = [tfCli, csCli, ccCli]

/** The commands only one game has, by name: Card Fighters Special's `replay`, Capcom Crossovers' `combo`. */
export const GAME_COMMANDS: Record<string, GameCommand>[] = [cfsCommands, ...CHARACTER_GAMES.map((game) => game.commands ?? {})]

/** A matchup of two decks: Card Fighters Special's. */
export const DECK_MATCHUP = deckMatchup
