// Table Fighter as a game of two fixed characters, whole (TwoPlayerModule): its play (the two-player table and matchup
// runs, game-kit/two-player.ts) over the game's table and simulator, its characters' kind, and its printing.
import { invalid, notFound } from '../../../shared/errors'
import type { TfMatchupReport, TfMove, TfPolicyName, TfTableState } from '../../../shared/games/tf/table'
import type { TfCharacter } from './character'
import { TF_KIND } from './store'
import { twoPlayerModule } from '../../game-kit/two-player-module'
import { loadFonts } from '../../game-kit/fonts'
import { EXAMPLES } from './examples'
import { tf, tfSimulator } from '.'
import { tfMatchupReport, type TfRun, type TfTally } from './matchup'
import { partySimulator } from './party'
import { TfTable } from './table'
import type { TwoPlayerPlaytest, TwoPlayerGame, Viewer } from '../../game-kit/two-player'

/** Games per step of a matchup run: a Table Fighter game is slower than a goldfish game, so steps are smaller. */
export const TF_RUN_STEP = 5_000

export type TfViewer = Viewer

type TfRunOptions = { policies: { a: TfPolicyName; b: TfPolicyName } }

export const TF_PLAY: TwoPlayerGame<TfCharacter, TfMove, TfTableState, TfRun, TfTally, TfMatchupReport, TfRunOptions> = {
  info: tf,
  simulator: tfSimulator,
  runStep: TF_RUN_STEP,
  table: (characters, seed) => new TfTable(characters, { seed }),
  run: (a, b, { policies }) => ({ a, b, policies: [policies.a, policies.b] }),
  report: tfMatchupReport,
  // The action step's winner makes the combo moves; the draw, the reveal and the next turn are both players'.
  actor: (move, state) => ('player' in move ? move.player : move.type === 'combo' || move.type === 'end-combo' ? state.winner : null),
}

/** The Table Fighter characters that can be played without a database: the shipped examples, by id. */
export function tfExample(id: string): TfCharacter {
  const found = EXAMPLES.find((c) => c.id === id)
  if (!found) throw notFound(`no Table Fighter character "${id}" (the characters are ${EXAMPLES.map((c) => c.id).join(', ')})`)
  return found
}

/** Table Fighter whole: what the app opens on its database and serves by its id; three to eight play a party. */
export const TF_GAME = withParty(
  twoPlayerModule(TF_PLAY, TF_KIND, {
    suffix: 'cards',
    write: async (characters, options) => {
      // A character's cards are a deck of their own: a file holds one character's.
      if (characters.length !== 1) throw invalid('a Table Fighter file prints one character', 'characters')
      // pdf-lib and the faces load here, when a character is printed.
      const { writeTfCards } = await import('./print')
      return writeTfCards(characters[0], options, loadFonts())
    },
  }),
)

/** The Table Fighter play and characters as the app opens them. */
export type TfPlaytest = TwoPlayerPlaytest<TfCharacter, TfMove, TfTableState, TfRun, TfTally, TfMatchupReport, TfRunOptions>

/** The module with its party runs beside its two-player ones. */
function withParty<M extends object>(module: M): M & { party: typeof partySimulator } {
  return { ...module, party: partySimulator }
}
