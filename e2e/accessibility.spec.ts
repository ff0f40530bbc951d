// Accessibility, as axe-core reads the page: every main screen and the print dialog in the light and the dark
// theme, with no serious or critical violation of WCAG 2.1 A and AA (contrast, labels, names, roles, ARIA); and
// every modal dialog a native <dialog> that takes focus, keeps Tab inside, closes on Escape and gives focus back.
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { RYU } from '../src/main/games/cc/examples'
import { dropDeck, dropFile, expect, playSeed, screenshot, test } from './harness'
import { twoPlayerView } from './two-player'

const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

/** The rules of WCAG 2.0 and 2.1 at levels A and AA; best practices are left out, and so is 2.2's target size. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>

const serious = ({ violations }: Results) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`))

/** axe's verdict on the page (or on the open modal dialog): the serious and critical violations, each with where it is. */
async function violations(app: Page, within?: 'modal'): Promise<string[]> {
  const axe = new AxeBuilder({ page: app }).withTags(WCAG)
  return serious(await (within ? axe.include('dialog[open]') : axe).analyze())
}

async function setTheme(app: Page, theme: Theme) {
  await app.getByLabel('Theme').selectOption(theme)
  await expect(app.locator('html')).toHaveAttribute('data-theme', theme)
}

const slug = (screen: string) => screen.toLowerCase().replace(/[^a-z]+/g, '-')

/** Scans the screen as it is in each theme (kept as test-results/screens/a11y-…, to look at); every violation is reported, not just the first. */
async function scanBothThemes(app: Page, screen: string) {
  for (const theme of THEMES) {
    await setTheme(app, theme)
    await screenshot(app, `a11y-${slug(screen)}-${theme}`)
    expect.soft(await violations(app), `${screen}, ${theme} theme`).toEqual([])
  }
}

test.describe.configure({ timeout: 120_000 })

test('Build, Playtest and Cards have no serious violation in either theme', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByLabel('Search cards').fill('ryu')
  await app.getByTestId('card-row').first().click()
  await expect(app.getByRole('complementary', { name: 'Card detail' }).getByRole('heading').first()).toBeVisible()
  await scanBothThemes(app, 'Build')

  await playSeed(app, 7)
  await expect(app.getByTestId('hand-card')).toHaveCount(5)
  await app.getByTestId('hand').getByRole('button', { name: 'Place' }).first().click()
  await scanBothThemes(app, 'Playtest')

  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.locator('[data-testid="set-card"][data-number="C001"]').click()
  await expect(app.getByRole('heading', { name: 'C001 Ryu' })).toBeVisible()
  await scanBothThemes(app, 'Cards')
})

