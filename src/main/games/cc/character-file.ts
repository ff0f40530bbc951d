// What a Capcom Crossovers player brings to the table (docs/games.md): one character sheet for a 1-on-1 game, or a tag
// team of two. A team file names its two characters by the id of a known sheet or holds the sheet itself:
//   { "name": "Cajun and Shoto", "team": ["gambit", { "id": "ken", "name": "Ken", … }] }
import { z } from 'zod'
import { plainIssues } from '../../../shared/plain-issue'
import { checkSheet, checkTeam, readSheet, type CharacterSheet, type SheetProblem } from './sheet'

/** One character, or the two of a tag team, with the name the player gave the team. */
export interface Fighters {
  name: string
  sheets: readonly CharacterSheet[]
}

export type FightersRead = { ok: true; fighters: Fighters } | { ok: false; problems: string[] }

const teamSchema = z.strictObject({
  name: z.string().max(100).optional(),
  team: z.array(z.unknown()).length(2),
})

/** A sheet or a team from parsed JSON; `known` finds a sheet by id. Every problem is named by its field. */
export function readFighters(json: unknown, source: string, known: (id: string) => CharacterSheet | undefined): FightersRead {
  if (typeof json !== 'object' || json === null || !Object.hasOwn(json, 'team')) {
    const read = readSheet(json, source)
    return read.ok ? { ok: true, fighters: { name: read.sheet.name, sheets: [read.sheet] } } : read
  }
  const team = teamSchema.safeParse(json)
  if (!team.success) {
    return { ok: false, problems: plainIssues(team.error, json).map(({ path, message }) => `${source}: ${path ? `${path}: ` : ''}${message}`) }
  }
  const sheets: CharacterSheet[] = []
  const problems: string[] = []
  team.data.team.forEach((member, i) => {
    if (typeof member === 'string') {
      const sheet = known(member)
      if (sheet) sheets.push(sheet)
      else problems.push(`${source}: team.${i}: no character "${member}"`)
      return
    }
    const read = readSheet(member, `${source}: team.${i}`)
    if (read.ok) sheets.push(read.sheet)
    else problems.push(...read.problems)
  })
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, fighters: { name: team.data.name ?? sheets.map((s) => s.name).join(' & '), sheets } }
}

/** Every problem of the sheet, or of the team with each member's fields after its id. */
export function fightersProblems(fighters: Fighters): SheetProblem[] {
  const [a, b] = fighters.sheets
  return b === undefined ? checkSheet(a) : checkTeam(a, b)
}
