// Table Fighter characters in the database: the game's kind for the characters every such game keeps alike.
import { checkTfCharacter, readTfCharacter, type TfCharacter, type TfProblem } from './character'
import { EXAMPLES } from './examples'
import type { GameCharacters, GameKind } from '../../game-kit/character-store'
import { readTfCsv, writeTfCsv } from './csv'

export const TF_KIND: GameKind<TfCharacter, TfProblem> = {
  game: 'tf',
  name: 'Table Fighter',
  noun: 'character',
  named: (id) => `Table Fighter character "${id}"`,
  examples: EXAMPLES,
  read: (json, where) => {
    const read = readTfCharacter(json, where)
    return read.ok ? { ok: true, value: read.character } : read
  },
  readCsv: readTfCsv,
  writeCsv: writeTfCsv,
  check: checkTfCharacter,
  isExample: (id) => EXAMPLES.some((c) => c.id === id),
  // The name counts most, then the id and the cards' names, then their types and charge texts.
  searchKeys: [
    { name: 'name', weight: 4 },
    { name: 'id', weight: 2 },
    { name: 'cards.name', weight: 2 },
    { name: 'cards.type.name', weight: 1 },
    { name: 'cards.charge.text', weight: 1 },
  ],
  suffix: 'tf-character',
  plural: 'tf-characters',
}

/** Table Fighter characters in the database. */
export type TfStore = GameCharacters<TfCharacter, TfProblem>
