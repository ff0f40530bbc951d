// The library's folders and a deck's notes: folders nest by path, the Decks menu shows them as a tree that
// folds, a folder is renamed with its decks; notes are kept as typed, shown as text and never as HTML.
import { dropDeck, expect, screenshot, test } from './harness'

test('decks kept in nested folders, shown as a tree, a folder renamed with its decks', async ({ app, services }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  await app.getByLabel('Folder').fill('Tournaments / 2026')
  await app.getByLabel('Folder').press('Enter')
  await expect.poll(() => services.library.list()[0].folder).toBe('Tournaments/2026')
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  await app.getByLabel('Folder').fill('Tournaments')
  await app.getByLabel('Folder').press('Enter')
  await expect
    .poll(() =>
      services.library
        .list()
        .map((d) => d.folder)
        .sort(),
    )
    .toEqual(['Tournaments', 'Tournaments/2026'])

  await app.getByRole('button', { name: 'Decks ▾' }).click()
  const menu = app.getByRole('dialog', { name: 'Deck library' })
  const tournaments = menu.getByRole('button', { name: /^Tournaments 2 decks$/ })
  await expect(tournaments).toHaveAttribute('aria-expanded', 'true')
  const inner = menu.getByRole('list', { name: 'Tournaments/2026' })
  await expect(inner.getByText('Classic Clash')).toBeVisible()
  await screenshot(app, 'deck-folders')

  // Folding a folder hides what is inside it, the folders inside too.
  await tournaments.click()
  await expect(menu.getByRole('button', { name: /^Tournaments 2 decks$/ })).toHaveAttribute('aria-expanded', 'false')
  await expect(menu.getByText('Classic Clash')).toBeHidden()
  await expect(menu.getByText('Fatal Fury Legends')).toBeHidden()
  // A search shows every match, folded or not.
  await menu.getByLabel('Find a deck').fill('classic')
  await expect(menu.getByText('Classic Clash')).toBeVisible()
  await menu.getByLabel('Find a deck').fill('')

  await menu.getByRole('button', { name: /^Tournaments 2 decks$/ }).click()
  await menu.getByRole('button', { name: 'Rename or move folder Tournaments/2026' }).click()
  await menu.getByLabel('Folder path for Tournaments/2026').fill('Archive/2026')
  await menu.getByLabel('Folder path for Tournaments/2026').press('Enter')
  await expect(menu.getByRole('list', { name: 'Archive/2026' }).getByText('Classic Clash')).toBeVisible()
  expect(services.library.folders()).toEqual(['Archive', 'Archive/2026', 'Tournaments'])
  // Moving a folder into itself is refused, with the reason, and nothing moves.
  await menu.getByRole('button', { name: 'Rename or move folder Archive', exact: true }).click()
  await menu.getByLabel('Folder path for Archive', { exact: true }).fill('Archive/2026/deeper')
  await menu.getByLabel('Folder path for Archive', { exact: true }).press('Enter')
  await expect(menu.getByRole('alert')).toContainText('cannot move into itself')
  expect(services.library.folders()).toEqual(['Archive', 'Archive/2026', 'Tournaments'])
})

test('notes kept as the player typed them, Markdown shown as text', async ({ app, services }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  await app.getByRole('tab', { name: 'Notes' }).click()
  const notes = app.getByRole('textbox', { name: /^Notes/ })
  const text = '# Game plan\n- keep **Ryu** for turn 2\n<img src=x onerror="window.hacked=1">'
  await notes.fill(text)
  await expect(app.getByText('saved', { exact: false }).last()).toContainText('saved')
  await expect.poll(() => services.library.list().map((d) => services.library.get(d.id).notes)).toEqual([text])
  // Shown as the text it is: no heading, no image made from it.
  await expect(app.locator('.notes h1, .notes img')).toHaveCount(0)
  expect(await app.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  await expect(app.getByRole('tab', { name: 'Notes •' })).toBeVisible()
  await screenshot(app, 'deck-notes')

  // Typed and switched away at once: the notes still reach the deck they were typed for.
  await notes.fill(`${text}\nside in Mai`)
  await app.getByRole('tab', { name: 'Cards' }).click()
  await expect.poll(() => services.library.get(services.library.list()[0].id).notes).toBe(`${text}\nside in Mai`)
  await app.reload()
  await app.getByRole('button', { name: 'Decks ▾' }).click()
  await app.getByRole('dialog', { name: 'Deck library' }).getByText('Classic Clash').click()
  await app.getByRole('tab', { name: 'Notes •' }).click()
  await expect(app.getByRole('textbox', { name: /^Notes/ })).toHaveValue(`${text}\nside in Mai`)
})

test('File → Open Recent opens the deck it names, from any screen', async ({ app, services }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  await dropDeck(app, 'examples/fatal-fury-legends.deck.txt')
  await expect(app.getByLabel('Deck name')).toHaveValue('Fatal Fury Legends')
  expect(services.library.recent().map((d) => d.name)).toEqual(['Fatal Fury Legends', 'Classic Clash'])
  const classic = services.library.recent()[1].id
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.evaluate((deck) => window.dispatchEvent(new CustomEvent('ringside:command', { detail: { command: 'open-recent', deck } })), classic)
  await expect(app.getByLabel('Deck name')).toHaveValue('Classic Clash')
  expect(services.library.recent().map((d) => d.name)).toEqual(['Classic Clash', 'Fatal Fury Legends'])
})

test("Considering holds cards the player might play, outside the deck's count and legality", async ({ app, services }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  const legality = app.getByTestId('legality')
  await expect(legality).toContainText('50 cards')
  const main = app.getByTestId('zone-main')
  const considering = app.getByTestId('zone-considering')
  await expect(considering).toContainText('Cards you might play')

  // C on a card of Main moves one copy out to Considering; the deck is one card short, and says so.
  const ryu = main.locator('[data-testid="deck-entry"][data-number="C001"]')
  await ryu.getByRole('button', { name: /^C001 Ryu/ }).press('c')
  await expect(considering.locator('[data-testid="deck-entry"][data-number="C001"] [data-testid="entry-count"]')).toHaveText('1')
  await expect(app.getByTestId('zone-considering-count')).toHaveText('1')
  await expect(legality).toContainText('49')
  // A fourth Ryu in Considering breaks no copy limit.
  const waiting = considering.locator('[data-testid="deck-entry"][data-number="C001"]')
  await waiting.getByRole('button', { name: 'One more Ryu' }).click()
  await waiting.getByRole('button', { name: 'One more Ryu' }).click()
  await expect(waiting.getByTestId('entry-count')).toHaveText('3')
  await expect(app.getByTestId('violations')).not.toContainText('Too many copies')
  await expect.poll(() => services.library.get(services.library.list()[0].id).considering).toEqual([{ set: 'cfc-1999', number: 'C001', count: 3 }])

  // In the visual deck too, and back into Main by its button.
  await app.getByRole('button', { name: 'Visual deck' }).click()
  const faces = app.getByTestId('zone-considering').getByTestId('deck-face')
  await expect(faces).toHaveCount(1)
  await screenshot(app, 'deck-considering')
  await faces.first().hover()
  await faces.first().getByRole('button', { name: 'Move Ryu to Main' }).click()
  await expect(app.getByTestId('zone-considering-count')).toHaveText('2')
  await expect(legality).toContainText('50 cards')
  // The deck text carries it in its own section.
  expect(services.deckFiles.exportDeck(services.library.list()[0].id, 'text').text).toMatch(/\nConsidering\n2 C001 Ryu\n$/)
})
