// The goldfish table drawn as cards, played by drag and drop: a character dragged from the hand into a Ring
// slot, a refused drop with main's reason, an attack dragged onto the goldfish that turns the card sideways,
// a hand card dragged onto the discard pile; screenshots in both themes.
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
  const lit = await characters.first().getByTestId('hand-face').evaluate(async (face) => {
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
  await expect.poll(async () => {
    const box = (await frozen.getByRole('img').boundingBox())!
    return box.width > box.height
  }).toBe(true)

  // The table from the goldfish down to the hand, once the import's notice has gone.
  await app.getByTestId('table-mat').evaluate((mat) => mat.scrollIntoView({ block: 'start' }))
  await expect(app.getByText('Imported “Shoto Rush”')).toBeHidden({ timeout: 10_000 })
  await screenshot(app, 'playtest-table-light', true)
  await app.getByLabel('Theme').selectOption('dark')
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark')
  await screenshot(app, 'playtest-table-dark', true)
})
