import fs from 'node:fs'
import { Jimp } from 'jimp'
import { describe, expect, it } from 'vitest'
import { EditError } from '../../../src/main/cards/editor'
import { ImageError } from '../../../src/main/cards/images'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { proxyJob, storedImages } from '../../../src/main/printing/print'
import { Services } from '../../../src/main/services'
import { toDeck } from '../../../src/main/decks/library'
import type { Card } from '../../../src/shared/card'
import type { ImportProgress } from '../../../src/shared/catalogue'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { freshServices, tempDir } from '../../helpers'

const RYU: Card = {
  set: 'mine',
  number: 'C001',
  name: 'Ryu',
  kind: 'capcom',
  rarity: 'A',
  bp: 800,
  sp: 2,
  cost: null,
  ability: { name: 'Hadoken', type: 'square', text: '1 character takes 300 damage.' },
  text: null,
  backups: [],
  altNames: [],
  origin: 'Street Fighter',
}

function withSet() {
  const s = freshServices()
  s.editor.createSet('mine', 'My cards')
  return s
}

/** A picture of a card, as a player's scan would come: a PNG, large, card-shaped. */
async function scan(width = 1500, height = 2100, colour = 0x3366ccff): Promise<Buffer> {
  return new Jimp({ width, height, color: colour }).getBuffer('image/png')
}

