// Card Shot! characters kept in the database: saved with every problem at once, searched with typos, imported from
// JSON or CSV (one row per special card) with a preview, exported so that they import back unchanged; over IPC too.
import { describe, expect, it } from 'vitest'
import { CS_CSV_COLUMNS, readCsCsv, writeCsCsv } from '../../../../src/main/games/cs/csv'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import type { CsCharacter } from '../../../../src/main/games/cs/character'
import { createDispatch } from '../../../../src/main/ipc/dispatch'
import { freshServices } from '../../../helpers'

/** Rook's cards as a player's own character, in diamonds. */
const BISHOP: CsCharacter = { ...ROOK, id: 'bishop', name: 'Bishop', example: false, suit: 'diamonds' }

describe('Card Shot! characters in the database', () => {
  it('saves a legal character, refuses one with errors with every problem, and lists the examples first', () => {
    const store = freshServices().csCharacters
    const { K: _, ...noKing } = BISHOP.specials
    const refused = store.save({ ...BISHOP, suit: null, specials: noKing }, null)
    expect(refused.saved).toBeNull()
    expect(refused.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['SUIT_MISSING', 'SPECIAL_MISSING']))
    expect(store.all().map((c) => c.id)).toEqual(['rook', 'wren'])
    expect(store.save(BISHOP, null)).toEqual({ saved: BISHOP, problems: [] })
    expect(store.get('Bishop')).toEqual(BISHOP)
    expect(() => store.save({ ...WREN, example: false }, null)).toThrow(/shipped example's id/)
    expect(() => store.delete('rook')).toThrow(/cannot be deleted/)
  })

  it('names a field it cannot read by its rank, and finds characters by name, card and suit with typos', () => {
    const store = freshServices().csCharacters
    const twoAsText = { ...BISHOP, specials: { ...BISHOP.specials, 2: { ...BISHOP.specials['2']!, value: 'two' } } }
    expect(store.check(twoAsText)).toEqual([expect.objectContaining({ code: 'CHARACTER_FIELD', field: 'specials.2.value' })])
    store.save(BISHOP, null)
    expect(store.search('bishpo').map((c) => c.id)).toEqual(['bishop'])
    expect(store.search('mirror ward').map((c) => c.id)).toEqual(['wren'])
    expect(store.search('diamonds').map((c) => c.id)).toEqual(['bishop'])
  })
})

describe('Card Shot! character files', () => {
  it('writes one CSV row per special card, a defense value as "/5", formulas (and a leading +) neutralised, and reads back the same', () => {
    const characters = [BISHOP, { ...WREN, example: false, id: 'robin', name: '=Robin' }]
    const text = writeCsCsv(characters)
    const lines = text.trim().split('\n')
    expect(lines[0]).toBe(CS_CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(1 + 10)
    expect(lines[1]).toBe(
      'bishop,Bishop,diamonds,A,Haymaker,9,\'+1 to this card\'s value,value,1,Your opponent discards the top 2 cards of their deck,discard,2,"A wild swing: all in, or a blow that rattles the deck."',
    )
    expect(lines[2]).toMatch(/^bishop,,,K,Iron Guard,\/5,/)
    expect(text).toContain(",'=Robin,")
    expect(readCsCsv('x.csv', text)).toEqual({ characters, problems: [] })
  })

  it('names the line and the column of every problem in a CSV file', () => {
    const lines = writeCsCsv([BISHOP]).trim().split('\n')
    lines[2] = lines[2].replace(',K,Iron Guard,/5,', ',K,Iron Guard,/five,')
    lines[3] = lines[3].replace(',Q,', ',Z,')
    lines[4] = lines[4].replace(',draw,1,', ',draw,lots,')
    expect(readCsCsv('b.csv', lines.join('\n')).problems).toEqual([
      'b.csv:4: rank: "Z" is not a special card\'s rank (A, K, Q, J, 2)',
      'b.csv:3: value: must be a number',
      'b.csv:5: a_amount: must be a number',
    ])
  })

  it('previews an import, imports all or nothing, and exports what imports back unchanged', () => {
    const store = freshServices().csCharacters
    const good = JSON.stringify({ ringside: 'characters', game: 'cs', characters: [BISHOP] })
    expect(store.importFile('b.json', good, false)).toEqual({ fileName: 'b.json', sheets: [{ id: 'bishop', name: 'Bishop', status: 'new' }], problems: [] })
    expect(store.find('bishop')).toBeUndefined()
    expect(() => store.importFile('two.json', JSON.stringify([BISHOP, { ...BISHOP, id: 'pawn', suit: null }]), true)).toThrow(/two.json: nothing imported/)
    store.importFile('b.json', good, true)
    const csv = store.exportFile(['bishop'], 'csv')
    expect(csv.fileName).toBe('bishop.cs-character.csv')
    expect(store.importFile(csv.fileName, csv.text, false).sheets[0].status).toBe('unchanged')
    expect(store.importFile('tf.json', '{"ringside":"characters","game":"tf","characters":[]}', false).problems).toEqual([
      'tf.json: game: "tf" characters cannot be read here (cs ones can)',
    ])
  })

  it('saves, lists and plays a character over IPC, and refuses a payload that is not one', async () => {
    const d = createDispatch(freshServices())
    const saved = await d('saveCharacter', { game: 'cs', character: BISHOP, replacing: null })
    expect(saved).toMatchObject({ ok: true, value: { saved: { id: 'bishop' } } })
    const table = await d('startTable', { game: 'cs', a: 'bishop', b: 'rook', seed: 1 })
    expect(table).toMatchObject({ ok: true, value: { characters: [{ id: 'bishop', suit: 'diamonds' }, { id: 'rook' }] } })
    const answer = await d('saveCharacter', { game: 'cs', character: { ...BISHOP, specials: 'five' }, replacing: null })
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: expect.stringMatching(/^character\.specials/) } })
  })
})
