// `ringside decks`: the library's decks with what each lacks of the collection; --buildable, those it can build.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Services } from '../../src/main/services'
import { commandTests } from './command'

const { dir, runOn, file } = commandTests('decks')

describe('ringside decks', () => {
  it('lists the library with what each deck lacks, and --buildable only the decks the collection builds', async () => {
    const db = path.join(dir(), 'library.db')
    const services = new Services(db)
    const entry = (number: string, count: number) => ({ set: 'cfs-base', number, count })
    const small = services.library.create({ name: 'Two Ryus', format: 'cfs-classic', main: [entry('C001', 2)] })
    const big = services.library.create({ name: 'Ryu and Ken', format: 'cfs-classic', main: [entry('C001', 3), entry('C002', 2)] })
    const empty = services.library.create({ name: 'Empty', format: 'cfs-classic' })
    services.close()
    const run = (...argv: string[]) => runOn(db, ...argv)

    // No collection yet: no deck is buildable from it, not even one with no cards, and --buildable says why.
    const none = await run('decks', '--buildable')
    expect(none).toMatchObject({ code: 0, out: 'no deck of the library can be built from the collection' })
    expect(none.err).toMatch(/the collection is empty/)
    expect(JSON.parse((await run('decks', '--buildable', '--json')).out)).toEqual([])

    await run('collection', 'import', file('own.csv', 'set,number,owned\ncfs-base,C001,2\ncfs-base,C002,1\n'))
    const all = await run('decks')
    expect(all.code).toBe(0)
    expect(all.out.split('\n')).toEqual([
      `${String(empty.id).padStart(4)}  Empty  cfs-classic, 0 cards, not legal, buildable`,
      `${String(big.id).padStart(4)}  Ryu and Ken  cfs-classic, 5 cards, not legal, lacks 2 copies of 2 cards`,
      `${String(small.id).padStart(4)}  Two Ryus  cfs-classic, 2 cards, not legal, buildable`,
    ])
    const buildable = JSON.parse((await run('decks', '--buildable', '--json')).out)
    expect(buildable.map((d: { id: number }) => d.id)).toEqual([empty.id, small.id])
    expect(buildable[1]).toEqual({
      id: small.id,
      name: 'Two Ryus',
      format: 'cfs-classic',
      folder: '',
      size: 2,
      legal: false,
      lacks: { copies: 0, different: 0 },
      buildable: true,
    })
    expect(JSON.parse((await run('decks', '--json')).out)[1]).toMatchObject({ id: big.id, lacks: { copies: 2, different: 2 }, buildable: false })
  })
})