describe('editing cards', () => {
  it('refuses a card with bad fields, each problem naming its field, and saves it once fixed', () => {
    const s = withSet()
    s.editor.save('mine', RYU, null)
    const bad: Card = { ...RYU, number: 'S002', name: 'Ken', bp: 850, sp: 11, backups: [{ name: 'Ryuu', number: null }] }
    const refused = s.editor.save('mine', bad, null)
    expect(refused.ok).toBe(false)
    const problems = refused.ok ? [] : refused.problems
    expect(problems.map((p) => p.field)).toEqual(['number', 'bp', 'sp', 'backups'])
    expect(problems[0].message).toMatch(/starts with C \(C002\)/)
    expect(problems[3]).toMatchObject({ entry: 0, suggestions: ['Ryu (U)', 'Ryu'] })
    expect(s.catalogue.card('mine', 'S002')).toBeUndefined()

    const saved = s.editor.save('mine', { ...bad, number: 'C002', bp: 800, sp: 2, backups: [{ name: 'Ryu', number: null }] }, null)
    expect(saved.ok).toBe(true)
    expect(s.catalogue.card('mine', 'C002')).toMatchObject({ name: 'Ken', bp: 800, backups: [{ name: 'Ryu', number: null }] })
    expect(s.search.browse('set:mine ken').cards.map((c) => c.number)).toEqual(['C002'])
    // A second card with a number already taken (in any case) is refused.
    const twin = s.editor.save('mine', { ...RYU, number: 'c001' }, null)
    expect(twin.ok ? [] : twin.problems[0].message).toMatch(/C001 is already Ryu/)
  })

  it('suggests for a Back-Up name only characters whose names look like it', () => {
    const s = withSet()
    // Played with no other set: its own characters alone.
    s.catalogue.setSearched('cfs-base', false)
    s.editor.save('mine', { ...RYU, name: 'Mystery', ability: null }, null)
    s.editor.save('mine', { ...RYU, number: 'C002', name: 'Ryuji', ability: null }, null)
    const check = (name: string) => s.editor.check('mine', { ...RYU, number: 'C003', name: 'Ken', backups: [{ name, number: null }] }, null)
    expect(check('Ryu')).toEqual([{ field: 'backups', entry: 0, message: '"Ryu" is no character of this set — did you mean "Ryuji"?', suggestions: ['Ryuji'] }])
    expect(check('Mistery')[0].suggestions).toEqual(['Mystery'])
    expect(check('Akuma')).toEqual([{ field: 'backups', entry: 0, message: '"Akuma" is no character of this set', suggestions: [] }])
  })

  it("lets a fan set's Back-Ups name the characters of the sets it is played with, and suggests from them", () => {
    const s = withSet()
    const check = (name: string) => s.editor.check('mine', { ...RYU, number: 'C003', name: 'Ken (Fan)', backups: [{ name, number: null }] }, null)
    // The base set is searched by default: its Ryu and Chun Li are names a fan card may back up with.
    expect(check('Ryu')).toEqual([])
    expect(check('Chun Li')).toEqual([])
    expect(check('Chun-Lee')).toEqual([
      {
        field: 'backups',
        entry: 0,
        message: '"Chun-Lee" is no character of this set or cfs-base — did you mean "Chun Li" or "Chun Li (U)"?',
        suggestions: ['Chun Li', 'Chun Li (U)'],
      },
    ])
    // Saved, the integrity check finds no dangling name.
    expect(
      s.editor.save(
        'mine',
        {
          ...RYU,
          name: 'Ken (Fan)',
          backups: [
            { name: 'Ryu', number: null },
            { name: 'Chun Li', number: null },
          ],
        },
        null,
      ),
    ).toMatchObject({ ok: true })
    expect(s.integrity().filter((f) => f.code === 'UNKNOWN_BACKUP')).toEqual([])
  })

  it('renumbers a card: its picture and the Back-Up entries that meant it by number follow it', async () => {
    const s = withSet()
    s.editor.save('mine', RYU, null)
    s.editor.save('mine', { ...RYU, number: 'C002', name: 'Ken', backups: [{ name: 'Ryu', number: 'C001' }] }, null)
    await s.editor.attachImage('mine', 'C001', await scan())
    const saved = s.editor.save('mine', { ...RYU, number: 'C010' }, 'C001')
    expect(saved.ok).toBe(true)
    expect(s.catalogue.card('mine', 'C001')).toBeUndefined()
    expect(s.catalogue.card('mine', 'C010')!.image).toMatch(/^[0-9a-f]{64}$/)
    expect(s.catalogue.card('mine', 'C002')!.backups).toEqual([{ name: 'Ryu', number: 'C010' }])
    expect(s.integrity()).toEqual([])
  })

  it('keeps shipped sets read-only, copies one into an editable set, and duplicates single cards', () => {
    const s = freshServices()
    expect(() => s.editor.save('cfs-base', { ...RYU, set: 'cfs-base' }, null)).toThrow(/shipped set and cannot be changed/)
    expect(() => s.editor.delete('cfs-base', 'C001')).toThrow(EditError)
    s.editor.copySet('cfs-base', 'my-base', 'My base set')
    expect(s.catalogue.set('my-base')).toMatchObject({ shipped: false, cards: 424 })
    expect(s.catalogue.setCards('my-base').map((c) => c.number)).toEqual(s.catalogue.setCards('cfs-base').map((c) => c.number))
    expect(s.integrity()).toEqual([]) // every Back-Up name still resolves inside the copy

    s.editor.createSet('mine', 'Mine')
    const first = s.editor.duplicate({ set: 'cfs-base', number: 'C005' }, 'mine')
    const second = s.editor.duplicate({ set: 'cfs-base', number: 'C005' }, 'mine')
    expect([first.number, second.number]).toEqual(['C005', 'C006'])
    expect(second.name).toBe(s.catalogue.card('cfs-base', 'C005')!.name)
    expect(() => s.editor.createSet('Mine!', 'x')).toThrow(/not a set id/)
    expect(() => s.editor.createSet('mine', 'again')).toThrow(/already a set mine/)
  })

  it('refuses to delete a card or a set a deck uses, and deletes them once it does not', () => {
    const s = withSet()
    s.editor.save('mine', RYU, null)
    const deck = s.library.create({ name: 'Test deck', sets: ['cfs-base', 'mine'], main: [{ set: 'mine', number: 'C001', count: 1 }] })
    expect(() => s.editor.delete('mine', 'C001')).toThrow(/C001 is in "Test deck"/)
    expect(() => s.editor.deleteSet('mine')).toThrow(/mine is used by "Test deck"/)
    const renumbered = s.editor.save('mine', { ...RYU, number: 'C009' }, 'C001')
    expect(renumbered.ok ? [] : renumbered.problems.map((p) => p.message)).toEqual(['C001 is in "Test deck": a new number would take it out of that deck'])
    expect(s.editor.save('mine', { ...RYU, bp: 900 }, 'C001').ok).toBe(true) // other edits are fine
    s.library.update(deck.id, { main: [] })
    s.editor.delete('mine', 'C001')
    expect(s.catalogue.card('mine', 'C001')).toBeUndefined()
    expect(() => s.editor.deleteSet('mine')).toThrow(/used by "Test deck"/) // the deck still lists the set
    s.library.update(deck.id, { sets: ['cfs-base'] })
    s.editor.deleteSet('mine')
    expect(s.catalogue.set('mine')).toBeUndefined()
  })
})

