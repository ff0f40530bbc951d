// Schema problems in the words of the rule a player broke ("at most 20 entries", "missing", "unknown field
// "colour""), not the validator's ("Too big: expected array to have <=20 items"), and a game's record (a
// character, a sheet) read through its schema with every such problem named.
import type { z } from 'zod'

export interface PlainIssue {
  /** The field's path (`main.3.count`), or '' for the whole record. */
  path: string
  message: string
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
}

const UNITS: Record<string, [string, string]> = { string: ['character', 'characters'], array: ['entry', 'entries'], set: ['entry', 'entries'] }

function bound(issue: { origin?: string; maximum?: unknown; minimum?: unknown }, value: unknown, word: string): string {
  const unit = UNITS[issue.origin ?? '']
  const n = Number(value)
  return `${word} ${n.toLocaleString('en')}${unit ? ` ${n === 1 ? unit[0] : unit[1]}` : ''}`
}

/** Whether the parsed value has something at this path (own properties only). */
function present(input: unknown, path: PropertyKey[]): boolean {
  let at = input
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return false
    at = (at as Record<PropertyKey, unknown>)[key]
  }
  return at !== undefined
}

/** Every issue of a failed parse of `input`, in plain words; unknown fields each get their own. */
export function plainIssues(error: z.ZodError, input: unknown): PlainIssue[] {
  return error.issues.flatMap((issue): PlainIssue[] => {
    const path = issue.path.map(String).join('.')
    const at = (key: string) => (path ? `${path}.${key}` : key)
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ path: at(key), message: `unknown field "${key.slice(0, 40)}"` }))
      case 'invalid_type':
        return [{ path, message: present(input, issue.path) ? `must be ${KINDS[issue.expected] ?? issue.expected}` : 'missing' }]
      case 'too_big':
        return [{ path, message: bound(issue, issue.maximum, 'at most') }]
      case 'too_small':
        return [{ path, message: issue.origin === 'string' && Number(issue.minimum) === 1 ? 'empty' : bound(issue, issue.minimum, 'at least') }]
      case 'invalid_union': {
        const discriminator = (issue as { discriminator?: string }).discriminator
        // The field that tells the kinds apart: zod's path may already end with it.
        const field = discriminator && issue.path.at(-1) !== discriminator ? at(discriminator) : path
        return [{ path: field, message: discriminator ? 'is none of the kinds this takes' : 'is none of the forms this takes' }]
      }
      case 'invalid_value':
        return [{ path, message: `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}` }]
      default:
        // Custom checks and formats carry their own words.
        return [{ path, message: issue.message }]
    }
  })
}

/** Past this many, a record's problems stop: a file of garbage says enough by then. */
const MAX_PROBLEMS = 100

/**
 * A game's record from parsed JSON through its schema, or every problem with it as `rook.json: specials.K.value:
 * must be a number` plus the game's `hint` for the player who wrote that field; `what` names the record (`a Card
 * Shot! character`) and `example` shows one. Never throws: parsed JSON never makes it, but a value whose getters
 * or proxy traps throw is named as unreadable.
 */
export function readRecord<S extends z.ZodType>(
  schema: S,
  json: unknown,
  source: string,
  what: { name: string; example: string },
  hint: (path: string, message: string) => string,
): { ok: true; value: z.output<S> } | { ok: false; problems: string[] } {
  try {
    const parsed = schema.safeParse(json)
    if (parsed.success) return { ok: true, value: parsed.data }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return { ok: false, problems: [`${source}: ${what.name} is an object: ${what.example}`] }
    }
    const problems = plainIssues(parsed.error, json).map(({ path, message }) => `${path ? `${path}: ` : ''}${message}${hint(path, message)}`)
    return { ok: false, problems: capped(problems).map((problem) => `${source}: ${problem}`) }
  } catch {
    return { ok: false, problems: [`${source}: could not be read as ${what.name}`] }
  }
}

function capped(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems
  return [...problems.slice(0, MAX_PROBLEMS), `stopped after ${MAX_PROBLEMS} problems`]
}
