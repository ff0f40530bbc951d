import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { dropFile, expect, screenshot, test } from './harness'

async function newDeck(app: Page) {
  await app.getByRole('button', { name: 'New deck', exact: true }).first().click()
  await expect(app.getByLabel('Deck name')).toHaveValue(/New deck/)
}

/** Searches, moves into the list, and presses Enter `counts[i]` times on the i-th result. */
async function addByKeyboard(app: Page, query: string, counts: number[], key = 'Enter') {
  await app.getByLabel('Search cards').fill(query)
  await expect(app.getByTestId('card-row').first()).toBeVisible()
  await app.getByLabel('Search cards').press('ArrowDown')
  for (const [i, n] of counts.entries()) {
    if (i > 0) await app.keyboard.press('ArrowDown')
    for (let k = 0; k < n; k++) await app.keyboard.press(key)
  }
}

const legality = (app: Page) => app.getByTestId('legality')

test('build a legal deck by keyboard and mouse, break it, undo, go Legends, snapshot and diff', async ({ app }) => {
  await newDeck(app)
  await expect(legality(app)).toContainText('Not legal for Card Fighters Special')

  // 48 cards by keyboard: 3 each of the first 16 characters.
  await addByKeyboard(app, 'kind:character', Array(16).fill(3))
  await expect(app.getByTestId('zone-main-count')).toHaveText('48')
  // Two by mouse: a double-click and a drag onto Main.
  await app.getByLabel('Search cards').fill('fight')
  await app.getByTestId('card-row').first().dblclick()
  await app.getByLabel('Search cards').fill('Aura Spark')
  await app.getByTestId('card-row').first().dragTo(app.getByTestId('zone-main'))
  await expect(app.getByTestId('zone-main-count')).toHaveText('50')
  await expect(legality(app)).toHaveText('✓ Legal for Card Fighters Special · 50 cards')
  await screenshot(app, 'builder-legal-light')

  // A 4th Ryu breaks it; every problem shows, and Ryu is highlighted.
  await app.getByRole('button', { name: 'One more Ryu', exact: true }).click()
  await expect(legality(app)).toContainText('Not legal for Card Fighters Special: 2 problems')
  await expect(app.getByTestId('violations')).toContainText('Too many copies: 4 copies of C001 Ryu, at most 3 — remove 1')
  await expect(app.getByTestId('violations')).toContainText('Deck size: 51 cards, Card Fighters Special needs exactly 50 — remove 1')
  await expect(app.locator('[data-testid="deck-entry"][data-number="C001"]')).toHaveClass(/flagged/)
  await screenshot(app, 'builder-violations-light')
  await app.keyboard.press('Control+z')
  await expect(legality(app)).toHaveText('✓ Legal for Card Fighters Special · 50 cards')
  await app.keyboard.press('Control+Shift+z')
  await expect(legality(app)).toContainText('2 problems')
  await app.keyboard.press('Control+z')
  await expect(legality(app)).toHaveText('✓ Legal for Card Fighters Special · 50 cards')

  // Legends: 60 cards with 3 Strikers.
  await app.getByLabel('Format').selectOption('cfs-legends')
  await expect(app.getByTestId('violations').locator('[data-code="STRIKER_COUNT"]')).toContainText(
    'Strikers: 0 Strikers, Card Fighters Special: Legends needs exactly 3',
  )
  await expect(app.getByTestId('zone-strikers')).toBeVisible()
  await addByKeyboard(app, 'kind:snk', [3, 3, 1])
  for (const name of ['Bob', 'Twelve', 'Gen']) {
    await app.getByLabel('Search cards').fill(name)
    await app.getByTestId('card-row').first().click()
    await app.getByRole('button', { name: /Add as Striker/ }).click()
  }
  await expect(app.getByTestId('zone-strikers-count')).toHaveText('3')
  await expect(legality(app)).toHaveText('✓ Legal for Card Fighters Special: Legends · 60 cards')

  // Snapshot, change, and diff the version with now.
  await app.getByRole('tab', { name: 'Versions' }).click()
  await app.getByLabel('Version label').fill('tournament list')
  await app.getByRole('button', { name: 'Snapshot' }).click()
  await expect(app.getByTestId('version-list')).toContainText('tournament list')
  await app.getByRole('tab', { name: 'Cards' }).click()
  await app.getByRole('button', { name: 'One less Terry', exact: true }).click()
  await app.getByRole('button', { name: 'One more Andy', exact: true }).click()
  await app.getByRole('tab', { name: 'Versions' }).click()
  await app.getByRole('button', { name: 'Compare' }).click()
  const diff = app.getByTestId('diff')
  await expect(diff.locator('tbody tr')).toHaveCount(2)
  await expect(diff).toContainText('S001 Terry')
  await expect(diff).toContainText('S002 Andy')
  await screenshot(app, 'builder-versions-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'builder-versions-dark')
  await app.getByLabel('Theme').selectOption('light')

  await app.getByRole('tab', { name: 'Stats' }).click()
  await expect(app.getByTestId('deck-stats').locator('canvas')).toHaveCount(4)
  await expect(app.getByTestId('coverage')).toContainText('Ryu')
  await screenshot(app, 'builder-stats-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'builder-stats-dark')
  await app.getByRole('tab', { name: 'Cards' }).click()
  await screenshot(app, 'builder-legal-dark')
})

test('a dropped deck file with an unknown card is refused with its line number', async ({ app, services }) => {
  await dropFile(app, 'typo.deck.txt', 'name: Typo\n3 Ryu\n2 Chun-Lee\n')
  const problems = app.getByTestId('import-problems')
  await expect(problems).toContainText('line 3: unknown card "Chun-Lee" — did you mean C003 Chun Li')
  await expect(app.getByRole('alertdialog')).toContainText('typo.deck.txt was not imported')
  await screenshot(app, 'import-problems-light')
  await app.emulateMedia({ colorScheme: 'dark' })
  await screenshot(app, 'import-problems-dark')
  expect(services.library.list()).toEqual([])
  await app.getByRole('button', { name: 'Close' }).click()

  // Fixed, it imports and opens.
  await dropFile(app, 'fixed.deck.txt', 'name: Fixed\n3 Ryu\n2 Chun Li\n')
  await expect(app.getByLabel('Deck name')).toHaveValue('Fixed')
  await expect(app.getByTestId('zone-main-count')).toHaveText('5')
})

test('open, save, export and copy through the desktop', async ({ app, desktop }) => {
  desktop.nextOpen = path.join(desktop.dir, 'shoto.deck.txt')
  fs.writeFileSync(desktop.nextOpen, 'name: Shoto\nformat: cfs-legends\n3 Ryu\nStrikers\nC028\n')
  await app.getByRole('button', { name: 'Open…' }).click()
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto')
  await expect(app.getByLabel('Format')).toHaveValue('cfs-legends')

  desktop.nextSave = path.join(desktop.dir, 'saved.deck.txt')
  await app.getByRole('button', { name: 'Save…' }).click()
  await expect(app.getByRole('status')).toContainText('Saved')
  expect(fs.readFileSync(desktop.nextSave, 'utf8')).toBe('name: Shoto\nformat: cfs-legends\nMain\n3 C001 Ryu\nStrikers\n1 C028 Sakura\n')

  desktop.nextSave = path.join(desktop.dir, 'saved.deck.json')
  await app.getByRole('button', { name: 'JSON…' }).click()
  await expect.poll(() => fs.existsSync(desktop.nextSave!)).toBe(true)
  expect(JSON.parse(fs.readFileSync(desktop.nextSave, 'utf8'))).toMatchObject({ name: 'Shoto', strikers: [{ number: 'C028', count: 1 }] })

  await app.getByRole('button', { name: 'Copy' }).click()
  await expect.poll(() => desktop.clipboard).toEqual(['name: Shoto\nformat: cfs-legends\nMain\n3 C001 Ryu\nStrikers\n1 C028 Sakura\n'])
})

test('library: rename, tag, find, duplicate, delete and undo the delete', async ({ app }) => {
  await newDeck(app)
  await app.getByLabel('Deck name').fill('Fatal Fury')
  await app.getByLabel('Deck name').press('Enter')
  await app.getByLabel('Tags').fill('snk, aggro')
  await app.getByLabel('Tags').press('Tab')
  await newDeck(app)
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  await app.getByLabel('Find a deck').fill('aggro')
  const library = app.getByRole('dialog', { name: 'Deck library' })
  await expect(library.getByRole('listitem')).toHaveCount(1)
  await expect(library).toContainText('Fatal Fury')
  await library.getByRole('button', { name: 'Duplicate Fatal Fury' }).click()
  await expect(app.getByLabel('Deck name')).toHaveValue('Fatal Fury (copy)')
  await app.getByLabel('Find a deck').fill('')
  await library.getByRole('button', { name: 'Delete Fatal Fury (copy)' }).click()
  await expect(app.getByRole('status')).toContainText('Deleted “Fatal Fury (copy)”')
  await expect(library).not.toContainText('Fatal Fury (copy)')
  await app.getByRole('status').getByRole('button', { name: 'Undo' }).click()
  await expect(app.getByLabel('Deck name')).toHaveValue('Fatal Fury (copy)')
})

test('the deck list says in words where a card moves, each button on one line, and names a cut-off card in full', async ({ app, desktop }) => {
  desktop.nextOpen = path.join(desktop.dir, 'mech.deck.txt')
  fs.writeFileSync(desktop.nextOpen, 'name: Mech\nformat: cfs-legends\n3 C120 Mech Zangief\n3 C049\nStrikers\nC028\nConsidering\nC001 Ryu\n')
  await app.getByRole('button', { name: 'Open…' }).click()
  await expect(app.getByLabel('Deck name')).toHaveValue('Mech')
  const entry = (zone: string, number: string) => app.getByTestId(`zone-${zone}`).locator(`[data-testid="deck-entry"][data-number="${number}"]`)
  const moves = async (zone: string, number: string) =>
    (await entry(zone, number).locator('.moves button [aria-hidden="true"]').allInnerTexts()).map((t) => t.trim())
  expect(await moves('main', 'C120')).toEqual(['To Strikers', 'Considering'])
  expect(await moves('strikers', 'C028')).toEqual(['To Main', 'Considering'])
  expect(await moves('considering', 'C001')).toEqual(['To Main'])
  await screenshot(app, 'deck-panel-words-light')
  // Each on one line: no taller than the − and + beside it.
  const step = (await entry('main', 'C120').getByRole('button', { name: 'One more Mech Zangief' }).boundingBox())!
  for (const button of await app.locator('[data-testid="deck-entry"] .moves button').all())
    expect((await button.boundingBox())!.height).toBeLessThanOrEqual(step.height + 1)
  // The move keeps its spoken name, and a name cut with … shows in full on hover.
  await expect(entry('main', 'C120').getByRole('button', { name: 'Move Mech Zangief to Strikers' })).toBeVisible()
  const name = entry('main', 'C049').locator('button.name')
  expect(await name.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true)
  await expect(name).toHaveAttribute('title', 'C049 Satsui no Ryu (Evil Ryu) · Capcom')
  await expect(entry('main', 'C120').locator('button.name')).toHaveAttribute('title', 'C120 Mech Zangief · Capcom')
})
