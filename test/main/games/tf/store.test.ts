// Table Fighter characters kept in the database: saved with every problem at once, searched with typos, read back
// through the game's checks, imported from JSON or CSV with a preview (all or nothing), exported so that they
// import back unchanged; and over IPC, the same, with the printed cards and the table playing a saved character.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTfCsv, TF_CSV_COLUMNS, writeTfCsv } from '../../../../src/main/games/tf/csv'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import type { TfCharacter } from '../../../../src/main/games/tf/character'
import { createDispatch, type Desktop } from '../../../../src/main/ipc/dispatch'
import { freshServices } from '../../../helpers'
import { pageCount } from '../../../pdf-render'
import { DEFAULT_PRINT } from '../../../../src/shared/print'

/** Ken's cards as a player's own character, his basic cards in another order. */
const GOUKI: TfCharacter = { ...KEN, id: 'gouki', name: 'Gouki', example: false, order: [...KEN.order].reverse() }

describe('Table Fighter characters in the database', () => {
  it('saves a legal character, refuses one with errors with every problem, and lists the examples first', () => {
    const store = freshServices().tfCharacters
    const both = { ...GOUKI, cards: GOUKI.cards.map((c, i) => (i === 0 ? { ...c, loses: [...c.loses, 'Throw'] } : c)) }
    const refused = store.save(both, null)
    expect(refused.saved).toBeNull()
    expect(refused.problems).toContainEqual(expect.objectContaining({ code: 'WIN_AND_LOSE', level: 'error', field: expect.stringMatching(/^cards\[0\]\./) }))
    expect(store.check(both)).toEqual(refused.problems)
    expect(store.all().map((c) => c.id)).toEqual(['ken', 'chun-li'])
    expect(store.save(GOUKI, null)).toEqual({ saved: GOUKI, problems: [] })
    expect(store.all().map((c) => c.id)).toEqual(['ken', 'chun-li', 'gouki'])
    expect(store.get('Gouki')).toEqual(GOUKI) // the saved order comes back
    expect(() => store.save(GOUKI, null)).toThrow(/already a Table Fighter character "gouki"/)
  })

  it('names a field it cannot read as the editor does, and keeps the examples as they are', () => {
    const store = freshServices().tfCharacters
    expect(store.check({ ...GOUKI, cards: GOUKI.cards.map((c, i) => (i === 2 ? { ...c, damage: 'lots' } : c)) })).toEqual([
      expect.objectContaining({ code: 'CHARACTER_FIELD', field: 'cards[2].damage' }),
    ])
    expect(() => store.save({ ...KEN, example: false }, null)).toThrow(/shipped example's id/)
    expect(() => store.save(GOUKI, 'ken')).toThrow(/cannot be changed/)
    expect(() => store.delete('chun-li')).toThrow(/cannot be deleted/)
    expect(() => store.delete('nobody')).toThrow(/no Table Fighter character "nobody"/)
  })

  it('renames on save, deletes, and finds characters by name, card and charge text with typos', () => {
    const store = freshServices().tfCharacters
    store.save(GOUKI, null)
    expect(store.save({ ...GOUKI, id: 'akuma', name: 'Akuma' }, 'gouki').saved?.id).toBe('akuma')
    expect(store.find('gouki')).toBeUndefined()
    expect(store.search('akumma').map((c) => c.id)).toEqual(['akuma'])
    expect(store.search('spining bird').map((c) => c.id)).toEqual(['chun-li'])
    expect(store.search('').length).toBe(3)
    store.delete('akuma')
    expect(store.search('akuma')).toEqual([])
  })

  it('names a stored character damaged by hand instead of playing it', () => {
    const s = freshServices()
    s.catalogue.db.prepare(`INSERT INTO characters (game, id, name, sheet) VALUES ('tf', 'bad', 'Bad', '{"id":"bad","name":"Bad","cards":3}')`).run()
    expect(() => s.tfCharacters.get('bad')).toThrow(/Table Fighter character "bad": cards: .*restore a backup/)
  })
})

describe('Table Fighter character files', () => {
  it('writes one CSV row per card with the deck places, formulas neutralised, and reads back the same characters', () => {
    const characters = [GOUKI, { ...CHUN_LI, example: false, name: '=Chun' }]
    const text = writeTfCsv(characters)
    const lines = text.trim().split('\n')
    expect(lines[0]).toBe(TF_CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(1 + 14)
    expect(lines[1]).toMatch(/^gouki,Gouki,Jab,Strike,▲,2,4,"Throw, Jump",Block,"Strike, Projectile",,,,,6$/)
    expect(text).toContain(",'=Chun,")
    expect(readTfCsv('x.csv', text)).toEqual({ characters, problems: [] })
  })

  it('names the line and the column of every problem in a CSV file', () => {
    const lines = writeTfCsv([GOUKI]).trim().split('\n')
    lines[3] = lines[3].replace(/^gouki,,Hadoken,Projectile,◆,3,/, 'gouki,,Hadoken,Projectile,◆,three,')
    lines[4] = lines[4].replace(/,(\d)$/, ',top')
    expect(readTfCsv('k.csv', lines.join('\n')).problems).toEqual([
      'k.csv:5: order: "top" is not a place in the deck (1 is the top)',
      'k.csv:4: damage: must be a number',
    ])
  })

  it('previews an import, then imports all or nothing, and exports what imports back unchanged', () => {
    const store = freshServices().tfCharacters
    const good = JSON.stringify({ ringside: 'characters', game: 'tf', characters: [GOUKI] })
    expect(store.importFile('g.json', good, false)).toEqual({ fileName: 'g.json', sheets: [{ id: 'gouki', name: 'Gouki', status: 'new' }], problems: [] })
    expect(store.find('gouki')).toBeUndefined() // a preview writes nothing
    const twoCards = JSON.stringify([GOUKI, { ...GOUKI, id: 'shin', cards: GOUKI.cards.slice(1) }])
    expect(() => store.importFile('two.json', twoCards, true)).toThrow(/two.json: nothing imported/)
    expect(store.find('gouki')).toBeUndefined()
    store.importFile('g.json', good, true)
    expect(store.get('gouki')).toEqual(GOUKI)
    expect(store.importFile('g.json', good, false).sheets[0].status).toBe('unchanged')
    const csv = store.exportFile(['gouki'], 'csv')
    expect(csv.fileName).toBe('gouki.tf-character.csv')
    expect(store.importFile(csv.fileName, csv.text, false).sheets[0].status).toBe('unchanged')
    expect(store.importFile('x.json', store.exportFile(['gouki', 'ken']).text, false).problems).toEqual([
      "x.json: ken: a shipped example's id; give the character another id",
    ])
    expect(store.importFile('cc.json', '{"ringside":"characters","game":"cc","characters":[]}', false).problems).toEqual([
      'cc.json: game: "cc" characters cannot be read here (tf ones can)',
    ])
  })
})

describe('Table Fighter characters over IPC', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-tf-store-'))
  const desktop = (saveAs: string | null): Desktop => ({
    chooseFileToOpen: async () => null,
    chooseWhereToSave: async () => saveAs,
    openFile: () => {},
    writeClipboard: () => {},
    restart: () => {},
  })
  async function call(d: ReturnType<typeof createDispatch>, method: string, payload: unknown): Promise<any> {
    const answer = await d(method, payload)
    if (!answer.ok) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`)
    return answer.value
  }

  it('saves a character, plays it at the table, exports and prints it where the player chose', async () => {
    const pdf = path.join(out, 'gouki.pdf')
    const d = createDispatch(freshServices(), desktop(pdf))
    expect((await call(d, 'saveCharacter', { game: 'tf', character: GOUKI, replacing: null })).saved.id).toBe('gouki')
    expect((await call(d, 'listCharacters', { game: 'tf' })).map((c: TfCharacter) => c.id)).toEqual(['ken', 'chun-li', 'gouki'])
    const table = await call(d, 'startTable', { game: 'tf', a: 'gouki', b: 'ken', seed: 1, viewer: null })
    expect(table.characters[0].order).toEqual(GOUKI.order)
    const printed = await call(d, 'printCharacters', { game: 'tf', id: 'gouki', options: DEFAULT_PRINT, open: false })
    expect(printed).toEqual({ path: pdf, pages: 1 })
    expect(pageCount(fs.readFileSync(pdf))).toBe(1)
    const file = path.join(out, 'gouki.json')
    const d2 = createDispatch(freshServices(), desktop(file))
    await call(d2, 'saveCharacter', { game: 'tf', character: GOUKI, replacing: null })
    expect(await call(d2, 'saveCharacterFile', { game: 'tf', ids: ['gouki'], as: 'json' })).toEqual({ path: file })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).characters).toEqual([GOUKI])
    const cancelled = createDispatch(freshServices(), desktop(null))
    expect(await call(cancelled, 'printCharacters', { game: 'tf', id: 'ken', options: DEFAULT_PRINT, open: false })).toBeNull()
  })

  it('refuses a payload that is not a character, by field', async () => {
    const d = createDispatch(freshServices())
    const answer = await d('saveCharacter', { game: 'tf', character: { ...GOUKI, cards: 'seven' }, replacing: null })
    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.message).toMatch(/cards/)
  })
})
