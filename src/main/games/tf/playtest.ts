// Table Fighter play: the two-player table and matchup runs (two-player.ts) over the game's table and simulator.
import { notFound } from '../../../shared/errors'
import type { TfMatchupReport, TfMove, TfPolicyName, TfTableState } from '../../../shared/games/tf/table'
import type { TfCharacter } from './character'
import { EXAMPLES } from './examples'
import { tf, tfSimulator } from '.'
import { tfMatchupReport, type TfRun, type TfTally } from './matchup'
import { TfTable } from './table'
import { TwoPlayerPlaytest, type TwoPlayerGame, type Viewer } from '../../game-kit/two-player'
import type { RunHerald } from '../../game-kit/runs'

/** Games per step of a matchup run: a Table Fighter game is slower than a goldfish game, so steps are smaller. */
export const TF_RUN_STEP = 5_000

export type TfViewer = Viewer

type TfRunOptions = { policies: { a: TfPolicyName; b: TfPolicyName } }

export const TF_PLAY: TwoPlayerGame<TfCharacter, TfMove, TfTableState, TfRun, TfTally, TfMatchupReport, TfRunOptions> = {
  info: tf,
  simulator: tfSimulator,
  tableNoun: 'Table Fighter table',
  runStep: TF_RUN_STEP,
  table: (characters, seed) => new TfTable(characters, { seed }),
  run: (a, b, { policies }) => ({ a, b, policies: [policies.a, policies.b] }),
  report: tfMatchupReport,
}

/** The Table Fighter characters that can be played without a database: the shipped examples, by id. */
export function tfExample(id: string): TfCharacter {
  const found = EXAMPLES.find((c) => c.id === id)
  if (!found) throw notFound(`no Table Fighter character "${id}" (the characters are ${EXAMPLES.map((c) => c.id).join(', ')})`)
  return found
}

export class TfPlaytest extends TwoPlayerPlaytest<TfCharacter, TfMove, TfTableState, TfRun, TfTally, TfMatchupReport, TfRunOptions> {
  constructor(
    characterOf: (id: string) => TfCharacter = tfExample,
    list: () => readonly TfCharacter[] = () => EXAMPLES,
    workerFile?: () => string | null,
    herald?: RunHerald,
  ) {
    super(TF_PLAY, characterOf, list, workerFile, herald)
  }
}
