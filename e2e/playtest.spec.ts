import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { dropDeck, expect, playSeed, screenshot, test } from './harness'
import { toDeck } from '../src/main/decks/library'
import { goldfish } from '../src/main/playtest/goldfish'

const goldfishHp = async (app: Page) => Number(await app.getByTestId('goldfish-hp').textContent())
const slotBp = async (app: Page, slot: number) => Number((await app.getByTestId(`slot-${slot}`).locator('.bp').textContent())!.replace(' BP', ''))

test('play three turns at the table, with a refused move and an undo', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await playSeed(app, 7)
  const status = app.getByTestId('table-status')
  await expect(status).toContainText('Turn 1')
  await expect(status).toContainText('seed 7')
  await expect(app.getByTestId('hand-card')).toHaveCount(5) // going first: no draw on turn 1

  // Turn 1: place a character; it is on standby, so its attack is refused (disabled, the reason as its tooltip).
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  await expect(app.getByTestId('slot-0')).toContainText('standby')
  const standby = app.getByTestId('slot-0').getByRole('button', { name: 'Attack' })
  await expect(standby).toBeDisabled()
  await expect(standby).toHaveAttribute('title', /on standby this turn/)
  await app.getByRole('button', { name: 'End turn' }).click()

  // Turn 2: a draw, a second character, the first attacks.
  await expect(status).toContainText('Turn 2')
  await expect(app.getByTestId('hand-card')).toHaveCount(5)
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(app.getByTestId('slot-1')).toContainText('empty')
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  const first = await slotBp(app, 0)
  await app.getByTestId('slot-0').getByRole('button', { name: 'Attack' }).click()
  expect(await goldfishHp(app)).toBe(3000 - first)
  await expect(app.getByTestId('slot-0')).toContainText('frozen')
  await app.getByRole('button', { name: 'End turn' }).click()

  // Turn 3: both ready characters attack.
  await expect(status).toContainText('Turn 3')
  const second = await slotBp(app, 1)
  await app.getByTestId('slot-0').getByRole('button', { name: 'Attack' }).click()
  await app.getByTestId('slot-1').getByRole('button', { name: 'Attack' }).click()
  expect(await goldfishHp(app)).toBe(Math.max(0, 3000 - first - first - second))
  await expect(app.getByTestId('log')).toContainText('Turn 3')

  // A card moved by hand, for a text the table does not apply.
  const inHand = await app.getByTestId('hand-card').count()
  await app.getByTestId('hand-card').first().getByRole('combobox').selectOption('discard')
  await expect(app.getByTestId('hand-card')).toHaveCount(inHand - 1)
  await expect(app.getByTestId('discard').getByRole('listitem')).toHaveCount(1)
  await app.getByTestId('discard').getByRole('button', { name: 'To hand' }).click()
  await expect(app.getByTestId('hand-card')).toHaveCount(inHand)
  await screenshot(app, 'playtest-table-light')
})

