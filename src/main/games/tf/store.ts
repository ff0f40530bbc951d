// Table Fighter characters in the database: the game's kind for the characters every such game keeps alike.
import { checkTfCharacter, readTfCharacter, type TfCharacter, type TfProblem } from './character'
import { EXAMPLES } from './examples'
import { characterKind, type GameCharacters, type GameKind } from '../../game-kit/character-store'
import { tf } from './index'
import { readTfCsv, writeTfCsv } from './csv'

export const TF_KIND: GameKind<TfCharacter, TfProblem> = characterKind(tf, {
  examples: EXAMPLES,
  read: readTfCharacter,
  readCsv: readTfCsv,
  writeCsv: writeTfCsv,
  check: checkTfCharacter,
  // The name counts most, then the id and the cards' names, then their types and charge texts.
  searchKeys: [
    { name: 'name', weight: 4 },
    { name: 'id', weight: 2 },
    { name: 'cards.name', weight: 2 },
    { name: 'cards.type.name', weight: 1 },
    { name: 'cards.charge.text', weight: 1 },
  ],
})

/** Table Fighter characters in the database. */
export type TfStore = GameCharacters<TfCharacter, TfProblem>
