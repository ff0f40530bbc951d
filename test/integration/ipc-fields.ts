// Field-by-field fuzzing of the IPC contract: a valid payload for every method (derived from its zod schema, or
// from PAYLOADS below where a real deck, character, table, job or backup takes the handler further), then one
// field at a time dropped, of the wrong type, at and past its bounds, huge, in odd Unicode, negative or NaN, with
// extra and prototype keys; each case sent through the real dispatcher on real Services, with a desktop that
// never opens a dialog and saves only into the session's temporary folder.
// Used by fuzz-ipc-fields.test.ts (a few seeded cases per method) and, through it, `npm run fuzz` (all of them).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { zipSync } from 'fflate'
import fc from 'fast-check'
import { Jimp } from 'jimp'
import { createDispatch, type Desktop, type Dispatch } from '../../src/main/ipc/dispatch'
import { Services } from '../../src/main/services'
import { GAMBIT } from '../../src/main/games/cc/examples'
import { ROOK } from '../../src/main/games/cs/examples'
import { KEN } from '../../src/main/games/tf/examples'
import { API, type ApiMethod, type ApiResult, type GameId } from '../../src/shared/contract'

// ---------------------------------------------------------------------------------------------------------------
// The schemas, read through zod 4's definitions

type Schema = { _zod: { def: Def }; safeParse(v: unknown): { success: boolean } }
type Def = { type: string; [key: string]: any }
const defOf = (s: Schema): Def => s._zod.def

/**
 * What is fuzzed: a method, or one game's side of a method every game shares (`playMove:tf`), whose input is told
 * apart by its `game`: each game's side gets its own valid payload and cases.
 */
export type Target = ApiMethod | `${ApiMethod}:${GameId}`

const inputOf = (method: ApiMethod): Schema => (API[method] as unknown as { input: Schema }).input
/** The games a method's input is told apart by (`game`), none for a method of one domain. */
const gamesOf = (method: ApiMethod): string[] => {
  const d = defOf(inputOf(method))
  return d.type === 'union' && d.discriminator === 'game' ? (d.options as Schema[]).map((o) => defOf(defOf(o).shape.game).values[0]) : []
}

export const METHODS: Target[] = (Object.keys(API) as ApiMethod[]).flatMap((m) => {
  const games = gamesOf(m)
  return games.length ? games.map((g) => `${m}:${g}` as Target) : [m]
})
export const methodOf = (target: Target): ApiMethod => target.split(':')[0] as ApiMethod
/** The target's schema: one game's side of a shared method, or the method's. */
export const schemaOf = (target: Target): Schema => {
  const [method, game] = target.split(':') as [ApiMethod, string | undefined]
  const input = inputOf(method)
  return game === undefined ? input : (defOf(input).options as Schema[]).find((o) => defOf(defOf(o).shape.game).values[0] === game)!
}
/** The payload gets past the method's schema, as the dispatcher checks it. */
export const reaches = (target: Target, payload: unknown): boolean => inputOf(methodOf(target)).safeParse(payload).success

/** A string's or array's length bounds, a number's range, a string's pattern or format, from the schema's checks. */
interface Bounds {
  minLen: number
  maxLen: number
  min: number
  max: number
  int: boolean
  pattern?: RegExp
  format?: string
}

function boundsOf(s: Schema): Bounds {
  const d = defOf(s)
  const b: Bounds = { minLen: 0, maxLen: Infinity, min: -Infinity, max: Infinity, int: false }
  if (d.format) b.format = d.format
  if (d.pattern instanceof RegExp) b.pattern = d.pattern
  for (const check of (d.checks ?? []) as Schema[]) {
    const c = defOf(check) as unknown as Record<string, any>
    if (c.check === 'min_length') b.minLen = Math.max(b.minLen, c.minimum)
    else if (c.check === 'max_length') b.maxLen = Math.min(b.maxLen, c.maximum)
    else if (c.check === 'length_equals') b.minLen = b.maxLen = c.length
    else if (c.check === 'greater_than') b.min = Math.max(b.min, c.inclusive ? c.value : c.value + (b.int ? 1 : Number.EPSILON))
    else if (c.check === 'less_than') b.max = Math.min(b.max, c.inclusive ? c.value : c.value - (b.int ? 1 : Number.EPSILON))
    else if (c.check === 'number_format') {
      b.int = true
      b.min = Math.max(b.min, Number.MIN_SAFE_INTEGER)
      b.max = Math.min(b.max, Number.MAX_SAFE_INTEGER)
    } else if (c.check === 'string_format') {
      b.format = c.format
      if (c.pattern instanceof RegExp) b.pattern = c.pattern
    }
  }
  // `.positive()` on an int: greater than 0 read before the int check was seen.
  if (b.int && !Number.isInteger(b.min) && Number.isFinite(b.min)) b.min = Math.ceil(b.min)
  return b
}

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(s: Schema): Schema {
  let d = defOf(s)
  while (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(d.type) || d.type === 'pipe') {
    s = d.type === 'pipe' ? d.in : d.innerType
    d = defOf(s)
  }
  return s
}

/** Strings a pattern or format may accept, tried in order when a string field has one. */
const PATTERNED = ['x', 'AAAA', '4S', 'QH', '10C', 'f'.repeat(64), 'fuzz.db', 'a', '1', 'C001']

