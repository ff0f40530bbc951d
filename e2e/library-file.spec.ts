// The whole library in one file: Decks → Export all decks… saves every deck with its tags; dropping that file on
// a window brings every deck in.
import fs from 'node:fs'
import path from 'node:path'
import { dropDeck, dropFile, expect, screenshot, test } from './harness'

test('export every deck at once and bring them all back in', async ({ app, desktop }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  desktop.nextSave = path.join(desktop.dir, 'all-decks.json')
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  await app.getByRole('button', { name: 'Export all decks…' }).click()
  await expect(app.getByText(`Saved 2 decks to ${desktop.nextSave}`)).toBeVisible()
  const saved = JSON.parse(fs.readFileSync(desktop.nextSave, 'utf8'))
  expect(saved.decks.map((d: { name: string }) => d.name).sort()).toEqual(['Classic Clash', 'Fatal Fury Legends'])

  await dropFile(app, 'all-decks.json', fs.readFileSync(desktop.nextSave, 'utf8'))
  await expect(app.getByText(/Imported 2 decks; “.+” is open/)).toBeVisible()
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  const names = app.getByRole('dialog', { name: 'Deck library' }).locator('li strong')
  await expect(names).toHaveCount(4)
  expect((await names.allTextContents()).sort()).toEqual(['Classic Clash', 'Classic Clash', 'Fatal Fury Legends', 'Fatal Fury Legends'])
})

test('the same deck file dropped twice opens the deck it made; another deck of that name comes in as "… (2)"', async ({ app }) => {
  const file = fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8')
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await dropFile(app, 'shoto-rush.deck.txt', file)
  await expect(app.getByText('“Shoto Rush” is in your library already, the same cards: it is open')).toBeVisible()
  await dropFile(app, 'shoto-rush.deck.txt', file.replace(/^3 (C\d+)/m, '2 $1'))
  await expect(app.getByText('Imported “Shoto Rush (2)”')).toBeVisible()
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  const names = app.getByRole('dialog', { name: 'Deck library' }).locator('li strong')
  expect((await names.allTextContents()).sort()).toEqual(['Shoto Rush', 'Shoto Rush (2)'])
})

test('a deck file refused for misspelt cards offers each fix, and imports with them on request', async ({ app, services }) => {
  await dropFile(app, 'typo.deck.txt', 'name: Typo\n3 Ryu\n2 Chun-Lee\n')
  const alert = app.getByRole('alertdialog', { name: 'Deck not imported' })
  await expect(alert.getByTestId('import-problems')).toContainText(
    'line 3: unknown card "Chun-Lee" — did you mean C003 Chun Li, C020 Chun Li (U), S013 Chong Lei? → 2 C003 Chun Li',
  )
  await expect(alert.getByRole('button', { name: 'Close' })).toBeFocused()
  await screenshot(app, 'import-fixes-light')
  expect(services.library.list()).toEqual([])
  await alert.getByRole('button', { name: 'Import with these fixes' }).click()
  await expect(app.getByText('Imported “Typo”')).toBeVisible()
  expect(services.library.list()[0]).toMatchObject({ name: 'Typo', size: 5 })
  // A line with no fix (an unknown number): no offer.
  await dropFile(app, 'worse.deck.txt', 'name: Worse\n2 Chun-Lee\n3 C999\n')
  await expect(alert).toContainText('Fix these and try again')
  await expect(alert.getByRole('button', { name: 'Import with these fixes' })).toHaveCount(0)
})