describe('card pictures', () => {
  it('stores a picture once by content hash, as a JPEG at print size with a thumbnail', async () => {
    const s = withSet()
    s.editor.save('mine', RYU, null)
    s.editor.save('mine', { ...RYU, number: 'C002', name: 'Ken' }, null)
    const picture = await scan(2000, 2800)
    const ryu = await s.editor.attachImage('mine', 'C001', picture)
    const ken = await s.editor.attachImage('mine', 'C002', picture)
    expect(ken.image).toBe(ryu.image)
    const full = await Jimp.read(s.images.read(ryu.image!, 'full')!)
    const thumb = await Jimp.read(s.images.read(ryu.image!, 'thumb')!)
    expect([full.width, full.height, full.mime]).toEqual([750, 1050, 'image/jpeg'])
    expect(thumb.width).toBeLessThanOrEqual(120)
    const files = fs.readdirSync(s.images.dir, { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
    expect(files).toHaveLength(2) // one picture and its thumbnail, for two cards
    // A small picture is not enlarged; the browse rows carry the hash for thumbnails.
    const small = await s.editor.attachImage('mine', 'C002', await scan(300, 420, 0xcc3333ff))
    expect((await Jimp.read(s.images.read(small.image!, 'full')!)).width).toBe(300)
    expect(s.search.browse('set:mine').cards.map((c) => c.image)).toEqual([ryu.image, small.image])
    s.editor.removeImage('mine', 'C002')
    expect(s.catalogue.card('mine', 'C002')!.image).toBeUndefined()
  })

  it('refuses what is not a picture, by name, and attaches pictures to shipped cards too', async () => {
    const s = freshServices()
    await expect(s.editor.attachImage('cfs-base', 'C001', Buffer.from('%PDF-1.4 not a picture'), 'ryu.pdf')).rejects.toThrow(ImageError)
    await expect(s.editor.attachImage('cfs-base', 'C001', Buffer.from('junk'), 'ryu.pdf')).rejects.toThrow(/ryu.pdf is not a picture/)
    expect(s.catalogue.card('cfs-base', 'C001')!.image).toBeUndefined()
    const card = await s.editor.attachImage('cfs-base', 'C001', await scan())
    // A refresh of the shipped set (a newer build) keeps the player's picture.
    s.catalogue.replaceCards('cfs-base', s.catalogue.setCards('cfs-base'))
    expect(s.catalogue.card('cfs-base', 'C001')!.image).toBe(card.image)
  })

  it('reports missing and damaged picture files in the integrity check, and prints text faces for them', async () => {
    const s = freshServices()
    const one = await s.editor.attachImage('cfs-base', 'C001', await scan())
    const two = await s.editor.attachImage('cfs-base', 'C002', await scan(600, 840, 0x22aa22ff))
    const deck = toDeck(
      s.library.create({
        name: 'Pictured',
        main: [
          { set: 'cfs-base', number: 'C001', count: 2 },
          { set: 'cfs-base', number: 'C002', count: 1 },
        ],
      }),
    )
    expect(proxyJob(s.decks, deck, DEFAULT_PRINT, storedImages(s.images)).cards.map((c) => c.image?.type ?? null)).toEqual(['jpeg', 'jpeg', 'jpeg'])

    fs.rmSync(s.images.file(one.image!, 'full'))
    fs.writeFileSync(s.images.file(two.image!, 'full'), 'scribbled over')
    const findings = s.integrity()
    expect(findings.map((f) => [f.code, f.card])).toEqual([
      ['IMAGE_MISSING', { set: 'cfs-base', number: 'C001' }],
      ['IMAGE_MISSING', { set: 'cfs-base', number: 'C002' }],
    ])
    expect(findings[0].message).toMatch(/is missing/)
    expect(findings[1].message).toMatch(/is damaged/)
    expect(proxyJob(s.decks, deck, DEFAULT_PRINT, storedImages(s.images)).cards[0].image).toBeNull()
  })
})

describe('the card manager over IPC', () => {
  it('validates payloads, answers refusals as REFUSED, and serves pictures as data URLs', async () => {
    const s = withSet()
    const dispatch = createDispatch(s)
    expect(await dispatch('saveCard', { card: { ...RYU, kind: 'wizard' }, replacing: null })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'card.kind' },
    })
    expect(await dispatch('deleteCard', { set: 'cfs-base', number: 'C001' })).toMatchObject({ ok: false, error: { code: 'REFUSED' } })
    const check = await dispatch('checkCard', { card: { ...RYU, bp: 5000 }, replacing: null })
    expect(check).toMatchObject({ ok: true, value: [{ field: 'bp' }] })
    await dispatch('saveCard', { card: RYU, replacing: null })
    const data = (await scan(200, 280)).toString('base64')
    const attached = await dispatch('attachImage', { set: 'mine', number: 'C001', fileName: 'ryu.png', data })
    const hash = attached.ok ? (attached.value as Card).image! : ''
    const url = await dispatch('cardImage', { hash, size: 'thumb' })
    expect(url).toMatchObject({ ok: true, value: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) })
    expect(await dispatch('cardImage', { hash: '../../etc/passwd', size: 'full' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })

  it('restores a backup by its name, keeping the replaced database, then restarts the app', async () => {
    const s = freshServices()
    const deck = s.library.create({ name: 'Before the backup' })
    const backup = s.backup()
    s.library.update(deck.id, { name: 'After the backup' })
    let restarts = 0
    const desktop = {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async () => null,
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => void restarts++,
    }
    const dispatch = createDispatch(s, desktop)
    expect(await dispatch('restoreBackup', { file: '../ringside.db' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await dispatch('restoreBackup', { file: 'ringside-nothing.db' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(restarts).toBe(0)
    const done = await dispatch('restoreBackup', { file: backup.file.replace(/^.*[\\/]/, '') })
    expect(done).toMatchObject({ ok: true, value: { replaced: expect.stringMatching(/ringside\.db\.replaced-/) } })
    expect(restarts).toBe(1)
    const reopened = new Services(s.file)
    expect(reopened.library.get(deck.id).name).toBe('Before the backup')
    reopened.close()
    const replaced = new Services((done as { value: { replaced: string } }).value.replaced)
    expect(replaced.library.get(deck.id).name).toBe('After the backup') // nothing is lost
    replaced.close()
  })

  it('imports a file picked in the dialog: preview with its problems, fixed on disk, read again and applied', async () => {
    const s = freshServices()
    const file = `${tempDir()}/promos.csv`
    const sample = fs.readFileSync('db/sample-cards.csv', 'utf8')
    fs.writeFileSync(
      file,
      sample.replace('C902,Ken (Promo),capcom,A,800', 'C902,Ken (Promo),capcom,A,850').replace('Andy (Promo),snk,C,600,1', 'Andy (Promo),snk,C,600,12'),
    )
    const desktop = { chooseFileToOpen: async () => file, chooseWhereToSave: async () => null, openFile: () => {}, writeClipboard: () => {}, restart: () => {} }
    const dispatch = createDispatch(s, desktop)
    const opened = await dispatch('openCardFile', undefined)
    expect(opened).toMatchObject({ ok: true, value: { fileName: 'promos.csv' } })
    const { importId } = (opened as { value: { importId: number } }).value
    const target = { importId, set: 'promos', setName: 'Promos' }
    const first = await dispatch('previewImport', target)
    expect(first.ok && (first.value as { problems: { line: number; field: string }[] }).problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'bp'],
      [6, 'sp'],
    ])
    /** Applies, then waits for the job as the dialog does. */
    const apply = async () => {
      const started = await dispatch('applyImport', target)
      let job = (started as { value: ImportProgress }).value
      while (!job.finished) {
        await new Promise((r) => setTimeout(r, 10))
        job = ((await dispatch('importProgress', { jobId: job.jobId })) as { value: ImportProgress }).value
      }
      return job
    }
    expect(await apply()).toMatchObject({ applied: false, preview: { problems: [{ line: 3 }, { line: 6 }] } })
    expect(s.catalogue.set('promos')).toBeUndefined()

    fs.writeFileSync(file, sample)
    expect(await apply()).toMatchObject({ applied: true, findings: [], error: null })
    expect(s.catalogue.set('promos')).toMatchObject({ cards: 8 })
    expect(s.search.search('shoryureppa').cards.map((c) => c.number)).toContain('C902')
  })
})
