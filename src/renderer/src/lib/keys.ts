export function cardKey(card: { set: string; number: string }): string {
  return `${card.set}/${card.number}`
}
