// The characters of the games played with a sheet, as the page and the command see them, and the fields every
// game's character file starts with.
import { z } from 'zod'

/** A character's id, name and example flag, as every game's schema starts: the id at most 40 characters. */
export function characterHead(nameLimit: number) {
  return { id: z.string().max(40), name: z.string().max(nameLimit), example: z.boolean().default(false) }
}

/** A character in a list: enough to find it and tell it apart. */
export interface CharacterEntry {
  id: string
  name: string
  game: string
  /** Shipped with Ringside as an example: listed and played, never changed. */
  example: boolean
  hp: number
  strength: number
  speed: number
  endurance: number
  combo: number
  /** The moves' names, in the sheet's order. */
  moves: string[]
}

/** A problem with a sheet: `field` as the form names it (`strength`, `moves.2.type`), and the fix. */
export interface CharacterProblem {
  code: string
  /** An error keeps the sheet from being saved or played; a warning says what it cannot do. */
  level: 'error' | 'warning'
  field: string
  message: string
  fix: string
}

/** A save: the sheet saved (null when refused) and every problem found. */
export interface CharacterSave {
  saved: CharacterEntry | null
  problems: CharacterProblem[]
}

/** A character file read for import: what each sheet would do, and every problem (nothing is saved with one). */
export interface CharacterImport {
  fileName: string
  sheets: { id: string; name: string; status: 'new' | 'replaces' | 'unchanged' }[]
  problems: string[]
}

/** A labelled snapshot of a character's sheet. */
export interface CharacterVersion {
  id: number
  characterId: string
  label: string
  createdAt: string
}

/** One difference between two versions of a sheet: a stat, the ability, a move added, removed or changed. */
export interface SheetChange {
  /** "Strength", "special ability", "move Cajun Slash". */
  what: string
  /** What it was and what it is, as the player reads them; null where there was or is none. */
  from: string | null
  to: string | null
}

/** A tag team: two characters by id, with every problem of the pair (the sheets' own and the team's). */
export interface Team {
  id: number
  name: string
  members: [string, string]
  /** The members' names, or their ids when a member is gone. */
  names: [string, string]
  legal: boolean
  problems: CharacterProblem[]
}
