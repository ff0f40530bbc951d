// Every method of the contract fuzzed field by field from a valid payload (ipc-fields.ts), through the real
// dispatcher: never thrown, never INTERNAL, never past the time limit of a call, and each method's handler reached.
// `npm test` sends each method its valid payload and a few seeded cases; `npm run fuzz` sends every case the
// fields make plus generated ones, and writes the per-method table TESTING.md quotes (FUZZ_IPC_REPORT).
import fs from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  basePayload,
  type Case,
  closeSession,
  CONSUMING,
  type Context,
  describe as show,
  fieldCases,
  METHODS,
  openSession,
  PAYLOADS,
  randomCases,
  reaches,
  schemaOf,
  send,
  type Session,
  spent,
  type Target,
} from './ipc-fields'
import { VALIDATOR_WORDS } from './fuzz-runs'

/** `all`: every field case of every method (npm run fuzz); otherwise this many of them, seeded, per method. */
const ALL = process.env.FUZZ_IPC_FIELDS === 'all'
const SAMPLED = Number(process.env.FUZZ_IPC_FIELD_CASES) || 5
/** Generated cases per method (one to three fields at once). */
const GENERATED = Number(process.env.FUZZ_IPC_GENERATED) || (ALL ? 100 : 2)
/** A call not answered within this fails the test: a hang, not a slow call. */
const LIMIT_MS = Number(process.env.FUZZ_IPC_CALL_MS) || 15_000
/** Where `npm run fuzz` wants the per-method figures (JSON), and the case under way (for a hang that blocks the thread). */
const REPORT = process.env.FUZZ_IPC_REPORT
const TRACE = process.env.FUZZ_IPC_TRACE

/**
 * Defects this fuzz found that are not fixed yet: reported, and counted in the figures, but not failed on. Take an
 * entry out when its fix lands; the run then fails if the defect is back. (Names and labels starting with a NUL,
 * the first it found, are fixed: test/main/ipc/hidden-names.test.ts.)
 */
const KNOWN: { method: RegExp; failure: RegExp; why: string }[] = []
const known = (method: string, failure: string) => KNOWN.find((k) => k.method.test(method) && k.failure.test(failure))

const seedOf = (method: string) => [...method].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)

/** The method's cases in this session: all of them, or the valid payload and a seeded few; then the generated ones. */
function casesFor(method: Target, ctx: Context): Case[] {
  const base = basePayload(method, ctx)
  const cases = fieldCases(method, base)
  const chosen = ALL
    ? cases
    : [cases[0], ...fc.sample(fc.shuffledSubarray(cases.slice(1), { minLength: SAMPLED, maxLength: SAMPLED }), { numRuns: 1, seed: seedOf(method) })[0]]
  return [...chosen, ...randomCases(method, base, GENERATED, seedOf(method))]
}

/** Plausible ids for checking payloads against the schemas without a database. */
const PRETEND: Context = {
  deckId: 1,
  deletedDeckId: 2,
  versionId: 1,
  setId: 'fuzz',
  cardNumber: 'C901',
  imageHash: 'f'.repeat(64),
  packId: 1,
  imageBase64: 'AAAA',
  importId: 1,
  importJobId: 1,
  printJobId: 1,
  backupFile: 'ringside-manual.db',
  ccMine: 'mine',
  ccVersionId: 1,
  teamId: 1,
  ccTableId: 1,
  ccRunId: 1,
  cfsTableId: 1,
  runId: 1,
  tfTableId: 1,
  tfRunId: 1,
  csTableId: 1,
  csRunId: 1,
  ccDuelId: 1,
  ccReplayId: 1,
}

describe('valid payloads for field-by-field IPC fuzzing', () => {
  it('every method has a valid payload, written or derived from its schema, and every written one names a method', () => {
    expect(METHODS.length).toBeGreaterThanOrEqual(125)
    const refused = METHODS.filter((m) => !reaches(m, basePayload(m, PRETEND)))
    expect(refused, 'methods whose valid payload their schema refuses: add them to PAYLOADS in ipc-fields.ts').toEqual([])
    expect(Object.keys(PAYLOADS).filter((m) => !METHODS.includes(m as Target))).toEqual([])
    // A game's side of a shared method is sent as that game's.
    const wrongGame = METHODS.filter((m) => m.includes(':') && (basePayload(m, PRETEND) as { game: string }).game !== m.split(':')[1])
    expect(wrongGame).toEqual([])
  })

  it('every field gets its cases, most of them refused by the schema, some not', () => {
    for (const method of ['getDeck', 'updateDeck', 'playMove:cfs', 'listSets'] as Target[]) {
      const cases = fieldCases(method, basePayload(method, PRETEND))
      expect(cases.length, method).toBeGreaterThan(40)
      const refused = cases.filter((c) => !reaches(method, c.payload)).length
      expect(refused, method).toBeGreaterThan(cases.length / 2)
      expect(refused, method).toBeLessThan(cases.length)
    }
    // Every key of the schema is a field the cases change.
    const keys = Object.keys((schemaOf('updateDeck') as unknown as { shape: Record<string, unknown> }).shape)
    const fields = new Set(fieldCases('updateDeck', basePayload('updateDeck', PRETEND)).map((c) => c.field.split('.')[0]))
    for (const key of keys) expect(fields).toContain(key)
  })
})

