// Card Shot! as a game of two fixed characters, whole (TwoPlayerModule): its play (the two-player table and matchup
// runs, game-kit/two-player.ts) over the game's table and simulator, its characters' kind, and its printing.
import type { CsFirst, CsMatchupReport, CsMove, CsPolicyName, CsTableState } from '../../../shared/games/cs/table'
import { cs, csSimulator } from '.'
import type { CsCharacter } from './character'
import { CS_KIND } from './store'
import { twoPlayerModule } from '../../game-kit/two-player-module'
import { loadFonts } from '../../game-kit/fonts'
import { csMatchupReport, type CsRun, type CsTally } from './matchup'
import { CsTable } from './table'
import { openingOdds } from './odds'
import type { TwoPlayerPlaytest, TwoPlayerGame } from '../../game-kit/two-player'

/** Games per step of a matchup run: a Card Shot! game runs to an empty deck, so steps are as small as Table Fighter's. */
export const CS_RUN_STEP = 5_000

type CsRunOptions = { policies: { a: CsPolicyName; b: CsPolicyName }; first: CsFirst }

export const CS_PLAY: TwoPlayerGame<CsCharacter, CsMove, CsTableState, CsRun, CsTally, CsMatchupReport, CsRunOptions> = {
  info: cs,
  simulator: csSimulator,
  runStep: CS_RUN_STEP,
  table: (characters, seed) => new CsTable(characters, { seed }),
  run: (a, b, { policies, first }) => ({ a, b, policies: [policies.a, policies.b], first }),
  report: csMatchupReport,
  // The reveal is both players'; every other move names its player.
  actor: (move) => ('player' in move ? move.player : null),
}

/** Card Shot! whole: what the app opens on its database and serves by its id. */
export const CS_GAME = twoPlayerModule(
  CS_PLAY,
  CS_KIND,
  {
    suffix: 'sheet',
    write: async (characters, options) => {
      // pdf-lib loads here, when a character is printed.
      const { writeCsSheets } = await import('./print')
      return writeCsSheets(characters, { paper: options.paper }, loadFonts())
    },
  },
  (character) => ({ ...openingOdds(character) }),
)

/** The Card Shot! play and characters as the app opens them. */
export type CsPlaytest = TwoPlayerPlaytest<CsCharacter, CsMove, CsTableState, CsRun, CsTally, CsMatchupReport, CsRunOptions>
