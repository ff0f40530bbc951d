// Card Shot! characters in the database: the game's kind for the characters every such game keeps alike.
import { checkCsCharacter, readCsCharacter, type CsCharacter, type CsProblem } from './character'
import { EXAMPLES } from './examples'
import { readCsCsv, writeCsCsv } from './csv'
import type { GameCharacters, GameKind } from '../../game-kit/character-store'

export const CS_KIND: GameKind<CsCharacter, CsProblem> = {
  game: 'cs',
  name: 'Card Shot!',
  noun: 'character',
  named: (id) => `Card Shot! character "${id}"`,
  examples: EXAMPLES,
  read: (json, where) => {
    const read = readCsCharacter(json, where)
    return read.ok ? { ok: true, value: read.character } : read
  },
  readCsv: readCsCsv,
  writeCsv: writeCsCsv,
  check: checkCsCharacter,
  isExample: (id) => EXAMPLES.some((c) => c.id === id),
  // The name counts most, then the id and the special cards' names, then their effects and texts.
  searchKeys: [
    { name: 'name', weight: 4 },
    { name: 'id', weight: 2 },
    { name: 'suit', weight: 2 },
    ...['A', 'K', 'Q', 'J', '2'].flatMap((rank) => [
      { name: `specials.${rank}.name`, weight: 2 },
      { name: `specials.${rank}.a.text`, weight: 1 },
      { name: `specials.${rank}.b.text`, weight: 1 },
      { name: `specials.${rank}.text`, weight: 1 },
    ]),
  ],
  suffix: 'cs-character',
  plural: 'cs-characters',
}

/** Card Shot! characters in the database. */
export type CsStore = GameCharacters<CsCharacter, CsProblem>