/** A valid value of the schema, or an error naming the field it could not make (a method for PAYLOADS). */
export function derive(s: Schema, at = ''): unknown {
  const d = defOf(s)
  switch (d.type) {
    case 'undefined':
    case 'void':
    case 'optional':
      // An optional field is given, so that it is fuzzed too (dropping it is one of the cases).
      return d.type === 'optional' ? derive(d.innerType, at) : undefined
    case 'null':
      return null
    case 'boolean':
      return true
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return derive(d.innerType, at)
    case 'pipe':
      return derive(d.in, at)
    case 'lazy':
      return derive(d.getter(), at)
    case 'literal':
      return d.values[0]
    case 'enum':
      return Object.values(d.entries)[0]
    case 'string': {
      const b = boundsOf(s)
      const candidates = [...PATTERNED, 'x'.repeat(Math.max(1, b.minLen))]
      const found = candidates.find((c) => s.safeParse(c).success)
      if (found === undefined) throw new Error(`cannot derive a string for ${at || '(payload)'}`)
      return found
    }
    case 'number': {
      const b = boundsOf(s)
      const value = Math.max(b.min, Math.min(b.max, 1))
      return b.int ? Math.ceil(value) : value
    }
    case 'object':
      return Object.fromEntries(Object.entries(d.shape as Record<string, Schema>).map(([k, v]) => [k, derive(v, at ? `${at}.${k}` : k)]))
    case 'array': {
      const { minLen } = boundsOf(s)
      return Array.from({ length: Math.max(1, minLen) }, () => derive(d.element, `${at}.0`))
    }
    case 'tuple':
      return (d.items as Schema[]).map((item, i) => derive(item, `${at}.${i}`))
    case 'record':
      return {}
    case 'union': {
      for (const option of d.options as Schema[]) {
        try {
          const value = derive(option, at)
          if (option.safeParse(value).success) return value
        } catch {
          // the next option
        }
      }
      throw new Error(`cannot derive any option of ${at || '(payload)'}`)
    }
  }
  throw new Error(`cannot derive a ${d.type} for ${at || '(payload)'}`)
}

// ---------------------------------------------------------------------------------------------------------------
// A session: Services on a temporary database, a desktop that never opens a dialog, and things to point at

/** Saves go into the session's folder; opens answer a file written there; restart only says so. */
export interface FuzzDesktop extends Desktop {
  dir: string
  restarted: boolean
  opened: string[]
  clipboard: number
}

/** Ids of real things, so that valid payloads reach past "not found". */
export interface Context {
  deckId: number
  /** A deck in the bin, for restoreDeck. */
  deletedDeckId: number
  versionId: number
  setId: string
  cardNumber: string
  imageHash: string
  /** A picture pack shown, waiting to be applied. */
  packId: number
  imageBase64: string
  importId: number
  importJobId: number
  printJobId: number
  backupFile: string
  ccMine: string
  ccVersionId: number
  teamId: number
  ccTableId: number
  ccRunId: number
  cfsTableId: number
  runId: number
  tfTableId: number
  tfRunId: number
  csTableId: number
  csRunId: number
  ccDuelId: number
  ccReplayId: number
}

export interface Session {
  dir: string
  services: Services
  dispatch: Dispatch
  desktop: FuzzDesktop
  ctx: Context
  /** A call changed what the next case would find (a set made, a deck deleted): the next case gets a new session. */
  stale: boolean
}

const renames = (payload: unknown) => {
  const p = payload as { character?: { id?: unknown }; replacing?: unknown }
  return p.replacing !== null && p.character?.id !== p.replacing
}
/**
 * Methods whose answer with a value may change what the same payload finds next time (a set made, a deck deleted,
 * a character renamed): such an answer ends the session when the payload says it did. A restore ends it anyway.
 */
export const CONSUMING: Partial<Record<Target, (payload: unknown) => boolean>> = {
  createSet: () => true,
  copySet: () => true,
  deleteSet: () => true,
  deleteCard: () => true,
  deleteDeck: () => true,
  restoreDeck: () => true,
  'deleteCharacter:cc': () => true,
  deleteTeam: () => true,
  'deleteCharacter:tf': () => true,
  'deleteCharacter:cs': () => true,
  'saveCharacter:cc': renames,
  'saveCharacter:tf': renames,
  'saveCharacter:cs': renames,
}

const CARDS_CSV = 'number,name,kind,bp,sp\nC902,Fuzz Two,capcom,500,1\nS903,Fuzz Three,snk,600,2\n'

let picture: Promise<Buffer> | undefined
const smallPicture = () => (picture ??= new Jimp({ width: 40, height: 56, color: 0x3366ccff }).getBuffer('image/png'))

function fuzzDesktop(dir: string, png: Buffer): FuzzDesktop {
  const saves = path.join(dir, 'saved')
  fs.mkdirSync(saves, { recursive: true })
  const opens: Record<string, [string, string | Buffer]> = {
    deck: ['open.deck.txt', 'Main\n3 C001 Ryu\n2 C002\n'],
    cards: ['open.csv', CARDS_CSV],
    character: ['open.json', JSON.stringify({ ...GAMBIT, id: 'opened' })],
    image: ['open.png', png],
    pack: ['open.zip', Buffer.from(zipSync({ 'C901.png': new Uint8Array(png) }))],
    collection: ['open.csv', 'set,number,owned\ncfs-base,C001,2\n'],
    record: ['open.record.txt', fs.readFileSync(path.join(__dirname, '../../examples/records/rule-book-single-attack.record.txt'), 'utf8')],
    format: ['open.format.json', fs.readFileSync(path.join(__dirname, '../../examples/formats/club-night.format.json'), 'utf8')],
  }
  const desktop: FuzzDesktop = {
    dir,
    restarted: false,
    opened: [],
    clipboard: 0,
    chooseFileToOpen: async (kind) => {
      const [name, content] = opens[kind]
      const file = path.join(dir, 'open', kind, name)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, content)
      return file
    },
    // Only the default name's last part, in the session's folder: a payload cannot steer a save elsewhere.
    chooseWhereToSave: async (defaultName) =>
      path.join(
        saves,
        path
          .basename(defaultName)
          .replace(/[\0/\\]/g, '_')
          .slice(0, 120) || 'unnamed',
      ),
    openFile: (file) => void desktop.opened.push(file),
    showInFolder: (file) => void desktop.opened.push(file),
    writeClipboard: () => void desktop.clipboard++,
    writeClipboardImage: () => void desktop.clipboard++,
    restart: () => void (desktop.restarted = true),
    recentDecksChanged: () => {},
  }
  return desktop
}

/** A call that must be answered with a value: the session's setup. */
async function must(dispatch: Dispatch, method: ApiMethod, payload: unknown): Promise<any> {
  const answer = await dispatch(method, payload)
  if (!answer.ok) throw new Error(`fuzz setup: ${method} answered ${answer.error.code}: ${answer.error.message}`)
  return answer.value
}

