// A format of the player's own, made in the app: a shipped format copied, each problem shown beside its field as it
// is typed, saved only once it has none, chosen for a deck (whose legality then names it), exported as a file and
// removed.
import fs from 'node:fs'
import path from 'node:path'
import { dropDeck, expect, screenshot, test } from './harness'

test('a format of my own: copied, checked field by field, saved, chosen for a deck, exported and removed', async ({ app, desktop }) => {
  await app.getByLabel('Theme').selectOption('light')
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Formats…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Formats' })
  await dialog
    .getByRole('button', { name: /^Card Fighters Special/ })
    .first()
    .click()
  await expect(dialog.getByText('A shipped format is read-only')).toBeVisible()
  await expect(dialog.getByLabel('Format name')).toBeDisabled()
  await dialog.getByRole('button', { name: 'Copy to edit' }).click()

  const form = dialog.getByRole('form', { name: 'Format' })
  await form.getByLabel('Format id').fill('Club Night')
  await form.getByLabel('Format name').fill('Club Night')
  await form.getByLabel('Deck size').fill('fifty')
  await form.getByLabel('Banned').fill('C049')
  await form.getByLabel('Limited').fill('S019 3')
  // Each problem beside its field, and no saving while one stands.
  const beside = (field: string) => form.locator('label', { has: app.getByLabel(field, { exact: true }) }).getByTestId('format-problem')
  await expect(beside('Format id')).toContainText('lower-case letters, digits and hyphens')
  await expect(beside('Deck size')).not.toHaveCount(0)
  await expect(beside('Limited')).not.toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled()
  await screenshot(app, 'formats-problems')
  await form.getByLabel('Format id').fill('club-night')
  await form.getByLabel('Deck size').fill('50')
  await form.getByLabel('Limited').fill('S019 1')
  await expect(form.getByTestId('format-problem')).toHaveCount(0)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(app.getByText('Added the format “Club Night”')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Club Night\s*yours$/ })).toBeVisible()
  // Made for the card data as it is now: every set, the base set among them.
  await expect(dialog.getByTestId('made-for')).toContainText(/^Made for the card data of cfs-base \([0-9a-f]{8}\).*, the same as yours\.$/)

  // Exported as a format file that reads back to the same format.
  desktop.nextSave = path.join(desktop.dir, 'club-night.format.json')
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(app.getByText(`Saved the format to ${desktop.nextSave}`)).toBeVisible()
  expect(JSON.parse(fs.readFileSync(desktop.nextSave, 'utf8'))).toMatchObject({
    id: 'club-night',
    construction: { deckSize: 50, banned: ['C049'], limited: [{ card: 'S019', copies: 1 }] },
    cards: { 'cfs-base': expect.stringMatching(/^[0-9a-f]{16}$/) },
  })
  await form.getByRole('button', { name: 'Close' }).click()

  // The deck in the new format: its legality names the format and the lists.
  await app.getByLabel('Format', { exact: true }).selectOption('club-night')
  const legality = app.getByTestId('legality')
  await expect(legality).toContainText('C049 Satsui no Ryu (Evil Ryu) is banned in Club Night')
  await expect(legality).toContainText("3 copies of S019 Geese, Club Night's limited list allows 1")

  // Removed: the picker no longer lists it.
  await app.getByLabel('Format', { exact: true }).selectOption('cfs-classic')
  await app.getByRole('button', { name: 'Formats…' }).click()
  await dialog.getByRole('button', { name: /^Club Night/ }).click()
  await form.getByRole('button', { name: 'Remove' }).click()
  await expect(app.getByText('Removed the format “club-night”')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Club Night/ })).toHaveCount(0)
  await form.getByRole('button', { name: 'Close' }).click()
  await expect(app.getByLabel('Format', { exact: true }).locator('option', { hasText: 'Club Night' })).toHaveCount(0)
})
