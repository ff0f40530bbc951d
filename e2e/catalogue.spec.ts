import fs from 'node:fs'
import path from 'node:path'
import { expect, screenshot, test } from './harness'

test('opens on the base set catalogue', async ({ app }) => {
  await expect(app.getByTestId('result-count')).toHaveText('424 cards')
  await expect(app.getByTestId('card-row').first()).toContainText('C001')
  await expect(app.getByTestId('card-row').first()).toContainText('Ryu')
  await screenshot(app, 'catalogue-light')
})

test('finds cards through typos and opens one', async ({ app }) => {
  const search = app.getByLabel('Search cards')
  await search.fill('chunli')
  const rows = app.getByTestId('card-row')
  await expect(rows.first()).toContainText('Chun Li')
  await expect(rows).toHaveCount(2)

  await search.fill('gese')
  await expect(rows.first()).toContainText('Geese')
  await rows.first().click()
  const detail = app.getByTestId('card-detail')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Geese')
  await expect(detail).toContainText('BP')
  await expect(detail.getByTestId('ability-text')).not.toBeEmpty()
})

test('card detail links Back-Up both ways', async ({ app }) => {
  await app.getByLabel('Search cards').fill('ryu')
  await app.getByTestId('card-row').first().click()
  const detail = app.getByTestId('card-detail')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Ryu')
  await expect(detail.getByTestId('ability-text')).toContainText('500 damage')
  await expect(detail.getByTestId('backed-up-by')).toContainText('Sakura')
  await expect(detail.getByTestId('backed-up-by')).toContainText('Terry')
  await screenshot(app, 'detail-ryu')
  await detail.getByTestId('backed-up-by').getByRole('button', { name: 'Sakura' }).click()
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Sakura')
  await expect(detail.getByTestId('can-back-up')).toContainText('Ryu')
})

test('filters combine with text and bad filters are explained', async ({ app }) => {
  const search = app.getByLabel('Search cards')
  await search.fill('kind:snk bp>=1000')
  const rows = app.getByTestId('card-row')
  await expect(rows.first()).toContainText('SNK')
  const kinds = await rows.locator('.kind').allTextContents()
  expect(new Set(kinds)).toEqual(new Set(['SNK']))
  const bps = (await rows.getByTestId('bp').allTextContents()).map(Number)
  expect(Math.min(...bps)).toBeGreaterThanOrEqual(1000)

  await search.fill('colour:red')
  await expect(app.getByRole('alert')).toContainText('unknown filter "colour:"')
})

test('keyboard: / focuses search, arrows move through results', async ({ app }) => {
  await app.getByTestId('card-row').first().click()
  await app.keyboard.press('/')
  await expect(app.getByLabel('Search cards')).toBeFocused()
  await app.keyboard.type('ken')
  await expect(app.getByTestId('card-row').first()).toContainText('Ken')
  await app.keyboard.press('ArrowDown')
  await expect(app.getByTestId('card-detail')).toContainText((await app.getByTestId('card-row').first().getAttribute('data-number'))!)
  await app.keyboard.press('ArrowDown')
  await expect(app.getByTestId('card-detail')).toContainText((await app.getByTestId('card-row').nth(1).getAttribute('data-number'))!)
})

test('filter chips and the sort order', async ({ app }) => {
  await expect(app.getByTestId('result-count')).toHaveText('424 cards')
  await app.getByRole('button', { name: 'SNK', exact: true }).click()
  await app.getByRole('button', { name: 'A', exact: true }).click()
  const rows = app.getByTestId('card-row')
  await expect(app.getByTestId('result-count')).not.toHaveText('424 cards')
  const kinds = await rows.locator('.kind').allTextContents()
  expect(new Set(kinds)).toEqual(new Set(['SNK']))
  await app.getByLabel('BP at least').fill('1000')
  await app.getByLabel('Sort cards').selectOption('bp')
  const bps = (await rows.getByTestId('bp').allTextContents()).map(Number)
  expect(bps.length).toBeGreaterThan(0)
  expect(bps).toEqual([...bps].sort((a, b) => b - a))
  expect(Math.min(...bps)).toBeGreaterThanOrEqual(1000)
})

test('dark theme', async ({ app }) => {
  await app.emulateMedia({ colorScheme: 'dark' })
  await app.getByLabel('Search cards').fill('kind:capcom ability:square')
  await app.getByTestId('card-row').first().click()
  await expect(app.getByTestId('card-detail')).toBeVisible()
  await screenshot(app, 'catalogue-dark')
})

test('the Arena chip says why it finds nothing when the sets searched have no arena card', async ({ app, desktop }) => {
  const arena = app.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Arena', exact: true })
  await arena.click()
  await expect(app.getByTestId('no-match')).toBeVisible()
  await expect(app.getByTestId('chip-note')).toHaveText('No arena cards in the sets searched.')
  await expect(arena).toHaveAttribute('title', 'No arena cards in the sets searched')
  await screenshot(app, 'catalogue-no-arena-light')
  await arena.click()
  await expect(app.getByTestId('chip-note')).toHaveCount(0)

  // A set with an arena card, imported: the chip finds it and says nothing more.
  desktop.nextOpen = path.join(desktop.dir, 'promos.csv')
  fs.copyFileSync('db/sample-cards.csv', desktop.nextOpen)
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'Import cards…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Import cards' })
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toHaveCount(0)
  await app.getByRole('button', { name: 'Build', exact: true }).click()
  await arena.click()
  await expect(app.getByTestId('card-row')).toHaveCount(1)
  await expect(app.getByTestId('card-row')).toContainText('Suzaku Castle')
  await expect(app.getByTestId('chip-note')).toHaveCount(0)
  await expect(arena).not.toHaveAttribute('title', /No arena/)
})