async function finished(dispatch: Dispatch, method: 'importProgress' | 'printProgress', jobId: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const p = await must(dispatch, method, { jobId })
    if (p.finished) return
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`fuzz setup: ${method} ${jobId} did not finish`)
}

/** A fresh database with a deck, a set with a pictured card, a finished import and print, a backup, characters, games, tables and runs. */
export async function openSession(): Promise<Session> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-ipc-fuzz-'))
  const png = await smallPicture()
  const services = new Services(path.join(dir, 'ringside.db'))
  const desktop = fuzzDesktop(dir, png)
  const dispatch = createDispatch(services, desktop)
  try {
    return { dir, services, dispatch, desktop, ctx: await setUp(dispatch), stale: false }
  } catch (err) {
    closeSession({ dir, services } as Session)
    throw err
  }
}

async function setUp(d: Dispatch): Promise<Context> {
  const deck = await must(d, 'createDeck', { name: 'Fuzz deck', format: 'cfs-classic' })
  const main = ['C001', 'C002', 'C003', 'C004', 'C005', 'C006', 'C007', 'C008', 'C009', 'C010'].map((number) => ({ set: 'cfs-base', number, count: 3 }))
  await must(d, 'updateDeck', { id: deck.id, changes: { main, tags: ['fuzz'], folder: 'Fuzz' } })
  const version = await must(d, 'snapshotDeck', { id: deck.id, label: 'v1' })
  const binned = await must(d, 'createDeck', { name: 'Binned deck' })
  await must(d, 'deleteDeck', { id: binned.id })
  await must(d, 'createSet', { id: 'fuzz', name: 'Fuzz set' })
  const saved = await must(d, 'saveCard', { card: cardInputOf('C901'), replacing: null })
  if (!saved.ok) throw new Error(`fuzz setup: saveCard: ${JSON.stringify(saved.problems)}`)
  const imageBase64 = (await smallPicture()).toString('base64')
  const pictured = await must(d, 'attachImage', { set: 'fuzz', number: 'C901', fileName: 'f001.png', data: imageBase64 })
  await must(d, 'attachArt', { set: 'fuzz', number: 'C901', fileName: 'f001.png', data: imageBase64 })
  const pack = await must(d, 'choosePicturePack', { use: 'art', set: 'fuzz' })
  const started = await must(d, 'startImport', { fileName: 'fuzz.csv', text: CARDS_CSV })
  const applied = await must(d, 'applyImport', { importId: started.importId, set: 'fuzz' })
  await finished(d, 'importProgress', applied.jobId)
  const printed = await must(d, 'printDeck', { deckId: deck.id, options: PRINT_OPTIONS, open: false })
  await finished(d, 'printProgress', printed.jobId)
  const backup = await must(d, 'backupNow', undefined)
  await must(d, 'saveCharacter', { game: 'cc', character: { ...GAMBIT, id: 'mine', name: 'Mine' }, replacing: null })
  const ccVersion = await must(d, 'snapshotCharacter', { game: 'cc', id: 'mine', label: 'v1' })
  const team = await must(d, 'saveTeam', { game: 'cc', id: null, name: 'Fuzz team', members: ['gambit', 'ryu'] })
  const ccGame = await must(d, 'startTable', { game: 'cc', id: 'gambit', seed: 1, first: true, hp: 100 })
  // Solo runs long enough that a step finds them under way (a finished one is gone); a finished matchup run still answers.
  const ccRun = await must(d, 'startRun', { game: 'cc', id: 'gambit', games: 1_000_000, seed: 1, first: true, hp: 100 })
  const game = await must(d, 'startTable', { game: 'cfs', deckId: deck.id, seed: 1, first: true })
  const run = await must(d, 'startRun', { game: 'cfs', deckId: deck.id, games: 1_000_000, seed: 1, first: true })
  const tfTable = await must(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 1 })
  const tfRun = await must(d, 'startRun', derivedWith('startRun:tf', { a: 'ken', b: 'chun-li', games: 1, seed: 1 }))
  const csTable = await must(d, 'startTable', { game: 'cs', a: 'rook', b: 'wren', seed: 1 })
  const csRun = await must(d, 'startRun', derivedWith('startRun:cs', { a: 'rook', b: 'wren', games: 1, seed: 1 }))
  const ccDuel = await must(d, 'startCcDuel', { a: ['gambit', 'ryu'], b: ['ryu', 'gambit'], seed: 1, first: 'A', computer: null })
  const ccReplay = await must(d, 'ccOpenRecord', { text: CC_RECORD })
  await must(d, 'saveCharacter', { game: 'tf', character: tfCharacter, replacing: null })
  await must(d, 'saveCharacter', { game: 'cs', character: csCharacter, replacing: null })
  const ctx: Context = {
    deckId: deck.id,
    deletedDeckId: binned.id,
    versionId: version.id,
    setId: 'fuzz',
    cardNumber: 'C901',
    imageHash: pictured.image,
    packId: pack!.packId,
    imageBase64,
    importId: started.importId,
    importJobId: applied.jobId,
    printJobId: printed.jobId,
    backupFile: path.basename(backup.file),
    ccMine: 'mine',
    ccVersionId: ccVersion.id,
    teamId: team.id,
    ccTableId: ccGame.tableId,
    ccRunId: ccRun.runId,
    cfsTableId: game.tableId,
    runId: run.runId,
    tfTableId: tfTable.tableId,
    tfRunId: tfRun.runId,
    csTableId: csTable.tableId,
    csRunId: csRun.runId,
    ccDuelId: ccDuel.duelId,
    ccReplayId: ccReplay.replayId,
  }
  for (const [name, value] of Object.entries(ctx)) if (value === undefined || value === null) throw new Error(`fuzz setup: no ${name}`)
  return ctx
}

export function closeSession(session: Session): void {
  try {
    session.services.close()
  } catch {
    // a restore closed it already
  }
  fs.rmSync(session.dir, { recursive: true, force: true })
}

/** The session can take no more calls: a restore closed its database and asked the app to restart. */
export const spent = (session: Session): boolean => session.stale || session.desktop.restarted || !session.services.catalogue.db.open

