// The Table Fighter Characters view's state and what it does: the view every game of two fixed characters shares
// (two-player-characters.svelte.ts), under Table Fighter's methods, with its blank character and its copies; and
// what the view says of Table Fighter's characters.
import { superCard, type TfCharacter, type TfProblem } from '../../../../shared/games/tf/character'
import { blankCharacter, inputOf, type TfCharacterInput } from './tf-draft'
import { callsOf, TwoPlayerCharactersScreen, type CharacterWords } from '../../characters/two-player-characters.svelte'

export class TfCharactersScreen extends TwoPlayerCharactersScreen<TfCharacter, TfCharacterInput, TfProblem> {
  constructor(changed: () => Promise<void>) {
    super(callsOf('tf'), { blank: blankCharacter, inputOf }, changed)
  }
}

export const TF_WORDS: CharacterWords<TfCharacter> = {
  /** The super and its damage; the basic cards. */
  summary(c) {
    const top = superCard(c)
    return {
      stats: top ? `Super ${top.name} · ${top.damage} damage` : 'no super',
      cards:
        c.cards
          .filter((card) => !card.super)
          .map((card) => card.name)
          .join(', ') || 'no basic cards',
    }
  },
  placeholder: 'Search names, cards, types',
  hint: 'A character is seven cards: six basic cards in the order they start the deck, and a super.',
  empty: 'Pick a character to see its cards and its deck order, or make one.',
}
