import type { Format } from '../../../shared/format'

const CHARACTERS_ACTIONS_REACTIONS = ['capcom', 'snk', 'action', 'reaction'] as const

/** The shipped formats take cards from every set and ban or limit none. */
const EVERY_CARD = { sets: null, banned: [], limited: [] }

export const FORMATS: readonly Format[] = [
  {
    id: 'cfs-classic',
    name: 'Card Fighters Special',
    game: 'cfs',
    description: 'The base game: 50 cards, at most 3 of a card number, HP 3000.',
    construction: {
      kind: 'constructed',
      deckSize: 50,
      copyLimit: 3,
      strikers: null,
      allowedKinds: [...CHARACTERS_ACTIONS_REACTIONS],
      ...EVERY_CARD,
    },
    hp: { choices: [3000], default: 3000 },
  },
  {
    id: 'cfs-legends',
    name: 'Card Fighters Special: Legends',
    game: 'cfs',
    description:
      '60 cards, of which exactly 3 are Strikers (character cards pulled before the shuffle); arena cards allowed; at most 3 of a card number, Strikers included; HP 3000.',
    construction: {
      kind: 'constructed',
      deckSize: 60,
      copyLimit: 3,
      strikers: { count: 3, kinds: ['capcom', 'snk'] },
      allowedKinds: [...CHARACTERS_ACTIONS_REACTIONS, 'arena'],
      ...EVERY_CARD,
    },
    hp: { choices: [3000], default: 3000 },
  },
  {
    id: 'cfp-original',
    name: 'Card Fighter Project (original rules)',
    game: 'cfp',
    description: '50 cards, at most 3 of a card number; HP chosen at setup: 1000, 2000 or 3000.',
    construction: {
      kind: 'constructed',
      deckSize: 50,
      copyLimit: 3,
      strikers: null,
      allowedKinds: [...CHARACTERS_ACTIONS_REACTIONS],
      ...EVERY_CARD,
    },
    hp: { choices: [1000, 2000, 3000], default: 3000 },
  },
]

export function findFormat(id: string): Format | undefined {
  return FORMATS.find((f) => f.id === id)
}