describe('what a fuzzed call must do', () => {
  const answering = (dispatch: () => Promise<unknown>) => ({ dispatch }) as unknown as Session
  it('a call not answered within the limit, a throw and an INTERNAL answer are failures; a refusal is not', async () => {
    expect(
      (
        await send(
          answering(() => new Promise(() => {})),
          'listSets',
          undefined,
          50,
        )
      ).failure,
    ).toBe('no answer within 50 ms')
    expect(
      (
        await send(
          answering(async () => Promise.reject(new Error('boom'))),
          'listSets',
          undefined,
          1_000,
        )
      ).failure,
    ).toMatch(/^threw: Error: boom/)
    expect(
      (
        await send(
          answering(async () => ({ ok: false, error: { code: 'INTERNAL', message: 'x' } })),
          'listSets',
          undefined,
          1_000,
        )
      ).failure,
    ).toBe('INTERNAL: x')
    const refused = await send(
      answering(async () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'no deck 9' } })),
      'getDeck',
      { id: 9 },
      1_000,
    )
    expect([refused.reached, refused.failure]).toEqual([true, undefined])
  })
})

interface Figures {
  cases: number
  reached: number
  answered: number
  refusedByHandler: Record<string, number>
  ms: number
  /** Failures that KNOWN lists. */
  known: number
}

describe('IPC payloads fuzzed field by field', () => {
  it(
    'every method: never thrown, never INTERNAL, always answered in time; the handler reached from its valid payload',
    async () => {
      // In the contract's order, whatever order the methods run in.
      const figures: Record<string, Figures> = Object.fromEntries(
        METHODS.map((m) => [m, { cases: 0, reached: 0, answered: 0, refusedByHandler: {}, ms: 0, known: 0 }]),
      )
      const failures: string[] = []
      let session: Session | undefined
      try {
        // `npm test` keeps one session until a restore spends it, so the methods that delete or restore go last;
        // every case run (npm run fuzz) gives each method a session of its own, and a new one after each deletion.
        const last = (m: Target) => Boolean(CONSUMING[m]) || m === 'restoreBackup' || m === 'undoLastImport'
        for (const method of [...METHODS.filter((m) => !last(m)), ...METHODS.filter(last)]) {
          if (session && (ALL || spent(session))) {
            closeSession(session)
            session = undefined
          }
          session ??= await openSession()
          // The same cases again on a new session, whose ids (a backup's name) may differ from the last one's.
          let chosen = casesFor(method, session.ctx)
          const f = figures[method]
          for (let i = 0; i < chosen.length; i++) {
            if (spent(session)) {
              closeSession(session)
              session = await openSession()
              chosen = casesFor(method, session.ctx)
            }
            const c = chosen[i]
            if (TRACE) fs.writeFileSync(TRACE, `${method} ${c.field || '(payload)'}: ${c.what}\n${show(c.payload)}\n`)
            const outcome = await send(session, method, c.payload, LIMIT_MS)
            f.cases++
            f.ms += outcome.ms
            if (outcome.reached) f.reached++
            const answer = outcome.answer
            if (ALL && answer?.ok && CONSUMING[method]?.(c.payload)) session.stale = true
            if (answer?.ok) f.answered++
            else if (answer && outcome.reached) f.refusedByHandler[answer.error.code] = (f.refusedByHandler[answer.error.code] ?? 0) + 1
            if (answer && !answer.ok && answer.error.code === 'INVALID_INPUT' && VALIDATOR_WORDS.test(answer.error.message))
              outcome.failure = `the validator's words: ${answer.error.message}`
            if (outcome.failure && known(method, outcome.failure)) {
              f.known++
              outcome.failure = undefined
            }
            if (outcome.failure) failures.push(`${method} ${c.field || '(payload)'} ${c.what}: ${outcome.failure.slice(0, 600)}\n  payload: ${show(c.payload)}`)
            if (outcome.failure?.startsWith('no answer')) {
              // The hung call may still hold the session: the next case gets a fresh one.
              closeSession(session)
              session = await openSession()
            }
          }
          if (f.reached === 0 || !reaches(method, chosen[0].payload)) failures.push(`${method}: no case reached its handler`)
        }
      } finally {
        if (session) closeSession(session)
        if (REPORT) fs.writeFileSync(REPORT, JSON.stringify(figures, null, 1))
      }
      if (ALL || REPORT) console.log(table(figures))
      const seen = KNOWN.filter((k) => Object.entries(figures).some(([m, f]) => f.known && k.method.test(m)))
      if (seen.length)
        console.warn(`known defects met again (KNOWN in ${import.meta.url.split('/').pop()}):\n${seen.map((k) => `  ${k.method.source}: ${k.why}`).join('\n')}`)
      expect(failures).toEqual([])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.values(figures).every((f) => f.cases > 0)).toBe(true)
    },
    (ALL ? 4 * 3600 : 240) * 1000,
  )
})

/** The figures as TESTING.md lists them. */
function table(figures: Record<string, Figures>): string {
  const n = (x: number) => x.toLocaleString('en-GB')
  const rows = Object.entries(figures).map(([m, f]) => {
    const refused =
      Object.entries(f.refusedByHandler)
        .map(([code, count]) => `${code} ${n(count)}`)
        .join(', ') || '—'
    return `| \`${m}\` | ${n(f.cases)} | ${n(f.reached)} | ${n(f.answered)} | ${refused}${f.known ? ` (${n(f.known)} known)` : ''} |`
  })
  const total = Object.values(figures).reduce(
    (t, f) => ({ cases: t.cases + f.cases, reached: t.reached + f.reached, answered: t.answered + f.answered, ms: t.ms + f.ms }),
    { cases: 0, reached: 0, answered: 0, ms: 0 },
  )
  const reachedAll = Object.values(figures).filter((f) => f.reached > 0).length
  return [
    `${n(total.cases)} cases on ${Object.keys(figures).length} methods, ${n(total.reached)} reached a handler (${reachedAll} methods), ${n(total.answered)} answered with a value; ${(total.ms / 1000).toFixed(1)} s in calls`,
    '| method | cases | reached the handler | answered | refused by the handler |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}
