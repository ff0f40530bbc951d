// The goldfish table drawn as cards, played by drag and drop: a character dragged from the hand into a Ring
// slot, a refused drop with main's reason, an attack dragged onto the goldfish that turns the card sideways,
// a hand card dragged onto the discard pile; screenshots in both themes.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { dropDeck, expect, playSeed, screenshot, test } from './harness'

const goldfishHp = async (app: Page) => Number(await app.getByTestId('goldfish-hp').textContent())

test('play a turn at the table by drag and drop', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await playSeed(app, 7)
  const status = app.getByTestId('table-status')
  await expect(status).toContainText('Turn 1')
  const hand = app.getByTestId('hand-card')
  await expect(hand).toHaveCount(5)
  // Every card on the table is a face with a text equivalent.
  await expect(hand.first().getByRole('img')).toHaveAttribute('aria-label', /\S/)

  // Turn 1: drag a character from the hand into the middle slot.
  const characters = hand.filter({ has: app.getByRole('button', { name: 'Place' }) })
  const name = (await characters.first().locator('.name').textContent())!.replace(/^\S+ /, '')
  await characters.first().getByTestId('hand-face').dragTo(app.getByTestId('slot-1'))
  const slot = app.getByTestId('slot-1')
  await expect(slot.locator('strong')).toHaveText(name)
  await expect(slot.getByTestId('ring-card').getByRole('img')).toHaveAttribute('aria-label', new RegExp(name))
  await expect(hand).toHaveCount(4)
  await expect(slot.getByTestId('ring-card')).toHaveAttribute('data-sideways', 'false')

  // On standby it may not attack: the drop on the goldfish is refused, with main's reason.
  await slot.getByTestId('ring-card').dragTo(app.getByTestId('goldfish-zone'))
  await expect(app.getByRole('alert')).toContainText('standby')
  expect(await goldfishHp(app)).toBe(3000)

  // While a card is dragged, the places it may land are lit (a character: the Ring's slots, to enter or to back up, and the piles).
  const lit = await characters
    .first()
    .getByTestId('hand-face')
    .evaluate(async (face) => {
      face.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: new DataTransfer() }))
      await new Promise(requestAnimationFrame)
      const zones = [...document.querySelectorAll('[data-drop-target="true"]')].map((z) => z.getAttribute('data-testid'))
      face.dispatchEvent(new DragEvent('dragend', { bubbles: true }))
      return zones
    })
  expect(lit).toEqual(expect.arrayContaining(['slot-0', 'slot-1', 'slot-2', 'deck-zone', 'discard-zone']))
  expect(lit).not.toContain('hand-zone')
  expect(lit).not.toContain('goldfish-zone')

  // A hand card dragged onto the discard pile.
  const discarded = (await hand.last().locator('.name').textContent())!
  await hand.last().getByTestId('hand-face').dragTo(app.getByTestId('discard-zone'))
  await expect(hand).toHaveCount(3)
  await expect(app.getByTestId('discard-pile')).toHaveAttribute('data-count', '1')
  await expect(app.getByTestId('discard-pile').getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^${discarded}`))
  await app.getByRole('button', { name: 'End turn' }).click()

  // Turn 2: a second character into the first slot, before the attacks end the Main phase.
  await expect(status).toContainText('Turn 2')
  await characters.first().getByTestId('hand-face').dragTo(app.getByTestId('slot-0'))
  await expect(app.getByTestId('slot-0').getByTestId('ring-card')).toBeVisible()

  // The first is ready: dragged onto the goldfish it attacks, and freezes: turned sideways.
  const bp = Number((await slot.locator('.bp').textContent())!.replace(' BP', ''))
  await slot.getByTestId('ring-card').dragTo(app.getByTestId('goldfish-zone'))
  await expect.poll(() => goldfishHp(app)).toBe(3000 - bp)
  await expect(slot.locator('.tag')).toHaveText('frozen')
  const frozen = slot.getByTestId('ring-card')
  await expect(frozen).toHaveAttribute('data-sideways', 'true')
  // Turned on screen, not only marked: the face is wider than it is tall.
  await expect
    .poll(async () => {
      const box = (await frozen.getByRole('img').boundingBox())!
      return box.width > box.height
    })
    .toBe(true)

  // The table from the goldfish down to the hand, once the import's notice has gone.
  await app.getByTestId('table-mat').evaluate((mat) => mat.scrollIntoView({ block: 'start' }))
  await expect(app.getByText('Imported “Shoto Rush”')).toBeHidden({ timeout: 10_000 })
  await screenshot(app, 'playtest-table-light', true)
  await app.getByLabel('Theme').selectOption('dark')
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark')
  await screenshot(app, 'playtest-table-dark', true)
})

test('the table fits a 1400×860 window: the whole width, the hand on screen, Strikers named and ready', async ({ app }) => {
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  await playSeed(app, 7)
  await expect(app.getByTestId('hand-card').first()).toBeVisible()
  const window = app.viewportSize()!
  // The table has the width: the batch run and the odds wait in their own tab.
  await expect(app.getByRole('region', { name: 'Batch simulation' })).toBeHidden()
  const table = (await app.getByRole('region', { name: 'Goldfish table' }).boundingBox())!
  expect(table.width).toBeGreaterThan(window.width * 0.9)
  // The hand on screen as the game starts, not below the fold.
  const hand = (await app.getByTestId('hand').boundingBox())!
  expect(hand.y).toBeGreaterThanOrEqual(0)
  expect(hand.y + hand.height).toBeLessThanOrEqual(window.height)
  // Strikers by name, and a Legends deck's goldfish has a character for them: each can be sent at once.
  await expect(app.getByLabel('Striker target', { exact: true })).toBeChecked()
  const strikers = app.getByTestId('strikers').getByRole('listitem')
  await expect(strikers.getByTestId('striker-name')).toHaveCount(3)
  expect((await strikers.getByTestId('striker-name').allTextContents()).sort()).toEqual(['C029 Gen', 'C045 Twelve', 'S010 Bob'])
  for (const name of await strikers.getByTestId('striker-name').all()) await expect(name).toBeInViewport()
  await expect(strikers.getByRole('button', { name: /^Send/ })).toHaveCount(3)
  for (const send of await strikers.getByRole('button', { name: /^Send/ }).all()) await expect(send).toBeEnabled()
  await screenshot(app, 'playtest-fits-light')

  // The batch run and the odds, a tab away, with the whole width too.
  await app.getByRole('tab', { name: 'Batch run & odds' }).click()
  await expect(app.getByRole('region', { name: 'Batch simulation' })).toBeVisible()
  await expect(app.getByLabel('Batch Striker target')).toBeChecked()
  await expect(app.getByRole('region', { name: 'Goldfish table' })).toBeHidden()
  await screenshot(app, 'playtest-batch-tab-light')
  // Back at the table, the game is where it was.
  await app.getByRole('tab', { name: 'Table' }).click()
  await expect(app.getByTestId('table-status')).toContainText('seed 7')
})

test("a slot's buttons say which character they act on", async ({ app }, info) => {
  const file = info.outputPath('ibuki.deck.txt')
  fs.writeFileSync(file, 'name: Ibuki\nformat: cfs-classic\nMain\n3 C041 Ibuki\n3 C002 Ken\n3 C028 Sakura\n3 S001 Terry\n3 S002 Andy\n')
  await dropDeck(app, file)
  await app.getByRole('button', { name: 'Playtest' }).click()
  for (let seed = 1; ; seed++) {
    await app.getByLabel('Seed', { exact: true }).fill(String(seed))
    await app.getByRole('button', { name: 'Play this seed' }).click()
    await expect(app.getByTestId('table-status')).toContainText(`seed ${seed}`)
    if ((await app.getByTestId('hand-card').filter({ hasText: 'C041' }).count()) && (await app.getByTestId('hand-card').filter({ hasNotText: 'C041' }).count()))
      break
  }
  await app.getByTestId('hand-card').filter({ hasText: 'C041' }).first().getByRole('button', { name: 'Place' }).click()
  const slot = app.getByTestId('slot-0')
  await expect(slot.getByRole('button', { name: '■ Ability on Ibuki (slot 1)', exact: true })).toBeVisible()
  await expect(slot.getByRole('button', { name: /on \d$/ })).toHaveCount(0)
  // In the hand too: a Back-Up names the character it backs up.
  const other = app
    .getByTestId('hand-card')
    .filter({ has: app.getByRole('button', { name: 'Place' }) })
    .filter({ hasNotText: 'C041' })
  await expect(other.first().getByRole('button', { name: 'Back up Ibuki (slot 1)', exact: true })).toBeVisible()
  await screenshot(app, 'playtest-slot-words-light')
})
