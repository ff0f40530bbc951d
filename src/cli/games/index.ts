// The games as the command knows them: the only file of the command that names one.
import { cfsCommands, deckMatchup } from './cfs'
import type { GameCommand } from '../game-verbs'
import { ccCli, ccReplay } from './cc'
import { isCcRecord } from '../../main/games/cc/duel/record'
import { decodeRecordCode, isRecordCode } from '../../main/game-kit/record-code'
import { FileError, readTextFile } from '../../main/system/files'
import { MAX_RECORD_BYTES } from '../../shared/games/cfs/duel'
import { csCli } from './cs'
import { tfCli } from './tf'

/** In the order the games are listed (`ringside characters`). */
export const CHARACTER_GAMES = [ccCli, tfCli, csCli]

/**
 * The order an argument is tried in: an id or file a Table Fighter or Card Shot! character takes is theirs before
 * it is a Capcom Crossovers sheet's, and a matchup between two games' characters is Table Fighter's first.
 */
export const READ_ORDER = [tfCli, csCli, ccCli]

/**
 * A game record to replay: a Capcom Crossovers one says `game: cc` in its header; any other is Card Fighters
 * Special's (a record, or its share code).
 */
const replay: GameCommand = (args, options, io, services) => {
  const file = args[0]
  let head = ''
  try {
    head = readTextFile(file, MAX_RECORD_BYTES, 'larger than 1 MB: not a game record')
  } catch (err) {
    if (!(err instanceof FileError)) throw err
  }
  // A share code holds its record: a Capcom Crossovers one is read here, any other by Card Fighters Special.
  let text = head
  if (isRecordCode(head)) {
    try {
      text = decodeRecordCode(head)
    } catch {
      text = ''
    }
  }
  return isCcRecord(text) ? ccReplay(file, text, options, io, services().characters) : cfsCommands.replay(args, options, io, services)
}

/** The commands only one game has, by name: `replay` (a record of either game for two), Capcom Crossovers' `combo`. */
export const GAME_COMMANDS: Record<string, GameCommand>[] = [{ ...cfsCommands, replay }, ...CHARACTER_GAMES.map((game) => game.commands ?? {})]

/** A matchup of two decks: Card Fighters Special's. */
export const DECK_MATCHUP = deckMatchup
