// A change to a card's picture or art: the card as main answers it goes to `changed`; a refusal is said in `fail`.
import type { Card } from '../../../shared/card'

export async function changeCard(action: () => Promise<Card | null>, changed: (card: Card) => void, fail: (message: string) => void): Promise<void> {
  fail('')
  try {
    const updated = await action()
    if (updated) changed(updated)
  } catch (err) {
    fail((err as Error).message)
  }
}