// ---------------------------------------------------------------------------------------------------------------
// Valid payloads: derived, or written here where a real referent takes the handler further

const PRINT_OPTIONS = {
  paper: 'a4',
  card: { width: 63, height: 88 },
  gap: 0,
  bleed: 0,
  cutMarks: 'crop',
  outline: false,
  strikers: false,
  backs: null,
  decklist: false,
  calibration: false,
}

function cardInputOf(number: string) {
  return {
    set: 'fuzz',
    number,
    name: 'Fuzz One',
    kind: 'capcom',
    rarity: 'C',
    bp: 500,
    sp: 1,
    cost: null,
    ability: { name: 'Fuzz', type: null, text: 'Does nothing.' },
    text: null,
    backups: [{ name: 'Ryu', number: 'C001' }],
    altNames: [],
    origin: null,
  }
}

/** The derived payload with `fields` put over it. */
function derivedWith(method: Target, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...(derive(schemaOf(method)) as Record<string, unknown>), ...fields }
}

const card = (c: Context) => ({ set: c.setId, number: c.cardNumber })
/** A Capcom Crossovers game record of a few moves. */
const CC_RECORD = 'game: cc\nfirst: A\nseed: 4\ncharacters A: gambit\ncharacters B: ryu\nmoves:\nA: keep\nB: keep\nA: pass\n'
const tfCharacter = { ...KEN, id: 'ken-fuzz', name: 'Ken Fuzz' }
const csCharacter = { ...ROOK, id: 'rook-fuzz', name: 'Rook Fuzz' }

/**
 * Valid payloads that point at real things. Every other method's payload is derived from its schema; the test
 * checks that every method has one that its schema accepts, so a new method cannot be left out.
 */