test("the Tune tab has no serious violation in either theme, its swaps and each card's part shown", async ({ app, services }) => {
  services.collection.set('cfs-base', 'C075', 1)
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('tab', { name: 'Tune' }).click()
  const tune = app.getByTestId('deck-tune')
  await tune.getByTestId('tune-pool').selectOption('collection')
  await tune.getByTestId('tune-games').fill('100')
  await tune.getByTestId('tune-run').click()
  await expect(tune.getByTestId('tune-verdict')).toBeVisible({ timeout: 60_000 })
  await tune.getByText(/Each card's part/).click()
  await expect(tune.getByTestId('tune-cards')).toBeVisible()
  await scanBothThemes(app, 'Tune')
})

test('Characters has no serious violation in either theme, for each of its three games', async ({ app }) => {
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByTestId('character').filter({ hasText: 'Ryu' }).click()
  await expect(app.getByRole('form', { name: 'Character sheet' })).toBeVisible()
  await scanBothThemes(app, 'Capcom Crossovers sheet')
  await app.getByRole('navigation', { name: 'Character view' }).getByRole('button', { name: 'Table' }).click()
  await expect(app.getByTestId('cc-table')).toBeVisible()
  await scanBothThemes(app, 'Capcom Crossovers table')
  // A sheet with a problem beside its field, and the list of problems.
  await app.getByRole('button', { name: 'New character' }).first().click()
  const form = app.getByRole('form', { name: 'Character sheet' })
  await form.getByLabel('Name', { exact: true }).fill('Chun-Li')
  await form.getByLabel('Strength', { exact: true }).fill('11')
  await expect(form.getByTestId('field-problem')).not.toHaveCount(0)
  await scanBothThemes(app, 'Capcom Crossovers sheet with a problem')

  for (const game of [
    { id: 'tf', name: 'Table Fighter', character: 'ken', moves: ['Draw'] },
    { id: 'cs', name: 'Card Shot!', character: 'rook', moves: ["Show Rook's hand", 'Draw'] },
  ]) {
    const view = twoPlayerView(game)
    await app.getByRole('button', { name: game.name, exact: true }).click()
    await view.entry(app, game.character).click()
    await expect(view.formOf(app)).toBeVisible()
    await scanBothThemes(app, `${game.name} characters`)
    await view.views(app).getByRole('button', { name: 'Table' }).click()
    await app.getByRole('button', { name: 'Start', exact: true }).click()
    // Cards in hand, shown to the player whose turn it is.
    for (const move of game.moves) {
      await app.getByRole('button', { name: move, exact: true }).click()
      await expect(app.getByRole('button', { name: move, exact: true })).toHaveCount(0)
    }
    await scanBothThemes(app, `${game.name} table`)
    await view.views(app).getByRole('button', { name: 'Characters' }).click()
  }
})

test('Events has no serious violation in either theme, with a refused deck, a round to enter and the standings', async ({ app, services }) => {
  const read = (file: string) => {
    const parsed = services.decks.parse(fs.readFileSync(file, 'utf8'))
    if (!parsed.ok) throw new Error(`${file} does not read`)
    return parsed.deck
  }
  const event = services.organiser.create('Club Night', 'cfs-classic', 3, 'swiss', 2)
  for (const player of ['Ada', 'Ben', 'Cal']) services.organiser.register(event.id, player, read('examples/shoto-rush.deck.txt'))
  services.library.create(read('examples/shoto-rush-broken.deck.txt'))
  services.events.pair(event.id)
  await app.getByRole('button', { name: 'Events', exact: true }).click()
  await app.getByRole('button', { name: /^Club Night/ }).click()
  await expect(app.getByRole('table', { name: 'Round 1' })).toBeVisible()
  await scanBothThemes(app, 'Events')
})

test('the Table Fighter party has no serious violation in either theme, a hand shown', async ({ app }) => {
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByRole('button', { name: 'Table Fighter', exact: true }).click()
  await app.getByRole('button', { name: 'Party', exact: true }).click()
  await app.getByRole('button', { name: 'Start the party' }).click()
  await app.getByRole('button', { name: 'I am Ken (seat 1): show my hand' }).click()
  await expect(app.getByRole('button', { name: 'No charge' })).toBeVisible()
  await scanBothThemes(app, 'Table Fighter party')
})

test('the print dialog has no serious violation in either theme', async ({ app }) => {
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  for (const theme of THEMES) {
    await setTheme(app, theme)
    await app.getByRole('button', { name: 'Print…' }).click()
    const dialog = app.getByRole('dialog', { name: 'Print proxies' })
    await expect(dialog.getByTestId('preview-card')).toHaveCount(9)
    await screenshot(app, `a11y-print-dialog-${theme}`)
    expect.soft(await violations(app, 'modal'), `print dialog, ${theme} theme`).toEqual([])
    await app.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
})

/** Tab and Shift+Tab, each round the dialog and beyond, never leave it; Escape closes it and focus is back on `opener`. */
async function checkModal(app: Page, dialog: Locator, opener: Locator, name: string) {
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal')), `${name} is a modal <dialog>`).toBe(true)
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement))
  await expect.poll(inside, `${name} takes focus`).toBe(true)
  const stops = await dialog.evaluate((d) => d.querySelectorAll('input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])').length)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await app.keyboard.press(key)
      expect(await inside(), `${name}: ${key} ${i + 1} stays inside`).toBe(true)
    }
  }
  expect.soft(await violations(app, 'modal'), name).toEqual([])
  await app.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener, `${name} gives focus back`).toBeFocused()
}

