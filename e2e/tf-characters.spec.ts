import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { KEN } from '../src/main/games/tf/examples'
import { expect, screenshot, test } from './harness'
import { twoPlayerView } from './two-player'

// Table Fighter's Characters view: a character made in the form (a problem beside its field refuses the save),
// its deck order set with the keyboard, found with a typo, played at the table; an example duplicated, exported,
// printed and deleted; character files imported with a preview.

const { open, views, entry, listed, formOf, status } = twoPlayerView({ id: 'tf', name: 'Table Fighter' })

async function openTfCharacters(app: Page) {
  await open(app)
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li'])
}

const order = (app: Page) => formOf(app).getByTestId('tf-order-name')
const step = (app: Page) => app.getByTestId('tf-step').textContent()

/** Clicks and waits for the table to show the move's outcome. */
async function act(app: Page, button: Locator) {
  const seen = () =>
    Promise.all([step(app), app.getByTestId('tf-log').locator('li').count(), app.getByTestId('tf-pass').count(), app.locator('[data-tf-card]').count()]).then(
      String,
    )
  const before = await seen()
  await button.click()
  await expect.poll(seen).not.toBe(before)
}

const RYU_CARDS = [
  { name: 'Jab', damage: '2', speed: '4' },
  { name: 'Seoi Nage', damage: '3', speed: '' },
  { name: 'Parry', damage: '1', speed: '' },
  { name: 'Hadoken', damage: '3', speed: '3' },
  { name: 'Jump Kick', damage: '3', speed: '2' },
  { name: 'Shoryuken', damage: '5', speed: '3' },
  { name: 'Shinku Hadoken', damage: '8', speed: '4' },
]

