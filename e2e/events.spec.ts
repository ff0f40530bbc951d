// An organiser's event on the Events screen: a 6-player, 3-round Swiss event from registration (each deck locked,
// a broken one refused with every problem) through each round's pairings and results, a drop and a bye, to the
// final standings, with every decklist printed at once.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import type { Services } from '../src/main/services'
import { expect, screenshot, test } from './harness'

const DECKS = ['shoto-rush', 'gauntlet/rush', 'gauntlet/swarm', 'gauntlet/reactions', 'gauntlet/back-up-towers', 'gauntlet/union-control']
const PLAYERS = ['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay']

/** The example decks in the library, as a player's would be; answers their names in the order given. */
function libraryDecks(services: Services, files: string[]): string[] {
  return files.map((file) => {
    const read = services.decks.parse(fs.readFileSync(path.join('examples', `${file}.deck.txt`), 'utf8'))
    if (!read.ok) throw new Error(`${file} does not read`)
    return services.library.create(read.deck).name
  })
}

/** Enters a 2–1 win for the first player at every table of `round` still waiting for its result. */
async function enterRound(app: Page, round: number, tables: number) {
  const table = app.getByRole('table', { name: `Round ${round}` })
  for (let t = 1; t <= tables; t++) {
    await table.getByLabel(`Result at table ${t}`, { exact: true }).selectOption({ index: 1 })
    await table.getByRole('button', { name: `Enter the result at table ${t}` }).click()
    await expect(table.getByLabel(`Result at table ${t}`, { exact: true })).toHaveCount(0)
  }
}

