// The games Ringside knows, each a GameModule (game-kit/game.ts): the only file of main's games that names one. A
// deck's game follows from its format, a set's from its own record.
import type { Format } from '../../shared/format'
import { CC_MODULE } from './cc/module'
import { CFS_MODULE } from './cfs/module'
import { CS_GAME } from './cs/module'
import { TF_GAME } from './tf/module'
import type { GameInfo, GameModule, GameSystem, RangeSimulator } from '../game-kit/game'
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

/**
 * The batch simulator a worker thread plays: a game's own by its id (`cfs`: the goldfish runs), or its matchups by
 * `<id>:matchup` (`cfs:matchup`: deck against deck), or its parties by `<id>:party` (`tf:party`), or its deck tuning by `<id>:tune` (`cfs:tune`). An unknown one is an
 * error that names the known ones.
 */
export function simulatorOf(key: string): RangeSimulator {
  const kinds = ['matchup', 'party', 'tune'] as const
  const known = MODULES.flatMap((m) => [m.info.id, ...kinds.filter((k) => m[k]).map((k) => `${m.info.id}:${k}`)])
  const [id, kind] = key.split(':')
  const module = MODULES.find((m) => m.info.id === id)
  const simulator =
    kind === undefined ? module?.simulator : kinds.includes(kind as (typeof kinds)[number]) ? module?.[kind as (typeof kinds)[number]] : undefined
  if (!simulator) throw refused(`unknown batch run "${key}" (known: ${known.join(', ')}): a newer Ringside may know it`)
  return simulator as RangeSimulator
}
