import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { ROOK } from '../src/main/games/cs/examples'
import { expect, screenshot, test } from './harness'
import { twoPlayerView } from './two-player'

// Card Shot!'s Characters view: a character made in the form (a problem beside its field with its fix holds the
// save until it is fixed), found with a typo, kept unsaved across a look at another game; an example duplicated,
// exported as JSON and CSV, printed with the quick reference, deleted; a CSV with a bad line previewed (the line
// named, nothing imported), then the good one imported back.

const { open, views, entry, listed, formOf, status } = twoPlayerView({ id: 'cs', name: 'Card Shot!' })

async function openCsCharacters(app: Page) {
  await open(app)
  await expect(listed(app)).toHaveText(['Rook', 'Wren'])
}

const problemAt = (app: Page, field: string) => formOf(app).locator(`[data-testid="field-problem"][data-field="${field}"]`)

/** Bishop's special cards as the player types them: [label word, name, value, effect A text]. */
const BISHOP_CARDS = [
  ['Ace', 'Cross Strike', '8', 'Strike twice along the diagonal'],
  ['King', 'Sanctuary', '5', ''],
  ['Queen', 'Long Step', '6', 'Draw a card'],
  ['Jack', 'Feint', '3', 'If your value is higher, look at your opponent’s hand'],
  ['Deuce', 'Vigil', '2', 'Look at the top card of your deck'],
] as const

