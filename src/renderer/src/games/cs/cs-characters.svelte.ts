// The Card Shot! Characters view's state and what it does: the view every game of two fixed characters shares
// (two-player-characters.svelte.ts), under Card Shot!'s methods, with its blank character and its copies; and what
// the view says of Card Shot!'s characters.
import { SPECIAL_RANKS, specialLabel, SUIT_SYMBOLS, type CsCharacter, type CsProblem } from '../../../../shared/games/cs/character'
import { blankCharacter, inputOf, SUIT_NAMES, type CsCharacterInput } from './cs-draft'
import { callsOf, TwoPlayerCharactersScreen, type CharacterWords } from '../../characters/two-player-characters.svelte'

export class CsCharactersScreen extends TwoPlayerCharactersScreen<CsCharacter, CsCharacterInput, CsProblem> {
  constructor(changed: () => Promise<void>) {
    super(callsOf('cs'), { blank: blankCharacter, inputOf }, changed)
  }
}

export const CS_WORDS: CharacterWords<CsCharacter> = {
  /** The suit and the ace; the other special cards. */
  summary(c) {
    const ace = c.specials.A
    return {
      stats: `${c.suit ? `${SUIT_SYMBOLS[c.suit]} ${SUIT_NAMES[c.suit]}` : 'no suit'}${ace ? ` · A ${specialLabel(ace)}` : ''}`,
      cards: SPECIAL_RANKS.slice(1)
        .flatMap((rank) => (c.specials[rank] ? [`${rank} ${specialLabel(c.specials[rank])}`] : []))
        .join(', '),
    }
  },
  placeholder: 'Search names, cards, suits',
  hint: 'A character is a suit and five special cards, on A, K, Q, J and 2; the deck is a standard deck with two jokers.',
  empty: 'Pick a character to see its suit and its special cards, or make one.',
}
