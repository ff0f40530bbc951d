// Table Fighter's tournament mode ("Each player drafts their preferred character out of the box"): the characters
// an event seats, found by id, checked as the editor checks them, and listed on the registration sheet.
import { checkTfCharacter, type TfCharacter } from './character'
import { cardLabel } from './rules'
import type { TfStore } from './store'

export function tfRoster(characters: TfStore) {
  return {
    game: 'tf',
    what: 'Table Fighter character',
    find: (id: string): TfCharacter | undefined => characters.find(id),
    problems: (c: TfCharacter): string[] =>
      checkTfCharacter(c)
        .filter((p) => p.level === 'error')
        .map((p) => `${p.field}: ${p.message}`),
    sheet: (c: TfCharacter): string => {
      const card = (name: string) => {
        const found = c.cards.find((x) => x.name === name)!
        return `${cardLabel(found)}, ${found.damage} damage${found.speed === null ? '' : `, speed ${found.speed}`}`
      }
      const top = c.cards.find((x) => x.super)
      return [`${c.name} (${c.id})`, 'Deck', ...c.order.map((name, i) => `${i + 1} ${card(name)}`), 'Super', ...(top ? [card(top.name)] : [])].join('\n')
    },
  }
}
