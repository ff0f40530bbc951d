// The Table Fighter Characters view's state and what it does: the view every game of two fixed characters shares
// (two-player-characters.svelte.ts), under Table Fighter's methods, with its blank character and its copies.
import type { TfCharacter, TfProblem } from '../../../../shared/games/tf/character'
import { blankCharacter, inputOf, type TfCharacterInput } from './tf-draft'
import { callsOf, TwoPlayerCharactersScreen } from '../../characters/two-player-characters.svelte'

export class TfCharactersScreen extends TwoPlayerCharactersScreen<TfCharacter, TfCharacterInput, TfProblem> {
  constructor(changed: () => Promise<void>) {
    super(callsOf('tf'), { blank: blankCharacter, inputOf }, changed)
  }
}
