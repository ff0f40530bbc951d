// The combo rules' score of cards as the games write them ("4S", "QH"), for a character sheet: what the engine, the
// moves it lists and the policies ask all the time, so the sheet's combat stats are read once a sheet.
import { scoreCombo, type Character, type ComboResult } from '../combo'
import { card } from '../clean-up'
import { combatOf, type CharacterSheet } from '../sheet'

const characters = new WeakMap<CharacterSheet, Character>()

/** The sheet's combat stats as the combo rules read them. */
export function characterOf(sheet: CharacterSheet): Character {
  let character = characters.get(sheet)
  if (!character) characters.set(sheet, (character = combatOf(sheet)))
  return character
}

/** `scoreCombo` of cards written as the games write them. */
export function scoreOf(sheet: CharacterSheet, cards: readonly string[], named: Readonly<Record<number, string>>, counter: boolean): ComboResult {
  return scoreCombo(characterOf(sheet), cards.map(card), { moves: named, counter })
}
