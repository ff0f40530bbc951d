// The number fields of a game's character form (Table Fighter, Card Shot!), read as typed. A field that holds no
// number the contract can carry is the field's own problem; it is sent as its last good number (kept per field in
// `good`), so the rest of the character is still checked while the player fixes it. Every game rule is main's.

/** A field the form cannot read: every game's problem codes include it. */
export interface Unreadable {
  code: 'CHARACTER_FIELD'
  level: 'error'
  field: string
  message: string
  fix: string
}

/**
 * Reads number fields into `local` and `good`: `past` is the contract's bound on a figure, `upTo` the most a card
 * means, for the fix.
 */
export function numberReader(good: Map<string, number>, local: Unreadable[], bounds: { past: number; upTo: number }) {
  return (raw: string, field: string, slot: string, label: string, fallback: number): number => {
    const text = raw.trim()
    const value = /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
    const problem = (message: string, fix: string) => local.push({ code: 'CHARACTER_FIELD', level: 'error', field, message, fix })
    if (text === '') problem(`${label} is empty`, `write ${label} as a whole number`)
    else if (Number.isNaN(value)) problem(`${label} is "${text.slice(0, 20)}", not a number`, `write ${label} as a whole number, like 2`)
    else if (Math.abs(value) > bounds.past) problem(`${label} is ${text.slice(0, 20)}, past any card`, `write ${label} as a whole number up to ${bounds.upTo}`)
    else {
      good.set(slot, value)
      return value
    }
    return good.get(slot) ?? fallback
  }
}
