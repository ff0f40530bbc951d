// The deck as stacks of faces: columns by kind or BP with their totals, counts as badges, drops from the browser
// and between zones, the keys of the list, a legality mark, both themes read by axe, the choices kept on reload.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { dropDeck, expect, screenshot, test } from './harness'

const main = (app: Page) => app.getByTestId('zone-main')
const strikers = (app: Page) => app.getByTestId('zone-strikers')
const face = (app: Page, number: string, zone = main(app)) => zone.locator(`[data-testid="deck-face"][data-number="${number}"]`)
const badge = (app: Page, number: string, zone = main(app)) => face(app, number, zone).getByTestId('face-count')
/** A face is mostly under the next one in its stack: the pointer takes it by its top strip, which shows. */
const STRIP = { x: 24, y: 10 }

/** Each column as `group total`, in order. */
async function columns(app: Page, zone = main(app)): Promise<string[]> {
  const cols = zone.getByTestId('deck-column')
  return cols.evaluateAll((els) => els.map((el) => `${el.getAttribute('data-group')} ${el.querySelector('[data-testid="column-total"]')?.textContent}`))
}

/** axe's serious and critical WCAG A/AA findings on the deck panel. */
async function deckViolations(app: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: app })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('section[aria-label="Deck"]')
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`))
}

test.describe.configure({ timeout: 90_000 })

test('the visual deck: stacks by kind and BP, counts, drops from the browser and between zones, keys, kept after a reload', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await expect(main(app).getByTestId('deck-entry').first()).toBeVisible()
  await app.getByRole('button', { name: 'Visual deck' }).click()
  await expect(app.getByRole('button', { name: 'Visual deck' })).toHaveAttribute('aria-pressed', 'true')
  await expect(main(app).getByTestId('deck-entry')).toHaveCount(0)
  await expect(main(app)).toHaveAttribute('data-view', 'visual')

  // By kind (the first choice): 23 Capcom, 15 SNK, 8 actions, 4 reactions; each distinct card once, with its count.
  await expect(app.getByRole('button', { name: 'Group by Kind' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => columns(app)).toEqual(['capcom 23', 'snk 15', 'action 8', 'reaction 4'])
  await expect(main(app).getByTestId('deck-face')).toHaveCount(18)
  await expect(app.getByTestId('zone-main-count')).toHaveText('50')
  await expect(badge(app, 'C001')).toHaveText('×3')
  await expect(badge(app, 'C049')).toHaveText('×2')
  await expect(main(app).locator('[data-group="capcom"] h4')).toHaveText('Capcom 23')
  // Each face is read out whole, after its count.
  const ryu = main(app).getByRole('button', { name: /^3 copies: C001 Ryu, Capcom character, rarity A, BP 1000, SP 3\. Square ability Shinku Hadoken/ })
  await expect(ryu).toBeVisible()
  await expect(face(app, 'C001').getByTestId('deck-card-face').locator('text', { hasText: 'BP 1000' })).toHaveCount(1)

  // A card dragged from the browser joins its stack.
  await app.getByLabel('Search cards').fill('Cammy')
  await expect(app.getByTestId('card-row').first()).toHaveAttribute('data-number', 'C016')
  await app.getByTestId('card-row').first().dragTo(main(app))
  await expect(badge(app, 'C016')).toHaveText('×1')
  await expect(app.getByTestId('zone-main-count')).toHaveText('51')
  await expect.poll(() => columns(app)).toEqual(['capcom 24', 'snk 15', 'action 8', 'reaction 4'])
  // Again onto a face: one more copy.
  await app.getByTestId('card-row').first().dragTo(face(app, 'C001'), { targetPosition: STRIP })
  await expect(badge(app, 'C016')).toHaveText('×2')

  // The keys of the list, on the focused face: + and - change the count, Delete takes the card out.
  await face(app, 'C016').getByRole('button').first().focus()
  await app.keyboard.press('-')
  await expect(badge(app, 'C016')).toHaveText('×1')
  await app.keyboard.press('Delete')
  await expect(face(app, 'C016')).toHaveCount(0)
  await expect(app.getByTestId('zone-main-count')).toHaveText('50')

  // A 4th Ryu breaks the copy limit: its face is marked, and says so.
  await ryu.focus()
  await app.keyboard.press('+')
  await expect(badge(app, 'C001')).toHaveText('×4')
  await expect(face(app, 'C001')).toHaveClass(/flagged/)
  await expect(face(app, 'C001').getByTestId('face-flag')).toBeVisible()
  await expect(main(app).getByRole('button', { name: /^4 copies, breaks a deck rule: C001 Ryu/ })).toBeFocused()
  await expect(face(app, 'C002')).not.toHaveClass(/flagged/)
  await screenshot(app, 'deck-visual-flagged')
  await app.keyboard.press('-')
  await expect(badge(app, 'C001')).toHaveText('×3')
  await expect(app.getByTestId('legality')).toHaveText('✓ Legal for Card Fighters Special · 50 cards')

  // The mouse's − and +, shown on the face under the pointer.
  const shikkari = face(app, 'R001')
  await shikkari.hover({ position: STRIP })
  await shikkari.getByRole('button', { name: /^One less Shikkari/ }).click()
  await expect(badge(app, 'R001')).toHaveText('×1')
  await shikkari.getByRole('button', { name: /^One more Shikkari/ }).click()
  await expect(badge(app, 'R001')).toHaveText('×2')

  // A click opens the card, as in the list.
  await face(app, 'C028').click({ position: STRIP })
  await expect(app.getByTestId('card-detail').getByRole('heading', { level: 2 })).toHaveText('Sakura')

  // By BP: characters in bands, actions and reactions in their own columns.
  await app.getByRole('button', { name: 'Group by BP' }).click()
  await expect.poll(() => columns(app)).toEqual(['bp-500 9', 'bp-700 14', 'bp-800 15', 'action 8', 'reaction 4'])
  await expect(main(app).locator('[data-group="bp-800"] h4')).toHaveText('BP 800+ 15')
  await expect(main(app).locator('[data-group="bp-500"]').getByTestId('deck-face')).toHaveCount(3)
  await expect(app.getByRole('status')).toHaveCount(0, { timeout: 10_000 }) // the import's message, gone by itself
  await screenshot(app, 'deck-visual-light', true)
  expect.soft(await deckViolations(app), 'light theme').toEqual([])
  await app.getByLabel('Theme').selectOption('dark')
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark')
  await face(app, 'S004').hover({ position: STRIP }) // a face under the pointer comes whole to the front
  await screenshot(app, 'deck-visual-dark', true)
  expect.soft(await deckViolations(app), 'dark theme').toEqual([])
  await app.getByLabel('Theme').selectOption('light')

  // Legends: a face dragged from Main to Strikers moves one copy, and back again; let go in its own zone, nothing changes.
  await app.getByLabel('Format').selectOption('cfs-legends')
  await expect(strikers(app)).toBeVisible()
  await face(app, 'C028').dragTo(strikers(app), { sourcePosition: STRIP })
  await expect(app.getByTestId('zone-strikers-count')).toHaveText('1')
  await expect(badge(app, 'C028', strikers(app))).toHaveText('×1')
  await expect(badge(app, 'C028')).toHaveText('×2')
  await screenshot(app, 'deck-visual-strikers')
  await face(app, 'C038').dragTo(main(app).locator('h3'), { sourcePosition: STRIP })
  await expect(badge(app, 'C038')).toHaveText('×3')
  await expect(app.getByTestId('zone-main-count')).toHaveText('49')
  await face(app, 'C028', strikers(app)).dragTo(main(app), { sourcePosition: STRIP, targetPosition: { x: 200, y: 10 } })
  await expect(app.getByTestId('zone-strikers-count')).toHaveText('0')
  await expect(badge(app, 'C028')).toHaveText('×3')
  // The list reads the same deck.
  await app.getByRole('button', { name: 'Deck list' }).click()
  await expect(app.locator('[data-testid="deck-entry"][data-number="C028"]').getByTestId('entry-count')).toHaveText('3')
  await app.getByRole('button', { name: 'Visual deck' }).click()

  // Both choices are kept: after a reload the deck opens as faces, by BP.
  await app.reload()
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Rush')
  await expect(main(app)).toHaveAttribute('data-view', 'visual')
  await expect(app.getByRole('button', { name: 'Group by BP' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => columns(app)).toEqual(['bp-500 9', 'bp-700 14', 'bp-800 15', 'action 8', 'reaction 4'])
  await app.getByRole('button', { name: 'Deck list' }).click()
  await app.reload()
  await expect(main(app).getByTestId('deck-entry').first()).toBeVisible()
  await expect(main(app).getByTestId('deck-face')).toHaveCount(0)
})
