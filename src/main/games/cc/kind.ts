// Capcom Crossovers' character model: how its sheets are read from files and CSV rows, written to CSV, checked, and
// which are the shipped examples. The store keeps sheets by it; the game's module names it as its model.
import { EXAMPLES } from './examples'
import { checkSheet, type CharacterSheet } from './sheet'
import { writeCharacterCsv } from './csv'
import { CC_FILE } from './sheet-file'
import type { StoredKind } from '../../game-kit/character-import'

/** Capcom Crossovers' character model as the store keeps it: its file reader and CSV, checks and examples. */
export const CC_KIND: StoredKind<CharacterSheet> = {
  ...CC_FILE,
  noun: 'sheet',
  named: (id) => `character "${id}"`,
  writeCsv: writeCharacterCsv,
  check: checkSheet,
  isExample: (id) => EXAMPLES.some((s) => s.id === id),
}
