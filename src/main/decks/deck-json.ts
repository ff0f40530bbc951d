// The deck JSON format: what `exportDeck` writes and `importDeck` reads back.
import { z } from 'zod'
import { deckLimitProblem, MAX_COPIES, MAX_DECK_NAME_LENGTH, MAX_FOLDER_LENGTH, MAX_NOTES_LENGTH, MAX_ZONE_ENTRIES, type Deck } from '../../shared/deck'
import { plainIssues } from '../../shared/plain-issue'
import { readJsonText } from '../core/json-text'

const entry = z.strictObject({
  set: z.string().min(1).max(40),
  number: z.string().min(1).max(12),
  count: z.number().int().min(1).max(MAX_COPIES),
  name: z.string().max(200).optional(),
})
const zone = z.array(entry).max(MAX_ZONE_ENTRIES)

const deckFields = {
  ringside: z.literal('deck'),
  version: z.literal(1),
  name: z.string().max(MAX_DECK_NAME_LENGTH).nullable(),
  format: z.string().min(1).max(40).nullable(),
  sets: z.array(z.string().min(1).max(40)).min(1).max(20),
  main: zone,
  strikers: zone.default([]),
  considering: zone.optional(),
  notes: z.string().max(MAX_NOTES_LENGTH).optional(),
}

/** The deck's size, over all its zones: refused at the entry that takes it past the limit. */
function withinLimits(deck: Pick<Deck, 'main' | 'strikers' | 'considering'>, ctx: z.RefinementCtx): void {
  const problem = deckLimitProblem(deck)
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
}

export const deckJsonSchema = z.strictObject(deckFields).superRefine(withinLimits)

export type DeckJson = z.infer<typeof deckJsonSchema>

export function writeDeckJson(deck: Deck, nameOf: (set: string, number: string) => string | undefined): string {
  const withNames = (entries: Deck['main']) =>
    entries.map((e) => ({ set: e.set, number: e.number, count: e.count, ...(nameOf(e.set, e.number) ? { name: nameOf(e.set, e.number) } : {}) }))
  const json: DeckJson = {
    ringside: 'deck',
    version: 1,
    name: deck.name,
    format: deck.format,
    sets: deck.sets,
    main: withNames(deck.main),
    strikers: withNames(deck.strikers),
    ...(deck.considering?.length ? { considering: withNames(deck.considering) } : {}),
    ...(deck.notes ? { notes: deck.notes } : {}),
  }
  return JSON.stringify(json, null, 2) + '\n'
}

/** Reads deck JSON; the error names the field (`main.3.count: …`) or, for text that is no JSON, where it breaks. */
export function readDeckJson(text: string): { ok: true; deck: Deck } | { ok: false; line: number; message: string } {
  const read = readJsonText(text)
  if (!read.ok) return read
  if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
    return { ok: false, line: 0, message: 'a deck JSON file is an object: {"ringside": "deck", "version": 1, "main": […], …}' }
  }
  const parsed = deckJsonSchema.safeParse(read.value)
  if (!parsed.success) {
    const issue = plainIssues(parsed.error, read.value)[0]
    return { ok: false, line: 0, message: `${issue.path || '(top level)'}: ${issue.message}` }
  }
  return { ok: true, deck: fromJson(parsed.data) }
}

/** The deck a deck JSON object describes (card names there are informational: numbers decide). */
function fromJson(d: DeckJson): Deck {
  const strip = (entries: DeckJson['main']) => entries.map(({ set, number, count }) => ({ set, number, count }))
  return {
    name: d.name,
    format: d.format,
    sets: d.sets,
    main: strip(d.main),
    strikers: strip(d.strikers),
    ...(d.considering?.length ? { considering: strip(d.considering) } : {}),
    ...(d.notes ? { notes: d.notes } : {}),
  }
}

/** A whole library in one file: each deck as its own deck JSON, with its tags and folder. */
const libraryJsonSchema = z.strictObject({
  ringside: z.literal('decks'),
  version: z.literal(1),
  decks: z
    .array(
      z
        .strictObject({ ...deckFields, tags: z.array(z.string().min(1).max(40)).max(50).default([]), folder: z.string().max(MAX_FOLDER_LENGTH).default('') })
        .superRefine(withinLimits),
    )
    .max(10_000),
})

export type LibraryDeck = { deck: Deck; tags: string[]; folder: string }

export function writeLibraryJson(decks: LibraryDeck[], nameOf: (set: string, number: string) => string | undefined): string {
  const json = {
    ringside: 'decks',
    version: 1,
    decks: decks.map(({ deck, tags, folder }) => ({ ...(JSON.parse(writeDeckJson(deck, nameOf)) as DeckJson), tags, ...(folder ? { folder } : {}) })),
  }
  return JSON.stringify(json, null, 2) + '\n'
}

/** Whether a file's text is a library file rather than one deck: it says so in its first field. */
export const isLibraryJson = (text: string): boolean => /^\uFEFF?\s*\{\s*"ringside"\s*:\s*"decks"/.test(text)

/** Reads a library file; the error names the field (`decks.2.main.0.count: …`). */
export function readLibraryJson(text: string): { ok: true; decks: LibraryDeck[] } | { ok: false; line: number; message: string } {
  const read = readJsonText(text)
  if (!read.ok) return read
  const parsed = libraryJsonSchema.safeParse(read.value)
  if (!parsed.success) {
    const issue = plainIssues(parsed.error, read.value)[0]
    return { ok: false, line: 0, message: `${issue.path || '(top level)'}: ${issue.message}` }
  }
  return { ok: true, decks: parsed.data.decks.map((d) => ({ deck: fromJson(d), tags: d.tags, folder: d.folder })) }
}
