// The player's collection: owned counts set in the card detail and shown in the card list, the missing: filter,
// the deck panel's line of what the deck lacks, and printing only the cards the player does not own.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { dropFile, expect, screenshot, test } from './harness'

const DECK = ['name: Collection test', 'Main', '3 C001', '2 C002', '1 A001'].join('\n')

async function openCard(app: Page, number: string) {
  await app.getByLabel('Search cards').fill(`number:${number}`)
  await expect(app.getByTestId('card-row')).toHaveCount(1)
  await app.getByTestId('card-row').first().click()
  await expect(app.getByTestId('card-detail')).toContainText(number)
}

test('owned counts in the detail, the missing: filter, what a deck lacks, and printing only that', async ({ app, desktop, services }) => {
  await dropFile(app, 'collection.deck.txt', DECK)
  await expect(app.getByLabel('Deck name')).toHaveValue('Collection test')
  const missing = app.getByTestId('deck-missing')
  // A player who keeps no collection is not told that every card is missing.
  await expect(app.getByTestId('legality')).toBeVisible()
  await expect(missing).toHaveCount(0)
  await expect(app.getByTestId('entry-missing')).toHaveCount(0)

  // Two Ryus by the + button, five Kens typed.
  await openCard(app, 'C001')
  const detail = app.getByTestId('card-detail')
  const owned = detail.getByLabel('Copies owned')
  await expect(owned).toHaveValue('0')
  await expect(detail.getByRole('button', { name: 'One fewer owned' })).toBeDisabled()
  await detail.getByRole('button', { name: 'One more owned' }).click()
  await detail.getByRole('button', { name: 'One more owned' }).click()
  await expect(owned).toHaveValue('2')
  await expect(app.getByRole('option', { name: /C001.*owned 2/ })).toBeVisible()
  await expect(missing).toHaveText('Missing 4 cards (3 different)')

  await openCard(app, 'C002')
  await owned.fill('lots')
  await owned.press('Enter')
  await expect(detail.getByRole('alert')).toHaveText('Owned copies: a whole number from 0 to 999')
  await owned.fill('5')
  await owned.press('Enter')
  await expect(detail.getByRole('alert')).toHaveCount(0)
  await expect.poll(() => services.collection.owned('cfs-base', 'C002')).toBe(5)
  await expect(missing).toHaveText('Missing 2 cards (2 different)')
  // Per card, in the deck list: what each lacks.
  const entry = (number: string) => app.getByTestId('deck-entry').and(app.locator(`[data-number="${number}"]`))
  await expect(entry('C001').getByTestId('entry-missing')).toHaveText('1 missing')
  await expect(entry('C002').getByTestId('entry-missing')).toHaveCount(0)
  await expect(entry('A001').getByTestId('entry-missing')).toHaveText('1 missing')
  // And on the faces of the visual deck, in their names too.
  await app.getByRole('button', { name: 'Visual deck' }).click()
  const face = (number: string) => app.getByTestId('deck-face').and(app.locator(`[data-number="${number}"]`))
  await expect(face('C001').getByTestId('face-missing')).toHaveText('1 missing')
  await expect(face('C001').getByRole('button').first()).toHaveAccessibleName(/1 missing/)
  await expect(face('C002').getByTestId('face-missing')).toHaveCount(0)
  await screenshot(app, 'collection-visual')
  await app.getByRole('button', { name: 'Deck list' }).click()
  await openCard(app, 'C001')
  await expect(owned).toHaveValue('2')
  await screenshot(app, 'collection-detail')

  // The query language: missing: is owned 0 times, owned>=2 compares the count.
  await app.getByLabel('Search cards').fill('number:C001,C002,C003 missing:')
  await expect(app.getByTestId('card-row')).toHaveCount(1)
  await expect(app.getByTestId('card-row').first()).toHaveAttribute('data-number', 'C003')
  await app.getByLabel('Search cards').fill('number:C001,C002,C003 owned>=2')
  await expect(app.getByTestId('card-row')).toHaveCount(2)
  await expect(app.getByTestId('card-row').nth(1)).toContainText('owned 5')

  // The print dialog prints only the two copies lacking.
  await app.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await expect(dialog.locator('figcaption')).toContainText('6 cards')
  await dialog.getByLabel("Only cards I don't own").check()
  await expect(dialog.locator('figcaption')).toContainText('2 cards')
  await expect(dialog.getByTestId('print-missing')).toHaveText('2 copies you lack, of 2 cards')
  await screenshot(app, 'collection-print')
  desktop.nextSave = path.join(desktop.dir, 'missing.pdf')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(dialog.getByTestId('print-job')).toContainText('Saved 1 pages to', { timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Once the player owns it all, the deck lacks nothing and the switch leaves nothing to print.
  await openCard(app, 'C001')
  await detail.getByRole('button', { name: 'One more owned' }).click()
  await openCard(app, 'A001')
  await detail.getByRole('button', { name: 'One more owned' }).click()
  await expect(missing).toHaveCount(0)
  await app.getByRole('button', { name: 'Print…' }).click()
  await dialog.getByLabel("Only cards I don't own").check()
  await expect(dialog.getByTestId('nothing-missing')).toContainText('You own every card of this deck')
  await expect(dialog.getByRole('button', { name: 'Save PDF…' })).toBeDisabled()
  await dialog.getByLabel("Only cards I don't own").uncheck()
  await expect(dialog.getByRole('button', { name: 'Save PDF…' })).toBeEnabled()
})

test('the collection CSV: exported and imported from the Decks menu, a bad file refused whole', async ({ app, desktop, services }) => {
  services.collection.set('cfs-base', 'C001', 2)
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  const menu = app.getByRole('dialog', { name: 'Deck library' })
  desktop.nextSave = path.join(desktop.dir, 'mine.csv')
  await menu.getByRole('button', { name: 'Export collection CSV…' }).click()
  await expect(menu.getByTestId('collection-note')).toContainText('Saved the owned counts of 1 card to')
  const fs = await import('node:fs')
  expect(fs.readFileSync(desktop.nextSave, 'utf8')).toBe('set,number,name,owned\ncfs-base,C001,Ryu,2\n')

  const bad = path.join(desktop.dir, 'bad.csv')
  fs.writeFileSync(bad, 'set,number,owned\ncfs-base,C002,3\ncfs-base,C003,many\n')
  desktop.nextOpen = bad
  await menu.getByRole('button', { name: 'Import collection CSV…' }).click()
  await expect(menu.getByRole('alert')).toContainText('bad.csv was not imported; no count was changed')
  await expect(menu.getByRole('alert')).toContainText('bad.csv:3: owned: "many" is not a whole number from 0 to 999')
  expect(services.collection.owned('cfs-base', 'C002')).toBe(0)

  const good = path.join(desktop.dir, 'good.csv')
  fs.writeFileSync(good, 'set,number,owned\ncfs-base,C002,3\n')
  desktop.nextOpen = good
  await menu.getByRole('button', { name: 'Import collection CSV…' }).click()
  await expect(menu.getByTestId('collection-note')).toHaveText('Set the owned counts of 1 card')
  expect(services.collection.owned('cfs-base', 'C002')).toBe(3)
  // The card list reads the counts again.
  await app.keyboard.press('Escape')
  await app.getByLabel('Search cards').fill('owned>0')
  await expect(app.getByTestId('card-row')).toHaveCount(2)
  // A face in the grid shows the count too.
  await app.getByRole('button', { name: 'Grid', exact: true }).click()
  await expect(app.getByTestId('card-tile')).toHaveCount(2)
  await expect(app.getByTestId('tile-owned')).toHaveText(['owned 2', 'owned 3'])
})

test('the library says which decks the collection builds, and shows only those when asked', async ({ app, services }) => {
  const entry = (number: string, count: number) => ({ set: 'cfs-base', number, count })
  services.library.create({ name: 'Ryu pair', format: 'cfs-classic', main: [entry('C001', 2)] })
  services.library.create({ name: 'Ryu and Ken', format: 'cfs-classic', main: [entry('C001', 3), entry('C002', 2)] })
  services.collection.set('cfs-base', 'C001', 2)
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  const library = app.getByRole('dialog', { name: 'Deck library' })
  const deck = (name: string) => library.getByRole('button', { name: new RegExp(`^${name}`) })
  await expect(deck('Ryu pair')).toContainText('Buildable from your collection')
  await expect(deck('Ryu and Ken')).toContainText('Lacks 3 copies of 2 cards')
  await library.getByLabel('Buildable from my collection').check()
  await expect(deck('Ryu pair')).toBeVisible()
  await expect(deck('Ryu and Ken')).toHaveCount(0)
  await screenshot(app, 'library-buildable')
  await library.getByLabel('Buildable from my collection').uncheck()
  await expect(deck('Ryu and Ken')).toBeVisible()
})
