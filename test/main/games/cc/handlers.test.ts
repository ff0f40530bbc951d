import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RYU } from '../../../../src/main/games/cc/examples'
import { createDispatch, type Desktop } from '../../../../src/main/ipc/dispatch'
import type { CcTableView } from '../../../../src/shared/games/cc/table'
import { freshServices } from '../../../helpers'

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-characters-'))

function desktop(saveAs: string | null): Desktop & { opened: string[] } {
  const opened: string[] = []
  return {
    opened,
    chooseFileToOpen: async () => null,
    chooseWhereToSave: async () => saveAs,
    openFile: (file) => opened.push(file),
    writeClipboard: () => {},
    restart: () => {},
  }
}

async function call(d: ReturnType<typeof createDispatch>, method: string, payload: unknown): Promise<any> {
  const answer = await d(method, payload)
  if (!answer.ok) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`)
  return answer.value
}

const KEN = { ...RYU, id: 'ken', name: 'Ken', example: false }

describe('the characters over IPC', () => {
  it('lists, saves with field-by-field checks, searches, exports and deletes', async () => {
    const d = createDispatch(freshServices())
    expect((await call(d, 'listCharacters', { game: 'cc' })).map((c: { id: string }) => c.id)).toEqual(['gambit', 'ryu'])
    const refused = await call(d, 'saveCharacter', { game: 'cc', character: { ...KEN, endurance: 0 }, replacing: null })
    expect(refused).toMatchObject({ saved: null, problems: [{ code: 'STAT_RANGE', field: 'endurance' }] })
    expect(await call(d, 'checkCharacter', { game: 'cc', character: { ...KEN, endurance: 0 } })).toEqual(refused.problems)
    expect(await call(d, 'saveCharacter', { game: 'cc', character: KEN, replacing: null })).toMatchObject({
      saved: { id: 'ken', example: false },
      problems: [],
    })
    expect((await call(d, 'searchCharacters', { game: 'cc', query: 'ken' }))[0]).toMatchObject({ id: 'ken', name: 'Ken' })
    expect(await call(d, 'getCharacter', { game: 'cc', id: 'ken' })).toEqual(KEN)
    const file = await call(d, 'exportCharacters', { game: 'cc', ids: ['ken'] })
    expect(file.fileName).toBe('ken.character.json')
    expect(JSON.parse(file.text)).toEqual({ ringside: 'characters', game: 'cc', characters: [KEN] })
    expect(await call(d, 'deleteCharacter', { game: 'cc', id: 'ken' })).toBeNull()
    expect(await d('getCharacter', { game: 'cc', id: 'ken' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'no character "ken"' } })
    expect(await d('deleteCharacter', { game: 'cc', id: 'ryu' })).toMatchObject({ ok: false, error: { code: 'REFUSED' } })
  })

  it('refuses a payload that is not a sheet, naming the field', async () => {
    const d = createDispatch(freshServices())
    expect(await d('saveCharacter', { game: 'cc', character: { ...KEN, hp: '100' }, replacing: null })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'character.hp' },
    })
    expect(await d('saveCharacter', { game: 'cc', character: { ...KEN, __proto__: { x: 1 }, cheat: true }, replacing: null })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    expect(await d('playMove', { game: 'cc', tableId: 1, move: { type: 'add', card: '11S' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'move.card' },
    })
  })

  it('previews a character file, then imports it all or nothing', async () => {
    const d = createDispatch(freshServices())
    const text = JSON.stringify({ characters: [KEN, { ...KEN, id: 'akuma', name: 'Akuma', strength: 12 }] })
    const preview = await call(d, 'importCharacters', { game: 'cc', fileName: 'two.json', text, apply: false })
    expect(preview.sheets).toEqual([
      { id: 'ken', name: 'Ken', status: 'new' },
      { id: 'akuma', name: 'Akuma', status: 'new' },
    ])
    expect(preview.problems).toEqual([expect.stringMatching(/^two\.json: akuma: strength: .*\(fix: /)])
    expect(await d('importCharacters', { game: 'cc', fileName: 'two.json', text, apply: true })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('nothing imported') },
    })
    expect(await call(d, 'listCharacters', { game: 'cc' })).toHaveLength(2)
    const good = JSON.stringify([KEN, { ...KEN, id: 'akuma', name: 'Akuma' }])
    expect((await call(d, 'importCharacters', { game: 'cc', fileName: 'two.json', text: good, apply: true })).problems).toEqual([])
    expect((await call(d, 'listCharacters', { game: 'cc' })).map((c: { id: string }) => c.id)).toEqual(['gambit', 'ryu', 'akuma', 'ken'])
    const again = await call(d, 'importCharacters', {
      game: 'cc',
      fileName: 'two.json',
      text: JSON.stringify([KEN, { ...KEN, id: 'akuma', name: 'Akuma', hp: 90 }]),
      apply: false,
    })
    expect(again.sheets.map((s: { status: string }) => s.status)).toEqual(['unchanged', 'replaces'])
    expect((await call(d, 'importCharacters', { game: 'cc', fileName: 'bad.json', text: '{"characters": 3}', apply: false })).problems).toEqual([
      'bad.json: characters: must be a list of characters',
    ])
    expect((await call(d, 'importCharacters', { game: 'cc', fileName: 'x.json', text: '[{"id": "gambit"', apply: false })).problems[0]).toMatch(
      /^x\.json: not valid JSON/,
    )
  })

  it('prints a character or a team where the player chose, and opens it when asked', async () => {
    const file = path.join(out, 'team.pdf')
    const desk = desktop(file)
    const d = createDispatch(freshServices(), desk)
    expect(await call(d, 'printCharacters', { game: 'cc', ids: ['gambit', 'ryu'], paper: 'a4', open: true })).toEqual({ path: file, pages: 2 })
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    expect(desk.opened).toEqual([file])
    expect(
      await call(createDispatch(freshServices(), desktop(null)), 'printCharacters', { game: 'cc', ids: ['gambit'], paper: 'letter', open: false }),
    ).toBeNull()
  })

  it('exports a character file where the player chose, one that imports back unchanged', async () => {
    const file = path.join(out, 'ken.character.json')
    const asked: [string, string][] = []
    const desk = { ...desktop(file), chooseWhereToSave: async (name: string, kind: string) => (asked.push([name, kind]), file) }
    const s = freshServices()
    const d = createDispatch(s, desk)
    await call(d, 'saveCharacter', { game: 'cc', character: KEN, replacing: null })
    expect(await call(d, 'saveCharacterFile', { game: 'cc', ids: ['ken'] })).toEqual({ path: file })
    expect(asked).toEqual([['ken.character.json', 'character']])
    const text = fs.readFileSync(file, 'utf8')
    expect(JSON.parse(text)).toEqual({ ringside: 'characters', game: 'cc', characters: [KEN] })
    expect((await call(d, 'importCharacters', { game: 'cc', fileName: 'ken.character.json', text, apply: false })).sheets).toEqual([
      { id: 'ken', name: 'Ken', status: 'unchanged' },
    ])
    expect(await call(createDispatch(s, desktop(null)), 'saveCharacterFile', { game: 'cc', ids: ['ken'] })).toBeNull()
    expect(await d('saveCharacterFile', { game: 'cc', ids: ['nobody'] })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(await createDispatch(s)('saveCharacterFile', { game: 'cc', ids: ['ken'] })).toMatchObject({ ok: false, error: { code: 'REFUSED' } })
  })

  it('plays a game at the table move by move, with undo, and a batch run in steps', async () => {
    const d = createDispatch(freshServices())
    const view: CcTableView = await call(d, 'startTable', { game: 'cc', id: 'gambit', seed: 7, first: true, hp: 100 })
    expect(view.character).toMatchObject({ id: 'gambit', strength: 7, speed: 3, endurance: 7, combo: 5 })
    expect(view.state.hand).toHaveLength(7)
    expect(await call(d, 'playMove', { game: 'cc', tableId: view.tableId, move: { type: 'attack' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('combat'),
    })
    const kept = await call(d, 'playMove', { game: 'cc', tableId: view.tableId, move: { type: 'keep' } })
    expect(kept).toMatchObject({ ok: true, state: { turn: 1, phase: 'combat' } })
    const best = await call(d, 'playMove', { game: 'cc', tableId: view.tableId, move: { type: 'best' } })
    expect(best.combo.legal).toBe(true)
    const undone = await call(d, 'undoMove', { game: 'cc', tableId: view.tableId })
    expect(undone.state.combo).toEqual([])
    const run = await call(d, 'startRun', { game: 'cc', id: 'ryu', games: 30_000, seed: 3, first: false, hp: 100 })
    expect(run).toMatchObject({ played: 25_000, games: 30_000, done: false })
    const done = await call(d, 'stepRun', { game: 'cc', runId: run.runId })
    expect(done).toMatchObject({ played: 30_000, done: true, report: { games: 30_000, character: { id: 'ryu' }, first: false } })
    expect(await d('stepRun', { game: 'cc', runId: run.runId })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    const cancelled = await call(d, 'startRun', { game: 'cc', id: 'ryu', games: 60_000, seed: 3, first: false, hp: 100 })
    expect(await call(d, 'cancelRun', { game: 'cc', runId: cancelled.runId })).toBeNull()
    expect(await d('stepRun', { game: 'cc', runId: cancelled.runId })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  it('keeps versions of a sheet and tag teams, and exports CSV', async () => {
    const d = createDispatch(freshServices())
    await call(d, 'saveCharacter', { game: 'cc', character: KEN, replacing: null })
    const version = await call(d, 'snapshotCharacter', { game: 'cc', id: 'ken', label: 'before the buff' })
    await call(d, 'saveCharacter', { game: 'cc', character: { ...KEN, hp: 130 }, replacing: 'ken' })
    expect((await call(d, 'listCharacterVersions', { game: 'cc', id: 'ken' })).map((v: { label: string }) => v.label)).toEqual(['before the buff'])
    expect(await call(d, 'diffCharacterVersion', { game: 'cc', versionId: version.id })).toEqual([{ what: 'HP', from: String(KEN.hp), to: '130' }])
    expect(await call(d, 'restoreCharacterVersion', { game: 'cc', versionId: version.id })).toMatchObject({ id: 'ken', hp: KEN.hp })
    const team = await call(d, 'saveTeam', { game: 'cc', id: null, name: 'Shotos', members: ['ryu', 'ken'] })
    expect(await call(d, 'listTeams', { game: 'cc' })).toEqual([team])
    expect(await d('saveTeam', { game: 'cc', id: null, name: 'Three', members: ['ryu', 'ken', 'gambit'] })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    expect(await call(d, 'deleteTeam', { game: 'cc', id: team.id })).toBeNull()
    const csv = await call(d, 'exportCharacters', { game: 'cc', ids: ['ken'], as: 'csv' })
    expect(csv.fileName).toBe('ken.character.csv')
    expect(csv.text.split('\n')[0]).toMatch(/^id,name,hp,/)
  })
})
