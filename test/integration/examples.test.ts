// The hand-written decks in examples/, one legal and one broken for each format, through the CLI.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-examples-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function validate(file: string) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['validate', path.join('examples', file), '--json', '--db', path.join(dir, 'db')], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
  })
  return { code, json: JSON.parse(out.join('\n')) }
}

describe('example decks', () => {
  it.each([
    ['shoto-rush.deck.txt', 'cfs-classic', 50],
    ['fatal-fury-legends.deck.txt', 'cfs-legends', 60],
    ['classic-clash.deck.txt', 'cfp-original', 50],
  ])('%s is legal for %s', async (file, format, size) => {
    expect(await validate(file)).toEqual({ code: 0, json: { format, legal: true, size, violations: [] } })
  })

  it('shoto-rush-broken: every problem at once', async () => {
    const { code, json } = await validate('shoto-rush-broken.deck.txt')
    expect(code).toBe(1)
    expect(json.violations.map((v: { code: string; cards: string[] }) => [v.code, v.cards])).toEqual([
      ['DECK_SIZE', []],
      ['COPY_LIMIT', ['C001']],
      ['COPY_LIMIT', ['C028']],
      ['STRIKERS_NOT_ALLOWED', ['C028']],
    ])
  })

  it('fatal-fury-legends-broken: Striker count, an action Striker, a fourth Terry', async () => {
    const { code, json } = await validate('fatal-fury-legends-broken.deck.txt')
    expect(code).toBe(1)
    expect(json.violations.map((v: { code: string }) => v.code)).toEqual(['COPY_LIMIT', 'STRIKER_COUNT', 'STRIKER_NOT_CHARACTER'])
  })

  it('typo: unreadable, each bad line named', async () => {
    const { code, json } = await validate('typo.deck.txt')
    expect(code).toBe(2)
    expect(json.errors.map((e: { line: number }) => e.line)).toEqual([4, 5])
  })
})