export const PAYLOADS: Partial<Record<Target, (c: Context) => unknown>> = {
  checkDeck: () => ({ text: 'Main\n3 C001 Ryu\n', format: 'cfs-classic' }),
  analyzeDeck: () => ({ deck: { format: 'cfs-classic', sets: ['cfs-base'], main: [{ set: 'cfs-base', number: 'C001', count: 3 }], strikers: [] } }),
  listDecks: () => ({ search: 'Fuzz' }),
  getDeck: (c) => ({ id: c.deckId }),
  openDeck: (c) => ({ id: c.deckId }),
  createDeck: () => ({ name: 'New', format: 'cfs-legends' }),
  updateDeck: (c) => ({
    id: c.deckId,
    changes: {
      name: 'Renamed',
      format: 'cfs-classic',
      sets: ['cfs-base'],
      main: [{ set: 'cfs-base', number: 'C001', count: 2 }],
      strikers: [],
      considering: [],
      tags: ['t'],
      folder: 'A/B',
      notes: 'n',
    },
  }),
  moveFolder: () => ({ from: 'Fuzz', to: 'Moved' }),
  duplicateDeck: (c) => ({ id: c.deckId }),
  deleteDeck: (c) => ({ id: c.deckId }),
  restoreDeck: (c) => ({ id: c.deletedDeckId }),
  snapshotDeck: (c) => ({ id: c.deckId, label: 'v2' }),
  listVersions: (c) => ({ id: c.deckId }),
  diffDecks: (c) => ({ from: { version: c.versionId }, to: { deck: c.deckId } }),
  importDeck: () => ({ text: 'Main\n3 C001 Ryu\n2 C002\n', fileName: 'fuzz.deck.txt' }),
  exportDeck: (c) => ({ id: c.deckId, as: 'text' }),
  shareCode: (c) => ({ id: c.deckId }),
  saveDeckFile: (c) => ({ id: c.deckId, as: 'json' }),
  copyText: () => ({ text: 'copied' }),

  searchCards: () => ({ query: 'ryu bp>500', limit: 5 }),
  browseCards: () => ({ query: 'kind:capcom', limit: 20, offset: 0 }),
  getCard: () => ({ set: 'cfs-base', number: 'C001' }),
  getCards: (c) => ({ cards: [{ set: 'cfs-base', number: 'C001' }, card(c)] }),

  'startTable:cfs': (c) => ({ game: 'cfs', deckId: c.deckId, seed: 7, first: true, hp: 3000, strikerTarget: false }),
  'playMove:cfs': (c) => ({ game: 'cfs', tableId: c.cfsTableId, move: { type: 'place', hand: 0, slot: 0 } }),
  'undoMove:cfs': (c) => ({ game: 'cfs', tableId: c.cfsTableId }),
  'tableState:cfs': (c) => ({ game: 'cfs', tableId: c.cfsTableId }),
  'startRun:cfs': (c) => ({ game: 'cfs', deckId: c.deckId, games: 3, seed: 7, first: false, hp: 3000, strikerTarget: false }),
  'stepRun:cfs': (c) => ({ game: 'cfs', runId: c.runId }),
  'cancelRun:cfs': (c) => ({ game: 'cfs', runId: c.runId }),
  'runReport:cfs': (c) => ({ game: 'cfs', runId: c.runId }),
  'suggestMove:cfs': (c) => ({ game: 'cfs', tableId: c.cfsTableId }),
  drawOdds: (c) => ({
    deckId: c.deckId,
    cards: [{ set: 'cfs-base', number: 'C001' }],
    atLeast: 1,
    draws: 7,
    redraw: false,
    also: { cards: [{ set: 'cfs-base', number: 'C002' }], atLeast: 1 },
  }),

  printDeck: (c) => ({ deckId: c.deckId, options: { ...PRINT_OPTIONS, backs: { flip: 'long', offsetX: 0, offsetY: 0 }, missingOnly: false }, open: true }),
  printProgress: (c) => ({ jobId: c.printJobId }),
  saveShopFiles: (c) => ({ deckId: c.deckId, options: PRINT_OPTIONS, dpi: 300, per: 'card', guides: false, back: null }),
  copyDeckPicture: (c) => ({ deckId: c.deckId }),
  cancelPrint: (c) => ({ jobId: c.printJobId }),

  createSet: () => ({ id: 'fuzz-new', name: 'New set' }),
  renameSet: (c) => ({ id: c.setId, name: 'Renamed set' }),
  copySet: (c) => ({ from: c.setId, id: 'fuzz-copy', name: 'Copy' }),
  deleteSet: (c) => ({ id: c.setId }),
  searchSet: (c) => ({ id: c.setId, searched: false }),
  checkCard: (c) => ({ card: cardInputOf('C909'), replacing: c.cardNumber }),
  saveCard: () => ({ card: cardInputOf('C909'), replacing: null }),
  duplicateCard: (c) => ({ from: { set: 'cfs-base', number: 'C001' }, to: c.setId }),
  deleteCard: (c) => card(c),
  attachImage: (c) => ({ ...card(c), fileName: 'face.png', data: c.imageBase64 }),
  chooseImage: (c) => card(c),
  removeImage: (c) => card(c),
  attachArt: (c) => ({ ...card(c), fileName: 'art.png', data: c.imageBase64 }),
  chooseArt: (c) => card(c),
  removeArt: (c) => card(c),
  cropArt: (c) => ({ ...card(c), x: 0.3, y: 0.7, zoom: 2 }),
  choosePicturePack: () => ({ use: 'art', set: null }),
  applyPicturePack: (c) => ({ packId: c.packId }),
  closePicturePack: (c) => ({ packId: c.packId }),
  cardImage: (c) => ({ hash: c.imageHash, size: 'thumb' }),
  startImport: () => ({ fileName: 'more.csv', text: CARDS_CSV }),
  previewImport: (c) => ({ importId: c.importId, set: 'fuzz-import', setName: 'Imported' }),
  applyImport: (c) => ({ importId: c.importId, set: 'fuzz-import', setName: 'Imported' }),
  importProgress: (c) => ({ jobId: c.importJobId }),
  cancelImport: (c) => ({ jobId: c.importJobId }),
  saveSetFile: (c) => ({ set: c.setId, as: 'csv' }),
  restoreBackup: (c) => ({ file: c.backupFile }),
  undoLastImport: () => ({ dryRun: true }),

  'listCharacters:cc': () => ({ game: 'cc' }),
  'searchCharacters:cc': () => ({ game: 'cc', query: 'gam' }),
  'getCharacter:cc': () => ({ game: 'cc', id: 'gambit' }),
  'checkCharacter:cc': () => ({ game: 'cc', character: { ...GAMBIT, id: 'checked' } }),
  'saveCharacter:cc': (c) => ({ game: 'cc', character: { ...GAMBIT, id: c.ccMine, name: 'Mine again' }, replacing: c.ccMine }),
  'deleteCharacter:cc': (c) => ({ game: 'cc', id: c.ccMine }),
  'importCharacters:cc': () => ({ game: 'cc', fileName: 'chars.json', text: JSON.stringify([{ ...GAMBIT, id: 'imported' }]), apply: false }),
  'exportCharacters:cc': (c) => ({ game: 'cc', ids: ['gambit', c.ccMine], as: 'csv' }),
  'saveCharacterFile:cc': (c) => ({ game: 'cc', ids: ['gambit', c.ccMine], as: 'json' }),
  'printCharacters:cc': (c) => ({ game: 'cc', ids: ['gambit', c.ccMine], paper: 'letter', open: true }),
  snapshotCharacter: (c) => ({ game: 'cc', id: c.ccMine, label: 'v2' }),
  listCharacterVersions: (c) => ({ game: 'cc', id: c.ccMine }),
  diffCharacterVersion: (c) => ({ game: 'cc', versionId: c.ccVersionId }),
  restoreCharacterVersion: (c) => ({ game: 'cc', versionId: c.ccVersionId }),
  listTeams: () => ({ game: 'cc' }),
  saveTeam: (c) => ({ game: 'cc', id: c.teamId, name: 'Renamed team', members: ['ryu', c.ccMine] }),
  deleteTeam: (c) => ({ game: 'cc', id: c.teamId }),
  'startTable:cc': () => ({ game: 'cc', id: 'ryu', seed: 3, first: false, hp: 80 }),
  'playMove:cc': (c) => ({ game: 'cc', tableId: c.ccTableId, move: { type: 'draw', count: 2 } }),
  'undoMove:cc': (c) => ({ game: 'cc', tableId: c.ccTableId }),
  'tableState:cc': (c) => ({ game: 'cc', tableId: c.ccTableId }),
  'startRun:cc': () => ({ game: 'cc', id: 'ryu', games: 3, seed: 3, first: true, hp: 80 }),
  'stepRun:cc': (c) => ({ game: 'cc', runId: c.ccRunId }),
  'cancelRun:cc': (c) => ({ game: 'cc', runId: c.ccRunId }),
  'runReport:cc': (c) => ({ game: 'cc', runId: c.ccRunId }),
  'suggestMove:cc': (c) => ({ game: 'cc', tableId: c.ccTableId }),
  startCcDuel: () => ({ a: ['gambit'], b: ['ryu'], seed: 3, first: 'B', computer: { seat: 'B', policy: 'greedy' } }),
  ccDuelMove: (c) => ({ duelId: c.ccDuelId, viewer: 'A', move: { type: 'keep' } }),
  undoCcDuel: (c) => ({ duelId: c.ccDuelId, viewer: 'B' }),
  ccDuelState: (c) => ({ duelId: c.ccDuelId, viewer: 'A' }),
  ccOpenRecord: () => ({ text: CC_RECORD }),
  ccRecordStep: (c) => ({ replayId: c.ccReplayId, at: 2 }),

  ownedCount: () => ({ set: 'cfs-base', number: 'C001' }),
  setOwned: () => ({ set: 'cfs-base', number: 'C001', owned: 2 }),
  deckShortfall: () => ({ main: [{ set: 'cfs-base', number: 'C001', count: 3 }], strikers: [] }),

  reportError: () => ({ kind: 'error', message: 'fuzzed', stack: 'at fuzz (fuzz.ts:1:1)' }),

  ...twoPlayer('tf', tfCharacter, { type: 'draw' }, 'ken', 'chun-li', (c) => [c.tfTableId, c.tfRunId]),
  ...twoPlayer('cs', csCharacter, { type: 'draw', player: 0 }, 'rook', 'wren', (c) => [c.csTableId, c.csRunId]),
}

