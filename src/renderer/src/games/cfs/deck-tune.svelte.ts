// A deck's Tune tab as it stands: the choices made and the run followed, kept by deck while the tab is closed, so a
// tune goes on and its results stay when the player looks at the deck's cards (to apply a swap) and comes back.
import type { TuneGoalKind, TuneView } from '../../../../shared/games/cfs/tune'
import { FollowedRun } from '../../play/followed-run.svelte'

export class DeckTune {
  goal: TuneGoalKind = $state('goldfish')
  /** The library deck a matchup is played against, by id. */
  against = $state('')
  pool: 'catalogue' | 'collection' = $state('catalogue')
  games = $state(2000)
  measure = $state(40)
  seed = $state(1)
  /** What the last Apply made, in words (none since the run), and why one failed. */
  applied = $state('')
  error = $state('')
  readonly run = new FollowedRun<TuneView>()
}

const tunes = new Map<number, DeckTune>()

/** The Tune tab's state for a deck, made the first time it is asked for. */
export function deckTune(deckId: number): DeckTune {
  let tune = tunes.get(deckId)
  if (!tune) tunes.set(deckId, (tune = new DeckTune()))
  return tune
}
