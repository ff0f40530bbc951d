import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { RYU } from '../src/main/games/cc/examples'
import { dropFile, expect, screenshot, test } from './harness'

const KEN = { ...RYU, id: 'ken', name: 'Ken', example: false, specialAbility: 'Shoryureppa: Ken’s Shoryuken may follow a throw.' }
const AKUMA = { ...RYU, id: 'akuma', name: 'Akuma', example: false, hp: 90, combo: 7 }

async function openCharacters(app: Page) {
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await expect(app.getByTestId('character')).toHaveCount(2)
}

const listed = (app: Page) => app.getByTestId('character').locator('.name')

test('make a character through the sheet form: a problem beside its field refuses the save, then it saves and a typo finds it', async ({ app, services }) => {
  await openCharacters(app)
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu'])
  await expect(app.getByTestId('character').first()).toContainText('example')
  await expect(app.getByTestId('character').first()).toContainText('HP 100 · Strength 7 · Speed 3 · Combo 5')

  await app.getByRole('button', { name: 'New character' }).first().click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await expect(form.getByRole('heading', { name: 'New character' })).toBeVisible()
  // The name gives the id until the player types one.
  await form.getByLabel('Name', { exact: true }).fill('Chun-Li')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('chun-li')
  await form.getByLabel('Strength', { exact: true }).fill('11')
  await form.getByLabel('Combo', { exact: true }).fill('6')
  await form.getByLabel('Special ability').fill('Spinning Bird Kick: once per turn, a special may follow a throw.')

  await form.getByRole('button', { name: '+ Special move' }).click()
  await expect(form.getByLabel('Move 1 name')).toBeFocused()
  await form.getByLabel('Move 1 name').fill('Kikoken')
  await form.getByLabel('Move 1 type').selectOption('A')
  await form.getByLabel('Move 1 attribute R (range)').check()
  await form.getByLabel('Move 1 damage').fill('7')
  await form.getByLabel('Move 1 priority').fill('3')

  await form.getByRole('button', { name: '+ Super move' }).click()
  await form.getByLabel('Move 2 name').fill('Senretsukyaku')
  await expect(form.getByLabel('Move 2 card')).toHaveValue('A')
  await form.getByLabel('Move 2 damage').fill('28')
  await form.getByLabel('Move 2 combo points').fill('9')
  await form.getByLabel('Move 2 mark [TS] (tag super)').check()

  await form.getByRole('button', { name: '+ Special move' }).click()
  await form.getByLabel('Move 3 name').fill('Hyakuretsukyaku')
  await form.getByLabel('Move 3 card').selectOption('K')
  await form.getByLabel('Move 3 additional cards').selectOption('1')
  await expect(form.getByTestId('move').nth(2)).toContainText('King + up to 1 additional King')
  await form.getByLabel('Move 3: an effect in place of damage').check()
  await expect(form.getByLabel('Move 3 damage')).toHaveCount(0)
  await expect(form.locator('[data-field="moves[2].text"]')).toContainText('has no damage and no text')
  await form.getByLabel('Move 3 effect').fill('Avoid 1 basic attack.')

  // Each problem beside its field, with its fix, as the player types.
  const strength = form.locator('[data-field="strength"]')
  await expect(strength).toHaveText(
    /^Error\s*Strength is 11, but it must be 2 to 10: basic attacks are the number cards 2 to 10\s*Fix: set Strength to a whole number from 2 to 10$/,
  )
  await expect(form.locator('[data-field="moves[1].points"]')).toContainText("Senretsukyaku uses 9 combo points, but Chun-Li's Combo is 6")
  await expect(form.getByTestId('field-problem')).toHaveCount(2)
  // Text in a number field is the field's own problem; the contract never gets it.
  await form.getByLabel('HP', { exact: true }).fill('lots')
  await expect(form.locator('[data-field="hp"]')).toContainText('HP is "lots", not a number')
  await form.getByLabel('HP', { exact: true }).fill('120')
  await expect(form.locator('[data-field="hp"]')).toHaveCount(0)
  await expect(form.getByTestId('field-problem')).toHaveCount(2)

  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(form.getByRole('status')).toHaveText('Not saved: 2 errors to fix')
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu'])
  expect(services.characters.find('chun-li')).toBeUndefined()
  await app.getByRole('region', { name: 'Character' }).evaluate((pane) => pane.scrollTo(0, 0))
  await screenshot(app, 'characters-sheet-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'characters-sheet-dark')
  await app.getByLabel('Theme').selectOption('light')

  await form.getByLabel('Strength', { exact: true }).fill('5')
  await form.getByLabel('Move 2 combo points').fill('4')
  await expect(form.getByTestId('field-problem')).toHaveCount(0)
  // The super goes last: moved down past the third move with the keyboard-reachable arrows.
  await form.getByRole('button', { name: 'Move Senretsukyaku down' }).click()
  await expect(form.getByRole('button', { name: 'Move Senretsukyaku down' })).toBeDisabled()
  await expect(form.getByLabel('Move 3 name')).toHaveValue('Senretsukyaku')
  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(form.getByRole('heading', { name: 'Chun-Li' })).toBeVisible()
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu', 'Chun-Li'])
  await expect(app.getByTestId('character').nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(app.getByTestId('character').nth(2)).toContainText('HP 120 · Strength 5 · Speed 3 · Combo 6')
  const saved = services.characters.get('chun-li')
  expect(saved).toMatchObject({ name: 'Chun-Li', example: false, hp: 120, strength: 5, combo: 6 })
  expect(saved.moves.map((m) => [m.name, m.kind, m.cards, m.type, m.attributes, m.damage, m.points, m.tag, m.text])).toEqual([
    ['Kikoken', 'special', { rank: 'J', additional: 0 }, 'A', ['R'], 7, 1, [], ''],
    ['Hyakuretsukyaku', 'special', { rank: 'K', additional: 1 }, 'C', [], null, 1, [], 'Avoid 1 basic attack.'],
    ['Senretsukyaku', 'super', { rank: 'A', additional: 0 }, 'B', [], 28, 4, ['TS'], ''],
  ])
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled()

  // Typo-tolerant search: a misspelt name, then a move's name.
  await app.getByLabel('Search characters').fill('chunnli')
  await expect(listed(app)).toHaveText(['Chun-Li'])
  await app.getByLabel('Search characters').fill('hyakuretsu')
  await expect(listed(app)).toHaveText(['Chun-Li'])
  await app.getByLabel('Search characters').fill('zzzz')
  await expect(app.getByText('No character matches “zzzz”')).toBeVisible()
  await app.getByLabel('Search characters').fill('')
  await expect(app.getByTestId('character')).toHaveCount(3)

  // The views: a saved character plays at the table, and an edit not yet saved is still there on coming back.
  await form.getByLabel('Endurance', { exact: true }).fill('8')
  await app.getByRole('button', { name: 'Table', exact: true }).click()
  await expect(app.getByTestId('cc-table')).toBeVisible()
  await expect(form).toBeHidden()
  await app.getByRole('button', { name: 'Sheet', exact: true }).click()
  await expect(app.getByTestId('cc-table')).toHaveCount(0)
  await expect(form.getByLabel('Endurance', { exact: true })).toHaveValue('8')
  await expect(form.getByText('unsaved changes')).toBeVisible()
})

test('an example is read-only: duplicate it, edit the copy, export it, delete it', async ({ app, services, desktop }) => {
  await openCharacters(app)
  await app.getByTestId('character').filter({ hasText: 'Gambit' }).click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await expect(form.getByText('example · read-only')).toBeVisible()
  await expect(form.getByLabel('Name', { exact: true })).toBeDisabled()
  await expect(form.getByLabel('Move 3 effect')).toHaveValue('Avoid 1 special move attack, add an additional King to deal 8 damage.')
  await expect(form.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: /^Delete/ })).toHaveCount(0)

  await form.getByRole('button', { name: 'Duplicate to edit' }).click()
  await expect(form.getByRole('heading', { name: 'Gambit (copy)' })).toBeVisible()
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('gambit-copy')
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu', 'Gambit (copy)'])
  await form.getByLabel('Name', { exact: true }).fill('Gambit EX')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('gambit-ex')
  await expect(form.getByText('unsaved changes')).toBeVisible()
  await form.getByLabel('Combo', { exact: true }).fill('')
  await expect(form.locator('[data-field="combo"]')).toContainText('Combo is empty')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('status')).toHaveText('Not saved: 1 field to fix')
  await form.getByLabel('Combo', { exact: true }).fill('6')
  await form.getByLabel('Move 1 damage').fill('10')
  await form.getByLabel('Move 1 name').press('Enter') // Enter in a field saves, as on the Cards screen
  await expect(form.getByRole('heading', { name: 'Gambit EX' })).toBeVisible()
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu', 'Gambit EX'])
  expect(services.characters.find('gambit-copy')).toBeUndefined()
  expect(services.characters.get('gambit-ex')).toMatchObject({ combo: 6, example: false, moves: [{ name: 'Kinetic Card', damage: 10 }, {}, {}, {}] })
  expect(services.characters.get('gambit')).toMatchObject({ combo: 5, moves: [{ damage: 8 }, {}, {}, {}] })

  desktop.nextSave = path.join(desktop.dir, 'gambit-ex.character.json')
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(app.getByRole('status').filter({ hasText: 'Exported' })).toContainText(desktop.nextSave)
  const file = JSON.parse(fs.readFileSync(desktop.nextSave, 'utf8'))
  expect(file).toMatchObject({ ringside: 'characters', game: 'cc', characters: [{ id: 'gambit-ex', name: 'Gambit EX', combo: 6 }] })

  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Keep it' }).click()
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu', 'Gambit EX'])
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Delete Gambit EX for good' }).click()
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu'])
  await expect(form).toHaveCount(0)
  expect(services.characters.find('gambit-ex')).toBeUndefined()
})