/** A two-player game's payloads: its characters, its table and its runs. */
function twoPlayer(prefix: 'tf' | 'cs', character: object & { id: string }, move: object, a: string, b: string, ids: (c: Context) => [number, number]) {
  return {
    [`listCharacters:${prefix}`]: () => ({ game: prefix }),
    [`searchCharacters:${prefix}`]: () => ({ game: prefix, query: a.slice(0, 3) }),
    [`getCharacter:${prefix}`]: () => ({ game: prefix, id: a }),
    [`checkCharacter:${prefix}`]: () => ({ game: prefix, character }),
    [`saveCharacter:${prefix}`]: () => ({ game: prefix, character, replacing: character.id }),
    [`deleteCharacter:${prefix}`]: () => ({ game: prefix, id: character.id }),
    [`importCharacters:${prefix}`]: () => ({ game: prefix, fileName: 'chars.json', text: JSON.stringify([character]), apply: true }),
    [`exportCharacters:${prefix}`]: () => ({ game: prefix, ids: [a, b], as: 'csv' }),
    [`saveCharacterFile:${prefix}`]: () => ({ game: prefix, ids: [a, b], as: 'json' }),
    [`printCharacters:${prefix}`]: () => ({ game: prefix, id: a, options: PRINT_OPTIONS, open: true }),
    [`startTable:${prefix}`]: () => ({ game: prefix, a, b, seed: 5, viewer: 0 }),
    [`playMove:${prefix}`]: (c: Context) => ({ game: prefix, tableId: ids(c)[0], move, viewer: 0 }),
    [`undoMove:${prefix}`]: (c: Context) => ({ game: prefix, tableId: ids(c)[0], viewer: 1 }),
    [`tableState:${prefix}`]: (c: Context) => ({ game: prefix, tableId: ids(c)[0], viewer: 'all' }),
    [`startRun:${prefix}`]: () => derivedWith(`startRun:${prefix}`, { a, b, games: 3, seed: 5 }),
    [`stepRun:${prefix}`]: (c: Context) => ({ game: prefix, runId: ids(c)[1] }),
    [`cancelRun:${prefix}`]: (c: Context) => ({ game: prefix, runId: ids(c)[1] }),
    [`runReport:${prefix}`]: (c: Context) => ({ game: prefix, runId: ids(c)[1] }),
    [`suggestMove:${prefix}`]: (c: Context) => ({ game: prefix, tableId: ids(c)[0], viewer: 0 }),
  } as Partial<Record<Target, (c: Context) => unknown>>
}

/** The method's valid payload in this session. */
export function basePayload(method: Target, ctx: Context): unknown {
  const written = PAYLOADS[method]
  return written ? written(ctx) : derive(schemaOf(method))
}

// ---------------------------------------------------------------------------------------------------------------
// The cases: one field at a time

export interface Case {
  /** The field changed, as `changes.main.0.count`; '' for the payload itself. */
  field: string
  /** What was done to it. */
  what: string
  payload: unknown
}

type Key = string | number
const DROP = Symbol('drop')

/** The payload with the value at `at` replaced (or dropped); everything else copied, so cases share nothing. */
export function put(payload: unknown, at: Key[], value: unknown): unknown {
  if (at.length === 0) return value === DROP ? undefined : value
  const [key, ...rest] = at
  if (Array.isArray(payload)) {
    const copy = [...payload]
    if (rest.length === 0 && value === DROP) copy.splice(Number(key), 1)
    else copy[Number(key)] = put(copy[Number(key)], rest, value)
    return copy
  }
  const copy: Record<string, unknown> = { ...(payload as Record<string, unknown>) }
  if (rest.length === 0 && value === DROP) delete copy[key]
  else ownKey(copy, String(key), put(copy[key], rest, value))
  return copy
}

/** Sets an own key, `__proto__` too (an assignment would set the prototype instead). */
function ownKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true })
}

/** Every field of the payload with its schema: each key of each object (given or not), each tuple item, an array's first element. */
function fields(s: Schema, value: unknown, at: Key[] = []): { at: Key[]; schema: Schema; value: unknown }[] {
  const out = [{ at, schema: s, value }]
  const inner = unwrap(s)
  const d = defOf(inner)
  if (d.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(d.shape as Record<string, Schema>)) out.push(...fields(v, (value as Record<string, unknown>)[k], [...at, k]))
  } else if (d.type === 'array' && Array.isArray(value) && value.length > 0) {
    out.push(...fields(d.element, value[0], [...at, 0]))
  } else if (d.type === 'tuple' && Array.isArray(value)) {
    ;(d.items as Schema[]).forEach((item, i) => out.push(...fields(item, value[i], [...at, i])))
  } else if (d.type === 'union') {
    const option = (d.options as Schema[]).find((o) => o.safeParse(value).success)
    if (option) out.push(...fields(option, value, at).slice(1))
  } else if (d.type === 'record' && value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out.push(...fields(d.valueType, v, [...at, k]))
  }
  return out
}

/** The largest string a case makes: bounds above it are met with this instead (a 64 MB field stays 5 MB). */
const HUGE = 5_000_000
const repeat = (unit: string, n: number) => unit.repeat(Math.max(0, Math.min(n, HUGE)))
const deepArray = () => {
  let deep: unknown = 'bottom'
  for (let i = 0; i < 5_000; i++) deep = [deep]
  return deep
}

