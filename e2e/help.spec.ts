// The Help menu on the page: each game's rules, the query reference; and an error the page did not expect,
// told to the player rather than lost.
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './harness'

const menu = (app: Page, command: string) => app.evaluate((detail) => window.dispatchEvent(new CustomEvent('ringside:command', { detail })), command)

test("Help → a game's rules opens them, and the other games are a click away", async ({ app }) => {
  await menu(app, 'rules-cs')
  const dialog = app.getByRole('dialog', { name: 'Rules' })
  await expect(dialog).toBeVisible()
  const rules = dialog.getByTestId('rules')
  await expect(rules.getByRole('heading', { level: 2 })).toHaveText('Card Shot!')
  await expect(rules.getByRole('heading', { name: 'A turn' })).toBeVisible()
  await expect(rules.getByRole('listitem').first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Card Shot!' })).toHaveAttribute('aria-pressed', 'true')
  await screenshot(app, 'help-rules')
  for (const [game, title] of [
    ['Card Fighters Special', 'Card Fighters Special'],
    ['Capcom Crossovers', 'Capcom Crossovers'],
    ['Table Fighter', 'Table Fighter'],
  ]) {
    await dialog.getByRole('button', { name: game }).click()
    await expect(rules.getByRole('heading', { level: 2 })).toContainText(title)
    await expect(rules.getByText(/^Summary written for Ringside from/)).toBeVisible()
  }
  await app.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('Help → Rules closes from its top, without scrolling to the end of a long text', async ({ app }) => {
  await menu(app, 'rules-cfs')
  const dialog = app.getByRole('dialog', { name: 'Rules' })
  const close = dialog.getByRole('button', { name: 'Close' }).first()
  await expect(close).toBeInViewport()
  expect((await close.boundingBox())!.y).toBeLessThan((await dialog.getByTestId('rules').boundingBox())!.y)
  // Still there half-way down the rules.
  await dialog.getByTestId('rules').getByRole('heading').nth(4).scrollIntoViewIfNeeded()
  await expect(close).toBeInViewport()
  await screenshot(app, 'help-rules-scrolled')
  await close.click()
  await expect(dialog).toHaveCount(0)
})

test('Help → Search Queries opens the operator list from any screen', async ({ app }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await menu(app, 'query-help')
  const help = app.getByRole('region', { name: 'Search query operators' })
  await expect(help).toBeVisible()
  await expect(help).toBeFocused()
  await expect(help).toContainText('ryu OR ken')
})

test('an error the page did not expect is told, with where the details went, and the player can dismiss it', async ({ app, crashes }) => {
  await app.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('the deck vanished'), message: 'the deck vanished' })))
  await expect(app.getByRole('alert')).toHaveText(/^Something went wrong: the deck vanished\.( The details are in .+\.)?$/)
  expect(crashes).toEqual(['banner: the deck vanished'])
  crashes.splice(0)
  await app.getByRole('button', { name: 'Dismiss the message' }).click()
  await expect(app.getByRole('alert')).toHaveCount(0)
})

test("Chromium's ResizeObserver notice raises no banner", async ({ app }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.evaluate(() =>
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' })),
  )
  await app.getByRole('button', { name: 'Build', exact: true }).click()
  await expect(app.getByRole('alert')).toHaveCount(0)
})
