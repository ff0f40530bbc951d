// The Card Shot! Characters view's state and what it does: the view every game of two fixed characters shares
// (two-player-characters.svelte.ts), under Card Shot!'s methods, with its blank character and its copies.
import type { CsCharacter, CsProblem } from '../../../../shared/games/cs/character'
import { blankCharacter, inputOf, type CsCharacterInput } from './cs-draft'
import { callsOf, TwoPlayerCharactersScreen } from '../../characters/two-player-characters.svelte'

export class CsCharactersScreen extends TwoPlayerCharactersScreen<CsCharacter, CsCharacterInput, CsProblem> {
  constructor(changed: () => void | Promise<void>) {
    super(callsOf('cs'), { blank: blankCharacter, inputOf }, async () => changed())
  }
}