test('a 6-player, 3-round Swiss event from registration to standings, its decklists printed', async ({ app, services, desktop }) => {
  const names = libraryDecks(services, DECKS)
  const [broken] = libraryDecks(services, ['shoto-rush-broken'])
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Events', exact: true }).click()
  await expect(app.getByRole('complementary', { name: 'Events' })).toContainText('No event yet.')

  const form = app.getByRole('form', { name: 'New event' })
  await form.getByLabel('Event name').fill('Club Night')
  await form.getByLabel('Format').selectOption('cfs-classic')
  await form.getByLabel('Rounds', { exact: true }).fill('3')
  await form.getByRole('button', { name: 'Create event' }).click()
  await expect(app.getByRole('heading', { name: 'Club Night' })).toBeVisible()
  await expect(app.getByTestId('event-facts')).toHaveText('cfs-classic · registration open · 3 rounds of Swiss, matches best of three')

  // A deck that breaks the format is refused with every problem, and no one is registered.
  const register = app.getByRole('form', { name: 'Register a player' })
  await register.getByLabel('Player').fill('Gus')
  await register.getByLabel('Deck').selectOption({ label: broken })
  await register.getByRole('button', { name: 'Register' }).click()
  const why = app.getByRole('group', { name: 'Why the deck was refused' })
  await expect(why).toContainText('Gus is not registered')
  await expect(why).toContainText('DECK_SIZE 54 cards, cfs-classic needs exactly 50 — remove 4')
  await expect(app.getByRole('alert')).toContainText('is not legal for cfs-classic')

  for (const [at, player] of PLAYERS.entries()) {
    await register.getByLabel('Player').fill(player)
    await register.getByLabel('Deck').selectOption({ label: names[at] })
    await register.getByRole('button', { name: 'Register' }).click()
    await expect(app.getByRole('region', { name: 'Players' }).getByRole('row', { name: new RegExp(`^${player} [0-9A-F]{8}`) })).toBeVisible()
  }
  await expect(why).toHaveCount(0)
  await expect(app.getByRole('heading', { name: 'Players (6)' })).toBeVisible()
  // Each hash on the screen is the locked list's, as the database keeps it.
  for (const p of services.events.players(1))
    await expect(app.getByRole('region', { name: 'Players' }).getByRole('row', { name: new RegExp(`^${p.name} ${p.hash}`) })).toBeVisible()

  // The decklists locked: no one registers after.
  await register.getByRole('button', { name: 'Lock decklists' }).click()
  await expect(app.getByText('The decklists are locked: no one registers after.')).toBeVisible()
  await expect(register).toHaveCount(0)

  // Every decklist at once: one registration sheet a player, by name, saved and opened.
  desktop.nextSave = path.join(desktop.dir, 'club-night.pdf')
  await app.getByRole('button', { name: 'Print decklists…' }).click()
  await expect(app.getByText(`Saved 6 registration sheets to ${desktop.nextSave}`)).toBeVisible()
  expect((await PDFDocument.load(fs.readFileSync(desktop.nextSave))).getPageCount()).toBe(6)
  expect(desktop.opened).toEqual([desktop.nextSave])

  // Round 1 by name: Ada–Ben, Cal–Dee, Eve–Fay; the organiser swaps Ben and Dee before any result.
  await app.getByRole('button', { name: 'Pair round 1' }).click()
  const swap = app.getByRole('form', { name: 'Swap two seats' })
  await swap.getByLabel('First player').selectOption('Ada')
  await swap.getByLabel('Second player').selectOption('Ben')
  await swap.getByRole('button', { name: 'Swap seats' }).click()
  await expect(app.getByRole('alert')).toHaveText('Ada and Ben play each other already, at table 1')
  await swap.getByLabel('First player').selectOption('Ben')
  await swap.getByLabel('Second player').selectOption('Dee')
  await swap.getByRole('button', { name: 'Swap seats' }).click()
  const round1 = app.getByRole('table', { name: 'Round 1' }).getByRole('row')
  await expect(round1).toHaveText([/^table 1\s*Ada\s*Dee/, /^table 2\s*Cal\s*Ben/, /^table 3\s*Eve\s*Fay/])
  await enterRound(app, 1, 3)
  await expect(swap).toHaveCount(0)

  await app.getByRole('button', { name: 'Pair round 2' }).click()
  await expect(app.getByTestId('event-facts')).toContainText('round 2 of 3')
  await expect(app.getByRole('button', { name: 'Pair round 3' })).toBeDisabled()
  await enterRound(app, 2, 3)
  // Fay drops after round 2, so round 3 has a bye.
  await expect(app.getByText('Registration closed with round 1: every deck is locked.')).toBeVisible()
  await app.getByRole('button', { name: 'Drop Fay' }).click()
  await expect(app.getByRole('region', { name: 'Players' })).toContainText('dropped after round 2')
  await app.getByRole('button', { name: 'Pair round 3' }).click()
  const round3 = app.getByRole('table', { name: 'Round 3' })
  await expect(round3.getByRole('row')).toHaveCount(3)
  await expect(round3.getByRole('row').last()).toContainText('bye')
  await expect(round3.getByRole('row').last()).toContainText('2–0')
  await enterRound(app, 3, 2)
  await expect(app.getByText('Every round is played: the standings are final.')).toBeVisible()

  // The standings on the screen are the database's, in its order, each with the deck's hash.
  const table = services.events.standings(1)
  const rows = app.getByRole('table', { name: 'Standings' }).getByRole('row')
  await expect(rows).toHaveCount(7)
  for (const [at, s] of table.entries()) {
    await expect(rows.nth(at + 1)).toContainText(`${s.rank}${s.player}${s.points}${s.record.won}–${s.record.lost}–${s.record.drawn}`)
    await expect(rows.nth(at + 1)).toContainText(s.hash)
  }
  expect(table[0]).toMatchObject({ points: 9, record: { won: 3, lost: 0, drawn: 0 } })
  expect(table.find((s) => s.player === 'Fay')!.droppedAfter).toBe(2)
  await expect(app.getByRole('table', { name: 'Metagame' }).getByRole('row')).toHaveCount(7)
  await screenshot(app, 'events', true)

  // The event saved whole, as the command's export writes it.
  desktop.nextSave = path.join(desktop.dir, 'club-night.event.json')
  await app.getByRole('button', { name: 'Save event…' }).click()
  await expect(app.getByText(`Saved the event to ${desktop.nextSave}`)).toBeVisible()
  expect(fs.readFileSync(desktop.nextSave, 'utf8')).toBe(services.organiser.exportText(1))
})

