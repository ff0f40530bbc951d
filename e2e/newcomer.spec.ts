// What a new user stumbled on, each step as they took it: keyboard, dialogs, the library menu, the table.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { dropFile, expect, playSeed, screenshot, test } from './harness'

async function newDeck(app: Page) {
  await app.getByRole('button', { name: 'New deck', exact: true }).first().click()
  await expect(app.getByLabel('Deck name')).toHaveValue(/New deck/)
}

test('Enter in the search box adds the top result; rows show rarity; a full name finds its fighter, and words no card holds all of list the nearest', async ({
  app,
}) => {
  await newDeck(app)
  const search = app.getByLabel('Search cards')
  await search.fill('chun li')
  await expect(app.getByTestId('card-row').first()).toHaveAttribute('data-number', 'C003')
  await expect(app.getByTestId('card-row').first().getByTestId('rarity')).toHaveText('A')
  await search.press('Enter')
  await search.press('Enter')
  await expect(app.locator('[data-testid="deck-entry"][data-number="C003"]')).toContainText('2')
  await expect(search).toBeFocused()

  await search.fill('terry bogard')
  await expect(app.getByTestId('card-row').first()).toContainText('Terry')
  await expect(app.getByTestId('no-match')).toHaveCount(0)
  // No card holds both words: the cards with one of them, said so.
  await search.fill('ryu zzqx')
  await expect(app.getByTestId('partial-match')).toHaveText('No card has all 2 words: the first cards have 1 of them.')
  await expect(app.getByTestId('card-row').first()).toContainText('Ryu')
  await screenshot(app, 'builder-suggestions-light')
})

test('the Decks list shows each deck as it is now, and Escape closes it with focus back on the button', async ({ app }) => {
  await newDeck(app)
  const decks = app.getByRole('button', { name: 'Decks ▾' })
  await decks.click()
  const menu = app.getByRole('dialog', { name: 'Deck library' })
  await expect(menu.getByLabel('Find a deck')).toBeFocused()
  await expect(menu).toContainText('New deck')
  await app.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(decks).toBeFocused()

  await app.getByLabel('Deck name').fill('Shoto Rush')
  await app.getByLabel('Deck name').press('Enter')
  await app.getByLabel('Format').selectOption('cfs-legends')
  await app.getByLabel('Search cards').fill('ryu')
  await app.getByLabel('Search cards').press('Enter')
  await expect(app.getByTestId('zone-main-count')).toHaveText('1')
  await decks.click()
  await expect(menu.getByRole('listitem').first()).toContainText('Shoto Rush')
  await expect(menu.getByRole('listitem').first()).toContainText('Card Fighters Special: Legends · 1 cards · not legal')
})

test('every dialog takes focus when it opens, gives it back when it closes, and closes on Escape', async ({ app }) => {
  await newDeck(app)
  const print = app.getByRole('button', { name: 'Print…' })
  await print.click()
  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  // Tab stays inside the modal dialog.
  for (let i = 0; i < 40; i++) await app.keyboard.press('Tab')
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await app.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(print).toBeFocused()

  // A refused deck file: its problems in an alert dialog, closed by Escape.
  await dropFile(app, 'typo.deck.txt', '3 Ryu\n2 Chun-Lee\n')
  const alert = app.getByRole('alertdialog', { name: 'Deck not imported' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Close' })).toBeFocused()
  await app.keyboard.press('Escape')
  await expect(alert).toHaveCount(0)

  // The Cards screen's set dialog too.
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  const newSet = app.getByRole('button', { name: 'New set…' })
  await newSet.click()
  const setDialog = app.getByRole('dialog', { name: 'New set' })
  await expect.poll(() => setDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await app.keyboard.press('Escape')
  await expect(setDialog).toHaveCount(0)
  await expect(newSet).toBeFocused()
})

test('after an import into another set, the form shows no card of the set left behind', async ({ app, desktop }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.locator('[data-testid="set-card"][data-number="C001"]').click()
  await expect(app.getByRole('heading', { name: 'C001 Ryu' })).toBeVisible()

  desktop.nextOpen = path.join(desktop.dir, 'promos.csv')
  fs.copyFileSync('db/sample-cards.csv', desktop.nextOpen)
  await app.getByRole('button', { name: 'Import cards…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Import cards' })
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('button', { name: /promos · 8/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(app.getByRole('heading', { name: 'C001 Ryu' })).toHaveCount(0)
  await expect(app.getByLabel('Card editor')).toContainText('Pick a card to edit it, or make a new one.')
  await app.locator('[data-testid="set-card"][data-number="C901"]').click()
  await expect(app.getByRole('heading', { name: 'C901 Ryu (Promo)' })).toBeVisible()
})

test('a copied set is searched only when switched on, in the browser as in the command', async ({ app, services }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'Copy set…' }).click()
  const copy = app.getByRole('dialog', { name: 'Copy set' })
  await copy.getByRole('button', { name: /Copy/ }).last().click()
  await expect(copy).toHaveCount(0)
  const searched = app.getByLabel('Searched without set:')
  await expect(searched).not.toBeChecked()
  await app.getByRole('button', { name: 'Build' }).click()
  await app.getByLabel('Search cards').fill('C001')
  await expect(app.getByTestId('card-row')).toHaveCount(1)

  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await searched.check()
  await expect.poll(() => services.catalogue.set('cfs-base-copy')?.searched).toBe(true)
  await app.getByRole('button', { name: 'Build' }).click()
  await expect(app.getByTestId('card-row')).toHaveCount(2)
  expect(services.search.search('C001').cards.map((c) => c.set)).toEqual(['cfs-base', 'cfs-base-copy'])
})

test('the table disables what the rules refuse, saying why, and hand cards show their text', async ({ app }) => {
  await dropFile(
    app,
    'shoto.deck.txt',
    'name: Shoto\n' +
      ['C001', 'C002', 'C003', 'C004', 'C005', 'C006', 'C007', 'C008', 'C009', 'C010', 'S001', 'S002', 'S003', 'S004', 'S005', 'S006']
        .map((n) => `3 ${n}`)
        .join('\n') +
      '\n2 A001\n',
  )
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto')
  await playSeed(app, 7)
  const withText = app.getByTestId('hand-card').filter({ has: app.getByTestId('hand-card-text') })
  await expect(withText.first()).toBeVisible()
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  const attack = app.getByTestId('slot-0').getByRole('button', { name: 'Attack' })
  await expect(attack).toBeDisabled()
  await expect(attack).toHaveAttribute('title', /is on standby this turn$/)
  await app.getByRole('button', { name: 'End turn' }).click()
  await expect(attack).toBeEnabled()
  await attack.click()
  await expect(attack).toBeDisabled()
  await expect(attack).toHaveAttribute('title', /has already acted \(frozen\)$/)
  await screenshot(app, 'playtest-disabled-light')
})