test('make a Card Shot! character in the form: a value past 10 holds the save with its fix beside it, a typo finds it, and an unsaved edit survives a look at another game', async ({
  app,
  services,
}) => {
  test.setTimeout(60_000)
  await openCsCharacters(app)
  await expect(app.getByTestId('cs-character').first()).toContainText('example')
  await expect(app.getByTestId('cs-character').first()).toContainText('♣ Clubs · A Haymaker 9')

  // An example is read-only: Iron Guard is a defense card, "/5".
  await entry(app, 'rook').click()
  const form = formOf(app)
  await expect(form.getByText('example · read-only')).toBeVisible()
  await expect(form.getByLabel('Name', { exact: true })).toBeDisabled()
  await expect(form.getByLabel('King name')).toHaveValue('Iron Guard')
  await expect(form.getByLabel('King defense value')).toBeChecked()
  await expect(form.getByLabel('King value', { exact: true })).toHaveValue('5')
  await expect(form.getByRole('radio', { name: 'Clubs' })).toBeChecked()
  await expect(form.getByRole('button', { name: /^(Save changes|Delete…|Create character)$/ })).toHaveCount(0)
  await form.getByRole('group', { name: 'Queen: Body Blow' }).scrollIntoViewIfNeeded()
  await screenshot(app, 'cs-example-rook')

  await app.getByRole('button', { name: 'New character' }).first().click()
  await expect(form.getByRole('heading', { name: 'New character' })).toBeVisible()
  await form.getByLabel('Name', { exact: true }).fill('Bishop')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('bishop')
  // No suit yet: the problem stands beside the suit, with its fix, and Create waits for it.
  await expect(problemAt(app, 'suit')).toHaveText(/^Error\s*the character has no suit;.*Fix: pick the character's suit: spades, hearts, diamonds, clubs$/)
  await expect(form.getByRole('button', { name: 'Create character' })).toBeDisabled()

  for (const [rank, name, value, effect] of BISHOP_CARDS) {
    await form.getByLabel(`${rank} name`).fill(name)
    await form.getByLabel(`${rank} value`, { exact: true }).fill(value)
    if (effect) await form.getByLabel(`${rank} effect A`, { exact: true }).fill(effect)
  }
  await form.getByRole('radio', { name: 'Diamonds' }).check()
  await expect(problemAt(app, 'suit')).toHaveCount(0)
  // Sanctuary is a defense card whose effect the table plays: absorb 2, its text written from the form.
  await form.getByLabel('King defense value').check()
  await expect(form.getByTestId('cs-special').filter({ hasText: 'King · defense value' })).toBeVisible()
  await form.getByLabel('King effect A kind').selectOption('absorb')
  await expect(form.getByLabel('King effect A amount')).toHaveValue('1')
  await form.getByLabel('King effect A amount').fill('2')
  await expect(form.getByLabel('King effect A', { exact: true })).toHaveValue('Damage Absorption: reduce the damage by 2')
  // Long Step draws: its form under the text the player wrote, which stays.
  await form.getByLabel('Queen effect A kind').selectOption('draw')
  await expect(form.getByLabel('Queen effect A', { exact: true })).toHaveValue('Draw a card')
  // Cross Strike has a second effect, used sideways.
  await form.getByRole('button', { name: 'Add effect B (sideways)' }).first().click()
  await form.getByLabel('Ace effect B kind').selectOption('discard')
  await form.getByLabel('Ace effect B amount').fill('2')
  await expect(form.getByLabel('Ace effect B', { exact: true })).toHaveValue('Your opponent discards the top 2 cards of their deck')
  await expect(form.getByTestId('field-problem')).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Create character' })).toBeEnabled()

  // A value past 10: main's problem stands beside the value, with its fix, in the list at the top too.
  await form.getByLabel('Ace value', { exact: true }).fill('12')
  const value = problemAt(app, 'specials.A.value')
  await expect(value).toHaveText(
    /^Error\s*Cross Strike's attack value is 12; a value is a whole number from 0 to 10.*Fix: set the attack value to a whole number from 0 to 10$/,
  )
  await expect(form.getByRole('group', { name: 'Ace: Cross Strike' }).getByTestId('field-problem')).toHaveCount(1)
  const summary = form.getByTestId('cs-problems')
  await expect(summary.locator('li')).toHaveText([/^Ace \(Cross Strike\) · value\s*Error\s*Cross Strike's attack value is 12/])
  // Text in a number field is the field's own problem; the contract never gets it.
  await form.getByLabel('Queen effect A amount').fill('lots')
  await expect(problemAt(app, 'specials.Q.a.form.amount')).toContainText('Long Step\'s effect A amount is "lots", not a number')
  await expect(summary.locator('li')).toHaveCount(2)
  await expect(form.getByRole('button', { name: 'Create character' })).toBeDisabled()
  await form.getByLabel('Queen effect A amount').fill('1')
  await expect(summary.locator('li')).toHaveCount(1)
  expect(services.csCharacters.find('bishop')).toBeUndefined()
  // The place in the list at the top takes the player to the field.
  await summary.getByRole('button', { name: 'Ace (Cross Strike) · value' }).click()
  await expect(form.getByLabel('Ace value', { exact: true })).toBeFocused()
  await app
    .getByRole('region', { name: 'Character', exact: true })
    .last()
    .evaluate((pane) => pane.scrollTo(0, 0))
  await screenshot(app, 'cs-editor', true)
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'cs-editor-dark', true)
  await app.getByLabel('Theme').selectOption('light')

  await form.getByLabel('Ace value', { exact: true }).fill('8')
  await expect(summary).toHaveCount(0)
  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(form.getByRole('heading', { name: 'Bishop' })).toBeVisible()
  await expect(status(app)).toHaveText('Saved Bishop')
  await expect(listed(app)).toHaveText(['Rook', 'Wren', 'Bishop'])
  await expect(app.getByTestId('cs-character').nth(2)).toHaveAttribute('aria-pressed', 'true')
  expect(services.csCharacters.get('bishop')).toEqual({
    id: 'bishop',
    name: 'Bishop',
    example: false,
    suit: 'diamonds',
    specials: {
      A: {
        name: 'Cross Strike',
        value: 8,
        defense: false,
        a: { text: 'Strike twice along the diagonal', form: null },
        b: { text: 'Your opponent discards the top 2 cards of their deck', form: { kind: 'discard', amount: 2 } },
        text: '',
      },
      K: {
        name: 'Sanctuary',
        value: 5,
        defense: true,
        a: { text: 'Damage Absorption: reduce the damage by 2', form: { kind: 'absorb', amount: 2 } },
        b: null,
        text: '',
      },
      Q: { name: 'Long Step', value: 6, defense: false, a: { text: 'Draw a card', form: { kind: 'draw', amount: 1 } }, b: null, text: '' },
      J: { name: 'Feint', value: 3, defense: false, a: { text: 'If your value is higher, look at your opponent’s hand', form: null }, b: null, text: '' },
      '2': { name: 'Vigil', value: 2, defense: false, a: { text: 'Look at the top card of your deck', form: null }, b: null, text: '' },
    },
  })
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled()

  // Typo-tolerant search: a misspelt name, then a card's name.
  const search = app.getByLabel('Search Card Shot! characters')
  await search.fill('bishpo')
  await expect(listed(app)).toHaveText(['Bishop'])
  await search.fill('sanctuarry')
  await expect(listed(app)).toHaveText(['Bishop'])
  await search.fill('zzzz')
  await expect(app.getByText('No character matches “zzzz”')).toBeVisible()
  await search.fill('')
  await expect(listed(app)).toHaveText(['Rook', 'Wren', 'Bishop'])

  // An edit not yet saved survives a look at the table and at another game.
  await form.getByLabel('Jack value', { exact: true }).fill('4')
  await expect(form.getByText('unsaved changes')).toBeVisible()
  await views(app).getByRole('button', { name: 'Table' }).click()
  await expect(form).toBeHidden()
  await expect(app.getByLabel('Character A').locator('option')).toHaveText(['Rook (example)', 'Wren (example)', 'Bishop'])
  await views(app).getByRole('button', { name: 'Characters' }).click()
  await app.getByRole('button', { name: 'Table Fighter', exact: true }).click()
  await expect(form).toBeHidden()
  await app.getByRole('button', { name: 'Card Shot!', exact: true }).click()
  await expect(form.getByLabel('Jack value', { exact: true })).toHaveValue('4')
  await expect(form.getByText('unsaved changes')).toBeVisible()
  await form.getByRole('button', { name: 'Revert' }).click()
  await expect(form.getByLabel('Jack value', { exact: true })).toHaveValue('3')
})

test('an example duplicated to edit, exported as JSON and CSV, printed with the quick reference, deleted, a bad CSV line named, and imported back', async ({
  app,
  services,
  desktop,
}) => {
  test.setTimeout(60_000)
  await openCsCharacters(app)
  const form = formOf(app)
  await entry(app, 'rook').click()
  await form.getByRole('button', { name: 'Duplicate to edit' }).click()
  await expect(form.getByRole('heading', { name: 'Rook (copy)' })).toBeVisible()
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('rook-copy')
  await form.getByLabel('Name', { exact: true }).fill('Rook EX')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('rook-ex')
  await form.getByLabel('Jack value', { exact: true }).fill('5')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('heading', { name: 'Rook EX' })).toBeVisible()
  await expect(listed(app)).toHaveText(['Rook', 'Wren', 'Rook EX'])
  expect(services.csCharacters.find('rook-copy')).toBeUndefined()
  expect(services.csCharacters.get('rook-ex')).toEqual({
    ...ROOK,
    id: 'rook-ex',
    name: 'Rook EX',
    example: false,
    specials: { ...ROOK.specials, J: { ...ROOK.specials.J!, value: 5 } },
  })

  const json = path.join(desktop.dir, 'rook-ex.json')
  desktop.nextSave = json
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(status(app)).toHaveText(`Exported Rook EX as JSON to ${json}`)
  expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toMatchObject({
    ringside: 'characters',
    game: 'cs',
    characters: [{ id: 'rook-ex', name: 'Rook EX', suit: 'clubs' }],
  })
  const csv = path.join(desktop.dir, 'rook-ex.csv')
  desktop.nextSave = csv
  await form.getByLabel('Export as').selectOption('csv')
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(status(app)).toHaveText(`Exported Rook EX as CSV to ${csv}`)
  const rows = fs.readFileSync(csv, 'utf8').trim().split('\n')
  expect(rows[2]).toMatch(/^rook-ex,,,K,Iron Guard,\/5,/)

  // Printed on Letter: the sheet, then the quick reference of the turn.
  await form.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print Card Shot! character' })
  await dialog.getByLabel('Paper').selectOption('letter')
  const pdf = path.join(desktop.dir, 'rook ex sheet.pdf')
  desktop.nextSave = pdf
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(status(app)).toHaveText(`Printed Rook EX's sheet and the quick reference. Saved to ${pdf}, 2 pages`)
  expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })
  expect(info).toMatch(/^Pages:\s+2$/m)
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m)
  expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })).toMatch(/Rook EX[\s\S]*Haymaker[\s\S]*Iron Guard[\s\S]*Damage Absorption/)
  expect(desktop.opened).toEqual([pdf])

  // Deleted (after a change of mind), it leaves the list and the players' pickers.
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Keep it' }).click()
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Delete Rook EX for good' }).click()
  await expect(listed(app)).toHaveText(['Rook', 'Wren'])
  await expect(form).toHaveCount(0)
  expect(services.csCharacters.find('rook-ex')).toBeUndefined()
  await views(app).getByRole('button', { name: 'Table' }).click()
  await expect(app.getByLabel('Character A').locator('option')).toHaveText(['Rook (example)', 'Wren (example)'])
  await views(app).getByRole('button', { name: 'Characters' }).click()

  // A CSV with a bad line: the preview names the line and the column, and nothing is imported.
  const bad = path.join(desktop.dir, 'rook-bad.csv')
  fs.writeFileSync(bad, [...rows.slice(0, 2), rows[2].replace(',K,Iron Guard,/5,', ',K,Iron Guard,/five,'), ...rows.slice(3)].join('\n'))
  await app.getByRole('button', { name: 'Import…' }).click()
  await app.getByLabel('Card Shot! character file to import').setInputFiles(bad)
  const preview = app.getByRole('dialog', { name: 'Import characters' })
  await expect(preview.getByRole('heading', { name: 'Import rook-bad.csv' })).toBeVisible()
  await expect(preview.getByTestId('import-problems').locator('li')).toHaveText(['rook-bad.csv:3: value: must be a number'])
  await expect(preview.getByRole('button', { name: 'Import' })).toBeDisabled()
  await preview.getByRole('button', { name: 'Cancel' }).click()
  expect(services.csCharacters.find('rook-ex')).toBeUndefined()

  // The CSV exported before comes back whole.
  await app.getByLabel('Card Shot! character file to import').setInputFiles(csv)
  await expect(preview.getByTestId('import-summary')).toHaveText('1 character read: 1 new, 0 replacing yours, 0 unchanged.')
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(preview).toHaveCount(0)
  await expect(status(app)).toHaveText('Imported rook-ex.csv: 1 new, 0 replaced, 0 unchanged')
  await expect(form.getByRole('heading', { name: 'Rook EX' })).toBeVisible()
  await expect(form.getByLabel('Jack value', { exact: true })).toHaveValue('5')
  expect(services.csCharacters.get('rook-ex').specials.J).toMatchObject({ name: 'Jab', value: 5 })
  // The JSON exported before reads as the same character: unchanged, nothing to import.
  await app.getByLabel('Card Shot! character file to import').setInputFiles(json)
  await expect(preview.getByTestId('import-summary')).toHaveText('1 character read: 0 new, 0 replacing yours, 1 unchanged.')
  await expect(preview.getByRole('button', { name: 'Import' })).toBeDisabled()
})
