// The games Ringside knows, each a GameModule (game-kit/game.ts): the only file of main's games that names one. A
// deck's game follows from its format, a set's from its own record.
import type { Format } from '../../shared/format'
import { CC_MODULE } from './cc/module'
import { CFS_MODULE } from './cfs/module'
import { CS_GAME } from './cs/module'
import { TF_GAME } from './tf/module'
import type { GameInfo, GameModule, GameSystem } from '../game-kit/game'
import { refused } from '../../shared/errors'

/** Every game Ringside serves, whole, in its order (each module's own setup and moves stay its own). */
export const MODULES: readonly GameModule[] = [CFS_MODULE, CC_MODULE, TF_GAME, CS_GAME]

/** The games played with a deck from the catalogue. */
export const GAMES: readonly GameSystem[] = MODULES.flatMap((m) => (m.deck ? [m.deck] : []))

/** Every game Ringside serves, whatever a player builds for it. */
export const ALL_GAMES: readonly GameInfo[] = MODULES.map((m) => m.info)

/** The game a deck or set of this id plays; an unknown id is an error that names the known ones. */
export function game(id: string): GameSystem {
  const found = GAMES.find((g) => g.id === id)
  if (!found) throw refused(`unknown game "${id}" (known: ${GAMES.map((g) => g.id).join(', ')}): a newer Ringside may know it`)
  return found
}

/** Every format of every game, in the games' order. */
export const FORMATS: readonly Format[] = GAMES.flatMap((g) => g.formats)

export function findFormat(id: string): Format | undefined {
  return FORMATS.find((f) => f.id === id)
}

/** The game a format belongs to. */
export function gameOfFormat(format: Format): GameSystem {
  return GAMES.find((g) => g.formats.includes(format)) ?? game(format.game)
}

/** Any game by id, deck or character: a worker thread finds the simulator of its run here. */
export function anyGame(id: string): GameInfo {
  const found = ALL_GAMES.find((g) => g.id === id)
  if (!found) throw refused(`unknown game "${id}" (known: ${ALL_GAMES.map((g) => g.id).join(', ')}): a newer Ringside may know it`)
  return found
}