test('a double-elimination event of four played to its champion, a draw not offered in the bracket', async ({ app, services }) => {
  const names = libraryDecks(services, DECKS.slice(0, 4))
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Events', exact: true }).click()
  const form = app.getByRole('form', { name: 'New event' })
  await form.getByLabel('Event name').fill('Double Trouble')
  await form.getByLabel('Structure').selectOption('double')
  await expect(form.getByLabel('Rounds', { exact: true })).toHaveCount(0)
  await form.getByRole('button', { name: 'Create event' }).click()
  await expect(app.getByTestId('event-facts')).toHaveText('cfs-classic · registration open · double elimination, matches best of three')
  const register = app.getByRole('form', { name: 'Register a player' })
  for (const [at, player] of PLAYERS.slice(0, 4).entries()) {
    await register.getByLabel('Player').fill(player)
    await register.getByLabel('Deck').selectOption({ label: names[at] })
    await register.getByRole('button', { name: 'Register' }).click()
    await expect(app.getByRole('heading', { name: `Players (${at + 1})` })).toBeVisible()
  }
  // Seeds by name: Ada 1, Ben 2, Cal 3, Dee 4; the first player at each table wins 2–1. Round 1: Ada–Dee, Ben–Cal;
  // round 2: Ada–Ben, and Dee–Cal in the losers' bracket; round 3: Dee–Ben; round 4: the grand final, Ada–Dee.
  const tablesOf = [2, 2, 1, 1]
  for (const [at, tables] of tablesOf.entries()) {
    const round = at + 1
    await app.getByRole('button', { name: `Pair round ${round}` }).click()
    const table = app.getByRole('table', { name: `Round ${round}` })
    await expect(table.getByRole('row')).toHaveCount(tables)
    await expect(table.getByLabel('Result at table 1', { exact: true }).locator('option')).toHaveText(
      ['2–0', '2–1', '1–0', '0–1', '1–2', '0–2'].map((r) => new RegExp(` ${r}$`)),
    )
    await enterRound(app, round, tables)
  }
  await expect(app.getByRole('table', { name: 'Round 4' })).toContainText('grand final')
  await expect(app.getByRole('heading', { name: 'Bracket: Ada won' })).toBeVisible()
  await expect(app.getByTestId('event-facts')).toContainText('the bracket played out: Ada won')
  const places = app.getByRole('table', { name: 'Places' }).getByRole('row')
  await expect(places).toHaveText([/Place/, /^1Ada1$/, /^2Dee4$/, /^3Ben2$/, /^4Cal3$/])
  await expect(app.getByText('Every round is played: the standings are final.')).toBeVisible()
  await screenshot(app, 'events-double-elimination')
})

test('a Table Fighter event seats characters: each player drafts one, locked and shown by its hash', async ({ app, services }) => {
  await app.getByRole('button', { name: 'Events', exact: true }).click()
  const form = app.getByRole('form', { name: 'New event' })
  await form.getByLabel('Event name').fill('Fighter Night')
  await form.getByLabel('Format').selectOption('tf')
  await form.getByLabel('Rounds', { exact: true }).fill('2')
  await form.getByRole('button', { name: 'Create event' }).click()
  const register = app.getByRole('form', { name: 'Register a player' })
  await expect(register.getByLabel('Deck')).toHaveCount(0)
  for (const [player, character] of [
    ['Ada', 'Ken'],
    ['Ben', 'Chun-Li'],
    ['Cal', 'Ken'],
  ]) {
    await register.getByLabel('Player').fill(player)
    await register.getByLabel('Character').selectOption({ label: character })
    await register.getByRole('button', { name: 'Register' }).click()
    await expect(app.getByRole('region', { name: 'Players' }).getByRole('row', { name: new RegExp(`^${player} [0-9A-F]{8} ${character}`) })).toBeVisible()
  }
  const [ada, , cal] = services.events.players(1)
  // The same character, the same locked list: the same hash.
  expect(ada.hash).toBe(cal.hash)
  await app.getByRole('button', { name: 'Pair round 1' }).click()
  await expect(app.getByRole('table', { name: 'Round 1' }).getByRole('row')).toHaveCount(2)
})

test('a player who drops during a round: their table’s result goes in from their opponent’s side', async ({ app, services }) => {
  const event = services.organiser.create('Short', 'cfs-classic', 1)
  for (const [at, player] of PLAYERS.slice(0, 4).entries()) {
    const read = services.decks.parse(fs.readFileSync(path.join('examples', `${DECKS[at]}.deck.txt`), 'utf8'))
    if (!read.ok) throw new Error(`${DECKS[at]} does not read`)
    services.organiser.register(event.id, player, read.deck)
  }
  await app.getByRole('button', { name: 'Events', exact: true }).click()
  await app.getByRole('button', { name: /^Short/ }).click()
  await app.getByRole('button', { name: 'Pair round 1' }).click()
  // Ada (table 1) leaves before her match is entered; her opponent's side takes the result as picked.
  await app.getByRole('button', { name: 'Drop Ada' }).click()
  await enterRound(app, 1, 2)
  expect(services.events.matches(event.id).map((m) => [m.a, m.b, m.result])).toEqual([
    ['Ada', 'Ben', { winsA: 2, winsB: 1, drawn: 0 }],
    ['Cal', 'Dee', { winsA: 2, winsB: 1, drawn: 0 }],
  ])
  await expect(app.getByText('Every round is played: the standings are final.')).toBeVisible()
})
