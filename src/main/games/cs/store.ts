// Card Shot! characters in the database: the game's kind for the characters every such game keeps alike.
import { checkCsCharacter, readCsCharacter, type CsCharacter, type CsProblem } from './character'
import { EXAMPLES } from './examples'
import { readCsCsv, writeCsCsv } from './csv'
import { characterKind, type GameCharacters, type GameKind } from '../../game-kit/character-store'
import { cs } from './index'

export const CS_KIND: GameKind<CsCharacter, CsProblem> = characterKind(cs, {
  examples: EXAMPLES,
  read: readCsCharacter,
  readCsv: readCsCsv,
  writeCsv: writeCsCsv,
  check: checkCsCharacter,
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
})

/** Card Shot! characters in the database. */
export type CsStore = GameCharacters<CsCharacter, CsProblem>
