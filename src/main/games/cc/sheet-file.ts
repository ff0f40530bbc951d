// Capcom Crossovers sheets in character files: JSON read by the sheet's reader, CSV by the game's columns.
import { type CharacterFileKind, readCharactersOf } from '../../game-kit/character-file'
import { readCharacterCsv } from './csv'
import { readSheet, type CharacterSheet } from './sheet'

/** Capcom Crossovers sheets in character files. */
export const CC_FILE: CharacterFileKind<CharacterSheet> = {
  game: 'cc',
  read: (json, where) => {
    const read = readSheet(json, where)
    return read.ok ? { ok: true, value: read.sheet } : read
  },
  readCsv: (fileName, text) => {
    const read = readCharacterCsv(fileName, text)
    return { characters: read.sheets, problems: read.problems }
  },
}

/** Capcom Crossovers sheets. */
export function readCharacterFile(fileName: string, text: string): { sheets: CharacterSheet[]; problems: string[] } {
  const read = readCharactersOf(CC_FILE, fileName, text)
  return { sheets: read.characters, problems: read.problems }
}
