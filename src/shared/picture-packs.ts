// A picture pack's matches, before and after it is applied: the command's JSON and the app's dialog show them.

export interface PackMatch {
  file: string
  set: string
  number: string
  name: string
  by: 'number' | 'octgn' | 'name'
  /** The card has a picture already, which this one replaces. */
  replacing: boolean
}

export interface PackPreview {
  matched: PackMatch[]
  unmatched: string[]
  /** Files that could be more than one card, or that name a card another file names too. */
  ambiguous: { file: string; cards: string[] }[]
}

/**
 * What a pack's pictures become: each a picture of the whole card (replacing its face), or art drawn inside the
 * face's frame.
 */
export type PackUse = 'picture' | 'art'

export interface PackApplied {
  attached: PackMatch[]
  /** Matched files that are no picture (or too large a one to decode), by name and why. */
  refused: { file: string; reason: string }[]
}

/** A pack read and matched in the app, waiting for the player's word. */
export interface PackShown {
  packId: number
  /** The pack's file name. */
  name: string
  use: PackUse
  pictures: number
  preview: PackPreview
}