test('import a character file: a bad file shows its problems and imports nothing; a good one imports whole', async ({ app, services, desktop }) => {
  await openCharacters(app)
  const bad = path.join(desktop.dir, 'street fighters.json')
  fs.writeFileSync(bad, JSON.stringify({ ringside: 'characters', game: 'cc', characters: [KEN, { ...AKUMA, strength: 12 }] }, null, 2))
  await app.getByLabel('Character file to import').setInputFiles(bad)
  const dialog = app.getByRole('dialog', { name: 'Import characters' })
  await expect(dialog.getByRole('heading', { name: 'Import street fighters.json' })).toBeVisible()
  await expect(dialog.getByTestId('import-sheets').locator('tbody tr')).toHaveText([/^new\s*Ken\s*ken\s*$/, /^new\s*Akuma\s*akuma\s*1 problem$/])
  await expect(dialog.getByTestId('import-problems').locator('li')).toHaveText([
    /^street fighters\.json: akuma: strength: Strength is 12, but it must be 2 to 10.*\(fix: set Strength to a whole number from 2 to 10\)$/,
  ])
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled()
  await screenshot(app, 'characters-import-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'characters-import-dark')
  await app.getByLabel('Theme').selectOption('light')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(services.characters.list().map((c) => c.id)).toEqual(['gambit', 'ryu'])

  const good = path.join(desktop.dir, 'street fighters fixed.json')
  fs.writeFileSync(good, JSON.stringify([KEN, AKUMA]))
  await app.getByRole('button', { name: 'Import…' }).click() // the button opens the same hidden picker
  await app.getByLabel('Character file to import').setInputFiles(good)
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 sheets read: 2 new, 0 replacing yours, 0 unchanged.')
  await expect(dialog.getByTestId('import-problems')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(listed(app)).toHaveText(['Gambit', 'Ryu', 'Akuma', 'Ken'])
  await expect(app.getByRole('form', { name: 'Character sheet' }).getByRole('heading', { name: 'Ken' })).toBeVisible()
  expect(services.characters.get('akuma')).toMatchObject({ hp: 90, combo: 7 })

  // The same file dropped on the screen again: nothing would change, so there is nothing to import.
  await dropFile(app, 'again.json', fs.readFileSync(good, 'utf8'))
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 sheets read: 0 new, 0 replacing yours, 2 unchanged.')
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled()
  await app.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Dropped while Table Fighter shows, the file goes to Capcom Crossovers, which is shown with its preview.
  await app.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'Table Fighter' }).click()
  await expect(app.getByTestId('tf-screen')).toBeVisible()
  await dropFile(app, 'again.json', fs.readFileSync(good, 'utf8'))
  await expect(dialog.getByTestId('import-summary')).toBeVisible()
  await expect(app.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'Capcom Crossovers' })).toHaveAttribute('aria-pressed', 'true')
  await app.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('print a character sheet, and a tag team on Letter: the PDF is saved where chosen and opened', async ({ app, desktop }) => {
  await openCharacters(app)
  await app.getByTestId('character').filter({ hasText: 'Ryu' }).click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await form.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print character sheet' })
  await dialog.getByLabel('Paper').selectOption('a4')
  desktop.nextSave = path.join(desktop.dir, 'ryu sheet.pdf')
  await dialog.getByRole('button', { name: 'Print…' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('status').filter({ hasText: 'Printed' })).toHaveText(`Printed Ryu (1 page) to ${desktop.nextSave}`)
  expect(fs.readFileSync(desktop.nextSave).subarray(0, 5).toString()).toBe('%PDF-')
  expect(execFileSync('pdfinfo', [desktop.nextSave], { encoding: 'utf8' })).toMatch(/^Page size:\s+595\.\d* x 841\.\d* pts \(A4\)$/m)
  expect(desktop.opened).toEqual([desktop.nextSave])

  await form.getByRole('button', { name: 'Print…' }).click()
  await dialog.getByLabel('Paper').selectOption('letter')
  await dialog.getByLabel('Tag partner').selectOption('gambit')
  const team = path.join(desktop.dir, 'team.pdf')
  desktop.nextSave = team
  await dialog.getByRole('button', { name: 'Print…' }).click()
  await expect(app.getByRole('status').filter({ hasText: 'Printed' })).toHaveText(`Printed Ryu & Gambit (2 pages) to ${team}`)
  const info = execFileSync('pdfinfo', [team], { encoding: 'utf8' })
  expect(info).toMatch(/^Pages:\s+2$/m)
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m)
  expect(execFileSync('pdftotext', [team, '-'], { encoding: 'utf8' })).toMatch(/Ryu[\s\S]*Hadouken[\s\S]*Gambit[\s\S]*Royal Flush/)
  expect(desktop.opened).toEqual([path.join(desktop.dir, 'ryu sheet.pdf'), team])
})
