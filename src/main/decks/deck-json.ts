// The deck JSON format: what `exportDeck` writes and `importDeck` reads back.
import { z } from 'zod'
import type { Deck } from '../../shared/deck'
import { plainIssues } from '../../shared/plain-issue'
import { readJsonText } from '../core/json-text'

const entry = z.strictObject({
  set: z.string().min(1).max(40),
  number: z.string().min(1).max(12),
  count: z.number().int().min(1).max(999),
  name: z.string().max(200).optional(),
})

export const deckJsonSchema = z.strictObject({
  ringside: z.literal('deck'),
  version: z.literal(1),
  name: z.string().max(200).nullable(),
  format: z.string().min(1).max(40).nullable(),
  sets: z.array(z.string().min(1).max(40)).min(1).max(20),
  main: z.array(entry).max(1000),
  strikers: z.array(entry).max(1000).default([]),
})

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
  const d = parsed.data
  const strip = (entries: DeckJson['main']) => entries.map(({ set, number, count }) => ({ set, number, count }))
  return { ok: true, deck: { name: d.name, format: d.format, sets: d.sets, main: strip(d.main), strikers: strip(d.strikers) } }
}