test('make a character in the form: a card that wins and loses against Strike refuses the save, the deck order is set with the keyboard, a typo finds it, and it plays at the table', async ({
  app,
  services,
}) => {
  test.setTimeout(90_000)
  await openTfCharacters(app)
  await expect(app.getByTestId('tf-character').first()).toContainText('example')
  await expect(app.getByTestId('tf-character').first()).toContainText('Super Shinryuken · 8 damage')
  // The players' pickers belong to the table and the matchup.
  await expect(app.getByLabel('Character A')).toHaveCount(0)

  // An example is read-only.
  await entry(app, 'ken').click()
  const form = formOf(app)
  await expect(form.getByText('example · read-only')).toBeVisible()
  await expect(form.getByLabel('Name', { exact: true })).toBeDisabled()
  await expect(form.getByLabel('Card 2 name')).toHaveValue('Roundhouse')
  await expect(order(app)).toHaveText(['Jab', 'Hadoken', 'Guard', 'Shoulder Throw', 'Roundhouse', 'Shoryuken'])
  await expect(form.getByRole('button', { name: /^(Save changes|Delete…)$/ })).toHaveCount(0)

  await app.getByRole('button', { name: 'New character' }).first().click()
  await expect(form.getByRole('heading', { name: 'New character' })).toBeVisible()
  await form.getByLabel('Name', { exact: true }).fill('Ryu')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('ryu')
  // A new character starts with a card of each basic type and a super: the player names them and sets the figures.
  await expect(form.getByLabel('Card 1 type')).toHaveValue('Strike')
  await expect(form.getByLabel('Card 7 is the super')).toBeChecked()
  for (const [i, card] of RYU_CARDS.entries()) {
    await form.getByLabel(`Card ${i + 1} name`).fill(card.name)
    await form.getByLabel(`Card ${i + 1} damage`).fill(card.damage)
    await form.getByLabel(`Card ${i + 1} speed`).fill(card.speed)
  }
  await form.getByLabel('Card 1 combos into Anti-Air').check()
  await form.getByLabel('Card 6 combos into Super').check()
  // A plain charge bonus writes the effect's text until the player writes their own.
  await form.getByLabel('Card 4 charge bonus damage').fill('2')
  await expect(form.getByLabel('Card 4 charge effect')).toHaveValue('+2 damage')
  // A type of the character's own: its symbol is the player's, and every box may name it.
  await form.getByLabel('Card 5 type').fill('Aerial')
  await expect(form.getByLabel('Card 5 symbol')).toHaveValue('')
  await form.getByLabel('Card 5 symbol').fill('✈')
  await expect(form.getByLabel('Card 6 wins against Aerial')).toBeVisible()
  await form.getByLabel('Card 6 wins against Jump').uncheck()
  await form.getByLabel('Card 6 wins against Aerial').check()
  await form.getByLabel('Card 4 loses against Jump').uncheck()
  await form.getByLabel('Card 4 loses against Aerial').check()
  await expect(form.getByTestId('field-problem')).toHaveCount(0)

  // Parry (a Block) wins against Strike; marked as losing to it too, the card says both.
  await form.getByLabel('Card 3 loses against Strike').check()
  const both = form.locator('[data-testid="field-problem"][data-field="cards[2].loses[1]"]')
  await expect(both).toHaveText(/^Error\s*Parry both wins and loses against Strike\s*Fix: remove Strike from the win box or from the lose box$/)
  await expect(form.getByRole('group', { name: 'Card 3: Parry' }).getByTestId('field-problem')).toHaveCount(1)
  const summary = form.getByTestId('tf-problems')
  await expect(summary.locator('li')).toHaveText([/^Card 3 \(Parry\) · loses against\s*Error\s*Parry both wins and loses against Strike\s*Fix: remove Strike/])
  // Text in a number field is the field's own problem; the contract never gets it.
  await form.getByLabel('Card 2 damage').fill('lots')
  await expect(form.locator('[data-testid="field-problem"][data-field="cards[1].damage"]')).toContainText('Seoi Nage\'s damage is "lots", not a number')
  await expect(summary.locator('li')).toHaveCount(2)
  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(status(app)).toHaveText('Not saved: 1 field to fix')
  await form.getByLabel('Card 2 damage').fill('3')
  await expect(summary.locator('li')).toHaveCount(1)
  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(status(app)).toHaveText('Not saved: 1 error to fix')
  expect(services.tfCharacters.find('ryu')).toBeUndefined()
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li'])
  // The place in the list at the top takes the player to the field.
  await summary.getByRole('button', { name: 'Card 3 (Parry) · loses against' }).click()
  await expect(form.getByLabel('Card 3 loses against Strike')).toBeFocused()
  await app.getByRole('region', { name: 'Character', exact: true }).evaluate((pane) => pane.scrollTo(0, 0))
  await screenshot(app, 'tf-editor-light', true)
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'tf-editor-dark')
  await form.getByRole('group', { name: 'Card 3: Parry' }).scrollIntoViewIfNeeded()
  await screenshot(app, 'tf-editor-card-dark', true)
  await app.getByLabel('Theme').selectOption('light')
  await form.getByRole('group', { name: 'Card 3: Parry' }).scrollIntoViewIfNeeded()
  await screenshot(app, 'tf-editor-card-light')

  await form.getByLabel('Card 3 loses against Strike').press('Space')
  await expect(form.getByLabel('Card 3 loses against Strike')).not.toBeChecked()
  await expect(form.getByTestId('field-problem')).toHaveCount(0)
  await expect(summary).toHaveCount(0)

  // The deck order, top first, set with the keyboard: Hadoken up twice, then Jab down; the focus stays on the button.
  await expect(order(app)).toHaveText(['Jab', 'Seoi Nage', 'Parry', 'Hadoken', 'Jump Kick', 'Shoryuken'])
  await form.getByRole('button', { name: 'Move Hadoken up' }).focus()
  await app.keyboard.press('Enter')
  await expect(form.getByRole('button', { name: 'Move Hadoken up' })).toBeFocused()
  await app.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Move Jab down' }).focus()
  await app.keyboard.press('Space')
  await expect(form.getByRole('button', { name: 'Move Jab down' })).toBeFocused()
  await expect(order(app)).toHaveText(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick', 'Shoryuken'])
  await expect(form.getByRole('button', { name: 'Move Hadoken up' })).toBeDisabled()
  // The super is never in the deck: a card marked super leaves the order, and a card no longer super joins it at the bottom.
  await form.getByLabel('Card 6 is the super').check()
  await expect(order(app)).toHaveText(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick'])
  await expect(form.getByTestId('field-problem').filter({ hasText: 'the character has 2 supers' })).toBeVisible()
  await form.getByLabel('Card 7 is the super').uncheck()
  await expect(order(app)).toHaveText(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick', 'Shinku Hadoken'])
  await form.getByLabel('Card 7 is the super').check()
  await form.getByLabel('Card 6 is the super').uncheck()
  await expect(order(app)).toHaveText(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick', 'Shoryuken'])
  await expect(form.getByTestId('field-problem')).toHaveCount(0)

  await form.getByRole('button', { name: 'Create character' }).click()
  await expect(form.getByRole('heading', { name: 'Ryu' })).toBeVisible()
  await expect(status(app)).toHaveText('Saved Ryu')
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li', 'Ryu'])
  await expect(app.getByTestId('tf-character').nth(2)).toHaveAttribute('aria-pressed', 'true')
  const saved = services.tfCharacters.get('ryu')
  expect(saved.order).toEqual(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick', 'Shoryuken'])
  expect(saved.cards.map((c) => [c.name, c.type.name, c.type.symbol, c.damage, c.speed, c.super])).toEqual([
    ['Jab', 'Strike', '▲', 2, 4, false],
    ['Seoi Nage', 'Throw', '●', 3, null, false],
    ['Parry', 'Block', '■', 1, null, false],
    ['Hadoken', 'Projectile', '◆', 3, 3, false],
    ['Jump Kick', 'Aerial', '✈', 3, 2, false],
    ['Shoryuken', 'Anti-Air', '▼', 5, 3, false],
    ['Shinku Hadoken', 'Super', '★', 8, 4, true],
  ])
  expect(saved.cards[3]).toMatchObject({ wins: ['Anti-Air'], loses: ['Aerial'], charge: { text: '+2 damage', bonus: { damage: 2, speed: 0 } } })
  expect(saved.cards[0].combos).toEqual(['Anti-Air'])
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled()

  // Reopened, the order is as saved.
  await entry(app, 'ken').click()
  await expect(order(app)).toHaveText(['Jab', 'Hadoken', 'Guard', 'Shoulder Throw', 'Roundhouse', 'Shoryuken'])
  await entry(app, 'ryu').click()
  await expect(order(app)).toHaveText(['Hadoken', 'Jab', 'Seoi Nage', 'Parry', 'Jump Kick', 'Shoryuken'])
  await expect(form.getByText('unsaved changes')).toHaveCount(0)

  // Typo-tolerant search: a misspelt name, then a card's name.
  const search = app.getByLabel('Search Table Fighter characters')
  await search.fill('ryuu')
  // Ryu by his name first; Ken's Shoryuken and Shinryuken hold "ryu" too.
  await expect(listed(app)).toHaveText(['Ryu', 'Ken'])
  await search.fill('seoi nagee')
  await expect(listed(app)).toHaveText(['Ryu'])
  await search.fill('zzzz')
  await expect(app.getByText('No character matches “zzzz”')).toBeVisible()
  await search.fill('')
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li', 'Ryu'])

  // An edit not yet saved survives a look at the table.
  await form.getByLabel('Card 1 damage').fill('3')
  await views(app).getByRole('button', { name: 'Table' }).click()
  await expect(form).toBeHidden()
  await expect(app.getByLabel('Character A').locator('option')).toHaveText(['Ken (example)', 'Chun-Li (example)', 'Ryu'])
  await app.getByLabel('Character A').selectOption('ryu')
  await app.getByLabel('Table seed').fill('7')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(app.getByTestId('tf-side-0').getByRole('heading', { name: /^Ryu/ })).toBeVisible()
  await expect(app.getByTestId('tf-deck-0')).toHaveText('6')
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await expect(app.getByTestId('tf-hand-0').getByRole('img', { name: "Ryu's card 1, face down" })).toBeVisible()
  // A few moves, each player taking the device in turn: Ryu holds his own cards, the top three of his deck.
  const shown = new Set<string>()
  for (let moves = 0; !['combo', 'clean-up'].includes((await step(app)) ?? ''); moves++) {
    expect(moves).toBeLessThan(12)
    if ((await app.getByTestId('tf-pass').count()) > 0) {
      await act(app, app.getByRole('button', { name: /^Show .*'s hand$/ }))
      const held = await app
        .getByTestId('tf-hand-0')
        .locator('[data-tf-card]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tf-card') ?? ''))
      for (const name of held) shown.add(name)
      continue
    }
    const now = await step(app)
    if (now === 'charge') await act(app, app.getByRole('button', { name: 'No charge' }))
    else if (now === 'action') {
      const picks = app.getByRole('button', { name: /^Pick .* face down$/ })
      await act(app, (await picks.count()) > 0 ? picks.first() : app.getByRole('button', { name: 'Reveal' }))
    } else throw new Error(`unexpected step ${now}`)
  }
  expect([...shown].sort()).toEqual(['Hadoken', 'Jab', 'Seoi Nage'])
  await expect(app.getByTestId('tf-log').locator('li').filter({ hasText: /Ryu/ }).first()).toBeVisible()
  await screenshot(app, 'tf-editor-ryu-at-table')

  // A short matchup of the new character against Ken.
  await views(app).getByRole('button', { name: 'Matchup' }).click()
  await app.getByLabel('Matchup games').fill('300')
  await app.getByRole('button', { name: 'Run matchup' }).click()
  await expect(app.getByTestId('tf-run-progress')).toHaveText('300 of 300 games', { timeout: 30_000 })
  await expect(app.getByTestId('tf-grid').getByRole('rowheader', { name: 'Seoi Nage' })).toBeVisible()

  await views(app).getByRole('button', { name: 'Characters' }).click()
  await expect(form.getByLabel('Card 1 damage')).toHaveValue('3')
  await expect(form.getByText('unsaved changes')).toBeVisible()
})

test('an example duplicated to edit, exported as JSON and CSV, printed true size, deleted, and imported back', async ({ app, services, desktop }) => {
  test.setTimeout(60_000)
  await openTfCharacters(app)
  const form = formOf(app)
  await entry(app, 'ken').click()
  await form.getByRole('button', { name: 'Duplicate to edit' }).click()
  await expect(form.getByRole('heading', { name: 'Ken (copy)' })).toBeVisible()
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('ken-copy')
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li', 'Ken (copy)'])
  await form.getByLabel('Name', { exact: true }).fill('Ken EX')
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('ken-ex')
  await form.getByLabel('Card 1 damage').fill('3')
  await form.getByLabel('Card 1 name').press('Enter') // Enter in a field saves
  await expect(form.getByRole('heading', { name: 'Ken EX' })).toBeVisible()
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li', 'Ken EX'])
  expect(services.tfCharacters.find('ken-copy')).toBeUndefined()
  expect(services.tfCharacters.get('ken-ex')).toMatchObject({
    name: 'Ken EX',
    example: false,
    order: KEN.order,
    cards: [{ name: 'Jab', damage: 3 }, {}, {}, {}, {}, {}, {}],
  })

  const json = path.join(desktop.dir, 'ken-ex.json')
  desktop.nextSave = json
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(status(app)).toHaveText(`Exported Ken EX as JSON to ${json}`)
  expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toMatchObject({
    ringside: 'characters',
    game: 'tf',
    characters: [{ id: 'ken-ex', name: 'Ken EX', order: KEN.order }],
  })
  const csv = path.join(desktop.dir, 'ken-ex.csv')
  desktop.nextSave = csv
  await form.getByLabel('Export as').selectOption('csv')
  await form.getByRole('button', { name: 'Export…' }).click()
  await expect(status(app)).toHaveText(`Exported Ken EX as CSV to ${csv}`)
  expect(fs.readFileSync(csv, 'utf8')).toContain('Shinryuken')

  // Printed true size on Letter with a calibration page: one sheet of seven cards and the rulers.
  await form.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print Table Fighter cards' })
  await dialog.getByLabel('Paper').selectOption('letter')
  await dialog.getByLabel('A calibration page (50 mm rulers)').check()
  await expect(dialog.getByText('7 cards · 3 × 3 a sheet · 2 pages')).toBeVisible()
  await screenshot(app, 'tf-print-light')
  const pdf = path.join(desktop.dir, 'ken ex cards.pdf')
  desktop.nextSave = pdf
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(status(app)).toHaveText(`Printed Ken EX's cards. Saved to ${pdf}, 2 pages`)
  expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })
  expect(info).toMatch(/^Pages:\s+2$/m)
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m)
  expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })).toMatch(/Jab[\s\S]*Shinryuken/)
  expect(desktop.opened).toEqual([pdf])

  // Deleted (after a change of mind), it leaves the list and the players' pickers.
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Keep it' }).click()
  await form.getByRole('button', { name: 'Delete…' }).click()
  await form.getByRole('button', { name: 'Delete Ken EX for good' }).click()
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li'])
  await expect(form).toHaveCount(0)
  expect(services.tfCharacters.find('ken-ex')).toBeUndefined()
  await views(app).getByRole('button', { name: 'Table' }).click()
  await expect(app.getByLabel('Character A').locator('option')).toHaveText(['Ken (example)', 'Chun-Li (example)'])
  await views(app).getByRole('button', { name: 'Characters' }).click()

  // A bad file: every problem shown, nothing imported.
  const good = JSON.parse(fs.readFileSync(json, 'utf8')) as { characters: { id: string; name: string; cards: { wins: string[]; loses: string[] }[] }[] }
  const akuma = structuredClone(good.characters[0])
  akuma.id = 'akuma'
  akuma.name = 'Akuma'
  akuma.cards[0].loses = ['Block', 'Throw']
  const bad = path.join(desktop.dir, 'akuma.json')
  fs.writeFileSync(bad, JSON.stringify({ ringside: 'characters', game: 'tf', characters: [akuma] }, null, 2))
  await app.getByLabel('Table Fighter character file to import').setInputFiles(bad)
  const preview = app.getByRole('dialog', { name: 'Import characters' })
  await expect(preview.getByRole('heading', { name: 'Import akuma.json' })).toBeVisible()
  await expect(preview.getByTestId('import-sheets').locator('tbody tr')).toHaveText([/^new\s*Akuma\s*akuma\s*1 problem$/])
  await expect(preview.getByTestId('import-problems').locator('li')).toHaveText([
    /^akuma\.json: akuma: cards\[0\]\.loses\[1\]: Jab both wins and loses against Throw \(fix: remove Throw/,
  ])
  await expect(preview.getByRole('button', { name: 'Import' })).toBeDisabled()
  await screenshot(app, 'tf-import-light')
  await app.getByLabel('Theme').selectOption('dark')
  await screenshot(app, 'tf-import-dark')
  await app.getByLabel('Theme').selectOption('light')
  await preview.getByRole('button', { name: 'Cancel' }).click()
  expect(services.tfCharacters.find('akuma')).toBeUndefined()

  // The CSV exported before comes back whole.
  await app.getByRole('button', { name: 'Import…' }).click()
  await app.getByLabel('Table Fighter character file to import').setInputFiles(csv)
  await expect(preview.getByTestId('import-summary')).toHaveText('1 character read: 1 new, 0 replacing yours, 0 unchanged.')
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(preview).toHaveCount(0)
  await expect(status(app)).toHaveText('Imported ken-ex.csv: 1 new, 0 replaced, 0 unchanged')
  await expect(form.getByRole('heading', { name: 'Ken EX' })).toBeVisible()
  await expect(order(app)).toHaveText(KEN.order)
  expect(services.tfCharacters.get('ken-ex').cards[0]).toMatchObject({ name: 'Jab', damage: 3 })

  // A good JSON file: Akuma fixed is new, Ken EX changed replaces the player's.
  akuma.cards[0].loses = ['Block']
  good.characters[0].name = 'Ken EX2'
  fs.writeFileSync(path.join(desktop.dir, 'fighters.json'), JSON.stringify({ ringside: 'characters', game: 'tf', characters: [akuma, good.characters[0]] }))
  await app.getByLabel('Table Fighter character file to import').setInputFiles(path.join(desktop.dir, 'fighters.json'))
  await expect(preview.getByTestId('import-summary')).toHaveText('2 characters read: 1 new, 1 replacing yours, 0 unchanged.')
  await expect(preview.getByTestId('import-problems')).toHaveCount(0)
  await preview.getByRole('button', { name: 'Import' }).click()
  await expect(status(app)).toHaveText('Imported fighters.json: 1 new, 1 replaced, 0 unchanged')
  await expect(listed(app)).toHaveText(['Ken', 'Chun-Li', 'Akuma', 'Ken EX2'])
  expect(services.tfCharacters.get('akuma').cards[0].loses).toEqual(['Block'])
  // Imported characters can be played.
  await views(app).getByRole('button', { name: 'Table' }).click()
  await expect(app.getByLabel('Character B').locator('option')).toHaveText(['Ken (example)', 'Chun-Li (example)', 'Akuma', 'Ken EX2'])
})

test('an unsaved Table Fighter character survives a look at Capcom Crossovers', async ({ app }) => {
  await openTfCharacters(app)
  await app.getByRole('button', { name: 'New character' }).first().click()
  await formOf(app).getByLabel('Name', { exact: true }).fill('Dan')
  await app.getByRole('button', { name: 'Capcom Crossovers', exact: true }).click()
  await expect(formOf(app)).toBeHidden()
  await app.getByRole('button', { name: 'Table Fighter', exact: true }).click()
  await expect(formOf(app).getByLabel('Name', { exact: true })).toHaveValue('Dan')
})
