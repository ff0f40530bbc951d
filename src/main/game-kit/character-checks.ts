// The checks every game makes of a character's id and name, whatever its player builds (a sheet, a fighter, a
// shooter): an id that files and the command can name it by, and a name of plain visible text. Each game gives its
// own problem code and the example its fixes name.
import { hiddenIn } from '../../shared/plain-line'
import { isSlug, slugOf } from '../core/text'

/** A problem of a character's id or name, in the game's own code. */
export interface IdNameProblem<Code extends string> {
  code: Code
  level: 'error'
  message: string
  field: 'id' | 'name'
  fix: string
}

/** The id: lower-case words joined by -, at most 40 characters; the fix suggests one from the id or the name. */
export function idProblems<Code extends string>(code: Code, character: { id: unknown; name: unknown }, exampleId: string): IdNameProblem<Code>[] {
  if (isSlug(character.id)) return []
  const shown = typeof character.id === 'string' ? `"${character.id.slice(0, 40)}"` : 'missing'
  const suggestion = slugOf(character.id) || slugOf(character.name)
  const message = `the id is ${shown}; an id is lower-case letters and digits, words joined by -, at most 40 characters`
  const fix = suggestion === '' ? `set the id to the character's name, e.g. "${exampleId}"` : `set the id to "${suggestion}"`
  return [{ code, level: 'error', message, field: 'id', fix }]
}

/** The name: there, and plain visible text (no hidden or control characters). */
export function nameProblems<Code extends string>(code: Code, character: { name: unknown }, exampleName: string): IdNameProblem<Code>[] {
  const hidden = typeof character.name === 'string' ? hiddenIn(character.name) : null
  if (hidden)
    return [{ code, level: 'error', message: `the name holds a hidden character (${hidden})`, field: 'name', fix: 'remove it: names are plain visible text' }]
  if (typeof character.name === 'string' && character.name.trim() !== '') return []
  return [{ code, level: 'error', message: 'the character has no name', field: 'name', fix: `write the character's name, e.g. "${exampleName}"` }]
}