let anyOnce: [string, unknown][] | undefined
/** Values any field is given: wrong types, odd numbers, odd and huge strings, odd objects (made once, shared by the cases). */
function anyValues(): [string, unknown][] {
  return (anyOnce ??= [
    ['undefined', undefined],
    ['null', null],
    ['true', true],
    ['false', false],
    ['0', 0],
    ['-0', -0],
    ['-1', -1],
    ['0.5', 0.5],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['2^31', 2 ** 31],
    ['2^53+2', 2 ** 53 + 2],
    ['-1e308', -1e308],
    ['bigint', 1n],
    ['empty string', ''],
    ['spaces', '   '],
    ['"1"', '1'],
    ['NUL', '\u0000'],
    ['lone surrogate', '\ud800'],
    ['emoji', '🃏👊🏽'],
    ['right-to-left override', 'a\u202eb'],
    ['combining marks', 'e\u0301\u0301\u0301'],
    ['zero-width', '\u200b\ufeff'],
    ['line breaks', 'a\r\nb\nc\rd'],
    ['../ path', '../../../../etc/passwd'],
    ['Windows path', 'C:\\Windows\\System32\\drivers\\etc\\hosts'],
    ['SQL', "x' OR 1=1; DROP TABLE cards; --"],
    ['formula', '=HYPERLINK("http://x")'],
    ['FTS5 syntax', '"NEAR( * ^ OR'],
    ['1 MB string', repeat('x', 1_000_000)],
    ['5 MB string', repeat('é', HUGE)],
    ['empty array', []],
    ['array of junk', [null, 1, 'x', {}]],
    ['5,000-deep array', deepArray()],
    ['empty object', {}],
    ['null-prototype object', Object.create(null)],
    ['__proto__ object', JSON.parse('{"__proto__": {"polluted": 1}}')],
    ['toString not a function', { toString: 'x', valueOf: 'y' }],
    ['Date', new Date(0)],
    ['Map', new Map([['a', 1]])],
    ['Uint8Array', new Uint8Array([1, 2, 3])],
  ])
}

/** Values at and past the field's bounds, and other valid values of its kind. */
function boundaryValues(s: Schema, value: unknown): [string, unknown][] {
  const inner = unwrap(s)
  const d = defOf(inner)
  const b = boundsOf(inner)
  const out: [string, unknown][] = []
  switch (d.type) {
    case 'number': {
      const lo = Number.isFinite(b.min) ? b.min : -1e9
      const hi = Number.isFinite(b.max) ? b.max : 1e9
      out.push(['minimum', lo], ['maximum', hi], ['below the minimum', lo - 1], ['above the maximum', hi + 1], ['middle', Math.round((lo + hi) / 2)])
      if (b.int) out.push(['a fraction', lo + 0.5], ['2^31-1', 2 ** 31 - 1])
      if (typeof value === 'number') out.push(['as a string', String(value)], ['negated', -value || -1])
      break
    }
    case 'string': {
      const max = Number.isFinite(b.maxLen) ? b.maxLen : 10_000
      if (b.pattern || b.format) {
        if (typeof value === 'string')
          out.push(
            ['upper case', value.toUpperCase()],
            ['with a trailing space', `${value} `],
            ['with a NUL', `${value}\u0000`],
            ['doubled', value + value],
            ['cut short', value.slice(0, -1)],
          )
      } else {
        out.push(
          ['at the maximum length', repeat('x', max)],
          ['past the maximum length', repeat('x', max + 1)],
          ['emoji to the maximum length', repeat('🃏', Math.floor(max / 2))],
        )
        out.push(['multi-byte at the maximum', repeat('ü', max)], ['one character', 'y'])
        if (b.minLen > 0) out.push(['below the minimum length', repeat('x', b.minLen - 1)])
        if (typeof value === 'string')
          out.push(
            ['with a NUL inside', `${value}\u0000x`.slice(0, max)],
            ['with emoji', `${value}🃏`.slice(-max)],
            ['padded with spaces', ` ${value} `.slice(0, max)],
          )
      }
      break
    }
    case 'enum':
      for (const option of Object.values(d.entries as Record<string, string | number>)) out.push([`"${option}"`, option])
      if (typeof value === 'string') out.push(['upper case', value.toUpperCase()], ['with a space', ` ${value}`])
      break
    case 'literal':
      out.push(['another literal', typeof d.values[0] === 'string' ? `${d.values[0]}x` : Number(d.values[0]) + 1])
      break
    case 'union':
      for (const [i, option] of (d.options as Schema[]).entries()) {
        try {
          out.push([`option ${i + 1}`, derive(option)])
        } catch {
          // an option no value is derived for
        }
      }
      break
    case 'array': {
      const element = Array.isArray(value) && value.length ? value[0] : safeDerive(d.element)
      const max = Number.isFinite(b.maxLen) ? b.maxLen : 1_000
      out.push(
        ['at the maximum length', Array.from({ length: Math.min(max, 100_000) }, () => element)],
        ['past the maximum length', Array.from({ length: Math.min(max + 1, 100_001) }, () => element)],
      )
      if (b.minLen > 0) out.push(['below the minimum length', Array.from({ length: b.minLen - 1 }, () => element)])
      out.push(['one junk element', [element, 'junk']], ['holes', new Array(3)])
      break
    }
    case 'object':
      if (value && typeof value === 'object') {
        out.push(
          ['with an extra key', { ...value, fuzz: 1 }],
          ['with a __proto__ key', withKey(value, '__proto__', { polluted: 1 })],
          ['with a constructor key', withKey(value, 'constructor', { prototype: { polluted: 1 } })],
        )
        out.push(['without a prototype', Object.assign(Object.create(null), value)], ['as an array', [value]], ['as JSON text', JSON.stringify(value)])
      }
      break
    case 'tuple':
      if (Array.isArray(value))
        out.push(['one item short', value.slice(0, -1)], ['one item over', [...value, value[0]]], ['the same item twice', value.map(() => value[0])])
      break
    case 'boolean':
      out.push(['false', false], ['"true"', 'true'], ['1', 1])
      break
  }
  // Optional, nullable and defaulted fields: null and leaving them out are valid for some.
  return out
}

function withKey(value: object, key: string, v: unknown): object {
  const copy = { ...value } as Record<string, unknown>
  ownKey(copy, key, v)
  return copy
}

function safeDerive(s: Schema): unknown {
  try {
    return derive(s)
  } catch {
    return 'x'
  }
}

