// A number shown on a table card: its BP, SP, damage, how many cards a pile holds.
export interface Badge {
  /** What the badge shows, short: "1200", "+300", "×12". */
  text: string
  /** What it means, read out before the text: "BP", "damage taken", "cards". */
  label?: string
  /** The colour it is drawn in. */
  tone?: 'plain' | 'good' | 'bad' | 'info'
  place?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'
  testid?: string
}
