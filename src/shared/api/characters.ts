// The character protocol, one for every game whose player builds a character (Capcom Crossovers, Table Fighter,
// Card Shot!): the list and its search, the editor's checks and saves, character files, printing; and, where a game
// has them, versions and teams. Every call names its game (`game: 'tf'`); `byGame` (play.ts) joins the games'.
import { z } from 'zod'
import type { CharacterImport } from '../characters'
import type { DeckFile } from './decks'
import { takes } from './method'

export const characterId = z.string().min(1).max(40)
const characterIds = z.array(characterId).min(1).max(500)
const fileAs = z.enum(['json', 'csv']).default('json')

/** What a game's character methods answer: a character as listed, as stored, a problem with one, and a save. */
export interface CharacterAnswers {
  listed: unknown
  character: unknown
  problem: unknown
  save: unknown
}

/** A game's character methods: `character`, the character as the page sends it; `print`, what printing takes. */
export function characterMethods<A extends CharacterAnswers>() {
  return <G extends string, I extends z.ZodType, P extends z.ZodRawShape>(game: G, character: I, print: P) => {
    const named = { game: z.literal(game) }
    return {
      /** Every character, the shipped examples first, then the player's by name. */
      listCharacters: takes(z.strictObject(named)).answers<A['listed'][]>(),
      /** Typo-tolerant over names, moves or cards, and texts; an empty query lists them all. */
      searchCharacters: takes(z.strictObject({ ...named, query: z.string().max(200) })).answers<A['listed'][]>(),
      /** A character by id, an example's or the player's. */
      getCharacter: takes(z.strictObject({ ...named, id: characterId })).answers<A['character']>(),
      /** Every problem with a character as the editor holds it, each with its field and a fix. */
      checkCharacter: takes(z.strictObject({ ...named, character })).answers<A['problem'][]>(),
      /** `replacing`: the id of the character being edited, null for a new one. An example cannot be replaced. */
      saveCharacter: takes(z.strictObject({ ...named, character, replacing: characterId.nullable() })).answers<A['save']>(),
      deleteCharacter: takes(z.strictObject({ ...named, id: characterId })).answers<null>(),
      /** A character file (JSON or CSV) read for the preview (`apply` false) or imported, all or nothing. */
      importCharacters: takes(
        z.strictObject({ ...named, fileName: z.string().min(1).max(260), text: z.string().max(16 * 1024 * 1024), apply: z.boolean() }),
      ).answers<CharacterImport>(),
      exportCharacters: takes(z.strictObject({ ...named, ids: characterIds, as: fileAs })).answers<DeckFile>(),
      /** The character file written where the player chose; null when the player cancelled. */
      saveCharacterFile: takes(z.strictObject({ ...named, ids: characterIds, as: fileAs })).answers<{ path: string } | null>(),
      /** The character printed as the game prints one; asks where to save; null when the player cancelled. */
      printCharacters: takes(z.strictObject({ ...named, ...print, open: z.boolean() })).answers<{ path: string; pages: number } | null>(),
    }
  }
}