for (const theme of THEMES) {
  test(`every modal dialog is a native <dialog>: Tab cycles inside, Escape closes it, focus goes back (${theme} theme)`, async ({ app, desktop }) => {
    await setTheme(app, theme)
    await dropDeck(app, 'examples/shoto-rush.deck.txt')
    const print = app.getByRole('button', { name: 'Print…' })
    await print.click()
    await checkModal(app, app.getByRole('dialog', { name: 'Print proxies' }), print, 'Print proxies')
    const formats = app.getByRole('button', { name: 'Formats…' })
    await formats.click()
    await expect(app.getByRole('dialog', { name: 'Formats' }).getByRole('button', { name: /shipped/ })).toHaveCount(3)
    await checkModal(app, app.getByRole('dialog', { name: 'Formats' }), formats, 'Formats')
    // A click on the dimmed window outside closes it too; one inside does not.
    await print.click()
    const dialog = app.getByRole('dialog', { name: 'Print proxies' })
    await dialog.getByRole('heading').click()
    await expect(dialog).toBeVisible()
    await app.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
    await expect(print).toBeFocused()

    // A refused deck file: the alert dialog, opened by a drop; focus goes back where it was.
    await dropFile(app, 'typo.deck.txt', '3 Ryu\n2 Chun-Lee\n')
    const alert = app.getByRole('alertdialog', { name: 'Deck not imported' })
    await expect(alert.getByRole('button', { name: 'Close' })).toBeFocused()
    await checkModal(app, alert, print, 'Deck not imported')

    await app.getByRole('button', { name: 'Cards', exact: true }).click()
    for (const [button, name] of [
      ['New set…', 'New set'],
      ['Copy set…', 'Copy set'],
      ['Check database…', 'Database check'],
    ]) {
      const opener = app.getByRole('button', { name: button })
      await opener.click()
      await checkModal(app, app.getByRole('dialog', { name }), opener, name)
    }
    desktop.nextOpen = path.join(desktop.dir, 'promos.csv')
    fs.copyFileSync('db/sample-cards.csv', desktop.nextOpen)
    const importCards = app.getByRole('button', { name: 'Import cards…' })
    await importCards.click()
    await checkModal(app, app.getByRole('dialog', { name: 'Import cards' }), importCards, 'Import cards')

    await app.getByRole('button', { name: 'Characters', exact: true }).click()
    await app.getByTestId('character').filter({ hasText: 'Ryu' }).click()
    const printSheet = app.getByRole('form', { name: 'Character sheet' }).getByRole('button', { name: 'Print…' })
    await printSheet.click()
    await checkModal(app, app.getByRole('dialog', { name: 'Print character sheet' }), printSheet, 'Print character sheet')
    const file = path.join(desktop.dir, 'ryu.json')
    fs.writeFileSync(file, JSON.stringify([{ ...RYU, id: 'ryu-2', name: 'Ryu 2', example: false }]))
    const importCharacters = app.getByRole('button', { name: 'Import…' })
    const chooser = app.waitForEvent('filechooser')
    await importCharacters.click()
    await (await chooser).setFiles(file)
    await checkModal(app, app.getByRole('dialog', { name: 'Import characters' }), importCharacters, 'Import characters')

    for (const game of [
      { id: 'tf', name: 'Table Fighter', character: 'ken', dialog: 'Print Table Fighter cards' },
      { id: 'cs', name: 'Card Shot!', character: 'rook', dialog: 'Print Card Shot! character' },
    ]) {
      const view = twoPlayerView(game)
      await app.getByRole('button', { name: game.name, exact: true }).click()
      await view.entry(app, game.character).click()
      const opener = view.formOf(app).getByRole('button', { name: 'Print…' })
      await opener.click()
      await checkModal(app, app.getByRole('dialog', { name: game.dialog }), opener, game.dialog)
    }

    // Help → a game's rules, opened from the menu: focus goes back to what had it.
    const build = app.getByRole('button', { name: 'Build', exact: true })
    await build.focus()
    await app.evaluate(() => window.dispatchEvent(new CustomEvent('ringside:command', { detail: 'rules-cfs' })))
    await checkModal(app, app.getByRole('dialog', { name: 'Rules' }), build, 'Rules')
  })
}