/** Every case of one method: the valid payload itself, then each field dropped, given every odd value and its bounds. */
export function fieldCases(method: Target, base: unknown): Case[] {
  const cases: Case[] = [{ field: '', what: 'the valid payload', payload: base }]
  for (const f of fields(schemaOf(method), base)) {
    const field = f.at.join('.')
    if (f.at.length) cases.push({ field, what: 'dropped', payload: put(base, f.at, DROP) })
    for (const [what, value] of [...boundaryValues(f.schema, f.value), ...anyValues()]) cases.push({ field, what, payload: put(base, f.at, value) })
  }
  return cases
}

/** Generated cases: one to three fields at once given a value of their kind or of any kind (fast-check, seeded). */
export function randomCases(method: Target, base: unknown, count: number, seed: number): Case[] {
  if (count <= 0) return []
  const all = fields(schemaOf(method), base)
  const value = (f: (typeof all)[number]) =>
    fc.oneof(
      kindOf(f.schema),
      fc.anything({
        withNullPrototype: true,
        withObjectString: true,
        withBigInt: true,
        withDate: true,
        withTypedArray: true,
        withMap: true,
        withSet: true,
        withSparseArray: true,
      }),
    )
  const change = fc.integer({ min: 0, max: all.length - 1 }).chain((i) => value(all[i]).map((v) => [i, v] as const))
  return fc.sample(fc.array(change, { minLength: 1, maxLength: 3 }), { numRuns: count, seed }).map((changes) => {
    let payload = base
    for (const [i, v] of changes) payload = put(payload, all[i].at, v)
    return { field: changes.map(([i]) => all[i].at.join('.') || '(payload)').join(', '), what: 'generated', payload }
  })
}

/** Values of the field's kind, mostly within its bounds. */
function kindOf(s: Schema): fc.Arbitrary<unknown> {
  const inner = unwrap(s)
  const d = defOf(inner)
  const b = boundsOf(inner)
  const maybe = (a: fc.Arbitrary<unknown>) =>
    defOf(s).type === 'optional' ? fc.option(a, { nil: undefined }) : defOf(s).type === 'nullable' ? fc.option(a, { nil: null }) : a
  switch (d.type) {
    case 'number': {
      const min = Math.max(b.min, -(2 ** 31)) - 2
      const max = Math.min(b.max, 2 ** 31) + 2
      return maybe(b.int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max }))
    }
    case 'string':
      if (b.pattern || b.format) return maybe(fc.oneof(fc.constant(safeDerive(inner)), fc.string({ maxLength: 70 })))
      return maybe(
        fc.string({
          minLength: Math.max(0, b.minLen - 1),
          maxLength: Math.min(b.maxLen + 1, 300),
          unit: fc.constantFrom('grapheme', 'binary', 'grapheme-ascii') as never,
        }),
      )
    case 'enum':
      return maybe(fc.constantFrom(...Object.values(d.entries as Record<string, unknown>), 'nope'))
    case 'boolean':
      return maybe(fc.boolean())
    case 'literal':
      return maybe(fc.constantFrom(...(d.values as unknown[])))
    case 'array':
      return maybe(fc.array(kindOf(d.element), { maxLength: Math.min(b.maxLen + 1, 8) }))
    default:
      return maybe(fc.constant(safeDerive(inner)))
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sending a case, and what must hold

export interface Outcome {
  reached: boolean
  answer?: ApiResult<unknown>
  /** What went wrong, for the report: a throw, an INTERNAL answer, a call past its time limit. */
  failure?: string
  ms: number
}

/** Sends the case through the dispatcher within `limitMs`: answered, never thrown, never INTERNAL. */
export async function send(session: Session, target: Target, payload: unknown, limitMs: number): Promise<Outcome> {
  const reached = reaches(target, payload)
  const method = methodOf(target)
  const start = performance.now()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)))
  try {
    const answer = await Promise.race([session.dispatch(method, payload), late])
    const ms = performance.now() - start
    // A handler that blocks the thread cannot be raced: a call longer than the limit fails all the same.
    if (answer === 'late' || ms > limitMs) return { reached, ms, failure: `no answer within ${limitMs} ms` }
    if (typeof answer !== 'object' || answer === null || typeof answer.ok !== 'boolean') return { reached, ms, failure: `not an answer: ${String(answer)}` }
    if (!answer.ok && answer.error.code === 'INTERNAL') return { reached, ms, answer, failure: `INTERNAL: ${answer.error.message}` }
    if (!answer.ok && (typeof answer.error.message !== 'string' || answer.error.message.length >= 2_000))
      return { reached, ms, answer, failure: `a refusal of ${answer.error.message?.length} characters` }
    return { reached, ms, answer }
  } catch (err) {
    return { reached, ms: performance.now() - start, failure: `threw: ${(err as Error)?.stack ?? String(err)}` }
  } finally {
    clearTimeout(timer)
  }
}

/** A payload short enough to print: long strings and arrays cut, with their length. */
export function describe(payload: unknown): string {
  /** The objects being shown, outside in: one met again inside itself is a cycle (one met twice side by side is not). */
  const within = new Set<object>()
  const show = (v: unknown): string => {
    if (typeof v === 'string') return v.length > 60 ? `${JSON.stringify(v.slice(0, 20))}…(${v.length} chars)` : JSON.stringify(v)
    if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v)
    if (typeof v === 'bigint') return `${v}n`
    if (v === undefined || v === null || typeof v !== 'object') return String(v)
    if (within.has(v)) return '(cycle)'
    if (within.size >= 6) return Array.isArray(v) ? '[…deep]' : '{…deep}'
    within.add(v)
    try {
      if (Array.isArray(v)) return `[${v.slice(0, 4).map(show).join(', ')}${v.length > 4 ? `, …(${v.length} items)` : ''}]`
      if (v instanceof Map || v instanceof Date || ArrayBuffer.isView(v)) return `${v.constructor.name}(${String(v).slice(0, 40)})`
      const proto = Object.getPrototypeOf(v) === null ? '(no prototype) ' : ''
      return `${proto}{${Object.keys(v)
        .map((k) => `${JSON.stringify(k)}: ${show((v as Record<string, unknown>)[k])}`)
        .join(', ')}}`
    } finally {
      within.delete(v)
    }
  }
  return show(payload)
}
