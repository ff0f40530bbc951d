// Card Shot! play: the two-player table and matchup runs (two-player.ts) over the game's table and simulator.
import type { CsFirst, CsMatchupReport, CsMove, CsPolicyName, CsTableState } from '../../../shared/games/cs/table'
import { cs, csSimulator } from '.'
import type { CsCharacter } from './character'
import { csMatchupReport, type CsRun, type CsTally } from './matchup'
import { CsTable } from './table'
import { TwoPlayerPlaytest, type TwoPlayerGame } from '../../game-kit/two-player'
import type { RunHerald } from '../../game-kit/runs'

/** Games per step of a matchup run: a Card Shot! game runs to an empty deck, so steps are as small as Table Fighter's. */
export const CS_RUN_STEP = 5_000

type CsRunOptions = { policies: { a: CsPolicyName; b: CsPolicyName }; first: CsFirst }

export const CS_PLAY: TwoPlayerGame<CsCharacter, CsMove, CsTableState, CsRun, CsTally, CsMatchupReport, CsRunOptions> = {
  info: cs,
  simulator: csSimulator,
  tableNoun: 'Card Shot! table',
  runStep: CS_RUN_STEP,
  table: (characters, seed) => new CsTable(characters, { seed }),
  run: (a, b, { policies, first }) => ({ a, b, policies: [policies.a, policies.b], first }),
  report: csMatchupReport,
}

export class CsPlaytest extends TwoPlayerPlaytest<CsCharacter, CsMove, CsTableState, CsRun, CsTally, CsMatchupReport, CsRunOptions> {
  constructor(characterOf: (id: string) => CsCharacter, list: () => readonly CsCharacter[], workerFile?: () => string | null, herald?: RunHerald) {
    super(CS_PLAY, characterOf, list, workerFile, herald)
  }
}