test('run a 10,000-game batch, see the charts, and compute exact odds', async ({ app, services }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Batch run & odds' }).click()
  await app.getByLabel('Games').fill('10000')
  await app.getByLabel('Batch seed').fill('42')
  await app.getByRole('button', { name: 'Simulate' }).click()
  await expect(app.getByTestId('run-progress')).toHaveText('10,000 of 10,000 games')
  await expect(app.getByTestId('run-summary')).toContainText('Kill turn (mean)')
  await expect(app.getByLabel('Batch simulation').locator('canvas')).toHaveCount(4)

  const deckId = services.library.list()[0].id
  const draw = app.getByRole('group', { name: 'Cards to draw' })
  await draw.getByLabel('Find in Cards to draw').fill('fight')
  await expect(draw.getByRole('checkbox')).toHaveCount(1)
  await draw.getByRole('checkbox', { name: /A001 Fight!/ }).check()
  await app.getByRole('button', { name: 'Exact odds' }).click()
  const exact = services.playtest.odds(deckId, { cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1 }, 6, true).probability
  await expect(app.getByTestId('odds')).toContainText(`${(exact * 100).toFixed(2)}%`)
  // "…and at least 1 Ryu": the multivariate odds, lower than either alone.
  const and = app.getByRole('group', { name: 'And cards' })
  await expect(and.getByRole('checkbox', { name: /A001 Fight!/ })).toBeDisabled()
  await and.getByRole('checkbox', { name: /C001 Ryu/ }).check()
  await app.getByRole('button', { name: 'Exact odds' }).click()
  const both = services.playtest.odds(deckId, { cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1 }, 6, true, {
    cards: [{ set: 'cfs-base', number: 'C001' }],
    atLeast: 1,
  }).probability
  expect(both).toBeLessThan(exact)
  await expect(app.getByTestId('odds')).toContainText(`${(both * 100).toFixed(2)}%`)
  await screenshot(app, 'playtest-batch-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'playtest-batch-dark')
})

test('a run of many steps is told as main plays it, to the report of the whole run; Cancel stops another at once', async ({ app, services }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Batch run & odds' }).click()
  await app.getByLabel('Games').fill('60000')
  await app.getByLabel('Batch seed').fill('7')
  await app.getByRole('button', { name: 'Simulate' }).click()
  // Three steps of 25,000 games: the page only started the run, and main told it the rest.
  await expect(app.getByTestId('run-progress')).toHaveText('60,000 of 60,000 games')
  const deck = toDeck(services.library.get(services.library.list()[0].id))
  const whole = goldfish(services.decks, deck, { games: 60_000, seed: 7, first: true })
  await expect(app.getByTestId('run-summary').locator('tbody tr').first()).toHaveText(`Kill turn (mean)${whole.killTurn.mean!.toFixed(2)}`)

  await app.getByRole('spinbutton', { name: 'Games' }).fill('1000000')
  await app.getByRole('button', { name: 'Simulate' }).click()
  await expect(app.getByTestId('run-progress')).toContainText('of 1,000,000 games…')
  await app.getByRole('button', { name: 'Cancel' }).click()
  await expect(app.getByTestId('run-progress')).toContainText('(cancelled)')
  await expect(app.getByRole('button', { name: 'Simulate' })).toBeEnabled()
})

test('compare two decks side by side on the same seeds', async ({ app, services }) => {
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Batch run & odds' }).click()
  await app.getByLabel('Games').fill('5000')
  await app.getByLabel('Batch seed').fill('9')
  await app.getByLabel('Compare with').selectOption({ label: 'vs Fatal Fury Legends' })
  await app.getByRole('button', { name: 'Simulate' }).click()
  await expect(app.getByTestId('run-progress')).toHaveText('10,000 of 10,000 games')
  const summary = app.getByTestId('run-summary')
  await expect(summary.locator('thead')).toContainText('Shoto Rush')
  await expect(summary.locator('thead')).toContainText('Fatal Fury Legends')
  // Each column is exactly that deck's own run on these seeds.
  const mean = async (name: string) => {
    const deck = services.library.list().find((d) => d.name === name)!
    let p = await services.playtest.startRun(deck.id, { games: 5000, seed: 9, first: true })
    while (!p.done) p = await services.playtest.step(p.runId)
    return p.report.killTurn.mean!.toFixed(2)
  }
  const row = summary.locator('tbody tr').first()
  await expect(row).toHaveText(`Kill turn (mean)${await mean('Shoto Rush')}${await mean('Fatal Fury Legends')}`)
  await screenshot(app, 'playtest-compare-light')
})

test('a "+BP to one character" action is played on the character picked', async ({ app }, info) => {
  const file = info.outputPath('pump.deck.txt')
  fs.writeFileSync(file, 'name: Pump\nformat: cfs-classic\nMain\n3 C001 Ryu\n3 C002 Ken\n3 C028 Sakura\n3 A030\n3 S001 Terry\n3 S002 Andy\n')
  await dropDeck(app, file)
  await app.getByRole('button', { name: 'Playtest' }).click()
  // Deal seeds 3, 4, … until a hand holds the action.
  for (let seed = 3; ; seed++) {
    await app.getByLabel('Seed', { exact: true }).fill(String(seed))
    await app.getByRole('button', { name: 'Play this seed' }).click()
    await expect(app.getByTestId('table-status')).toContainText(`seed ${seed}`)
    if (await app.getByTestId('hand-card').filter({ hasText: 'A030' }).count()) break
  }
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  const before = await slotBp(app, 0)
  await app
    .getByTestId('hand-card')
    .filter({ hasText: 'A030' })
    .first()
    .getByRole('button', { name: /^Play on .+ \(slot 1\)$/ })
    .click()
  expect(await slotBp(app, 0)).toBe(before + 300)
  await expect(app.getByTestId('log')).toContainText('+300 BP')
  await screenshot(app, 'playtest-target-light')
})

test('carry out a text by hand, undo it, and let the simulator play a turn', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await playSeed(app, 7)
  const status = app.getByTestId('table-status')
  const log = app.getByTestId('log')
  await expect(status).toContainText('Turn 1')
  // Each card with a text says how the table plays it.
  const readings = app.getByTestId('hand-card-reading')
  expect(await readings.count()).toBeGreaterThan(0)
  for (const text of await readings.allTextContents())
    expect(text).toMatch(/^(played as printed|no effect on a goldfish|played in part|not played: do it by hand)/)

  // A character on standby may attack on its entry turn when a text says so (S016 Alfred): by hand, logged.
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  const slot = app.getByTestId('slot-0')
  const name = (await slot.locator('strong').textContent())!
  await expect(slot.getByRole('button', { name: 'Attack' })).toBeDisabled()
  await slot.getByLabel('By hand: slot 1').selectOption('attack-on-entry')
  await expect(log).toContainText(new RegExp(`By hand: \\w+ ${name} may attack this turn`))
  await expect(slot.getByRole('button', { name: 'Attack' })).toBeEnabled()
  const bp = await slotBp(app, 0)
  await slot.getByRole('button', { name: 'Attack' }).click()
  expect(await goldfishHp(app)).toBe(3000 - bp)

  // Unfreeze it by hand; undo takes the override back.
  await expect(slot.locator('.tag')).toHaveText('frozen')
  await slot.getByLabel('By hand: slot 1').selectOption('unfreeze')
  await expect(log).toContainText(new RegExp(`By hand: \\w+ ${name} unfreezes`))
  await expect(slot.locator('.tag')).toHaveText('ready')
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(slot.locator('.tag')).toHaveText('frozen')
  // A refused override keeps its reason.
  await slot.getByLabel('By hand: slot 1').selectOption('freeze')
  await expect(app.getByRole('alert')).toHaveText(new RegExp(`^\\w+ ${name} is already frozen$`))

  // The rest of the turn (and the next) played as the simulator plays it; one undo takes a whole turn back.
  await app.getByRole('button', { name: 'End turn' }).click()
  await expect(status).toContainText('Turn 2')
  await app.getByRole('button', { name: 'Play the turn like the simulator' }).click()
  await expect(status).toContainText('Turn 3')
  await expect(log).toContainText('(that turn was played as the simulator plays)')
  expect(await goldfishHp(app)).toBeLessThan(3000 - bp)
  await screenshot(app, 'playtest-by-hand-light')
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(status).toContainText('Turn 2')
  expect(await goldfishHp(app)).toBe(3000 - bp)
})
