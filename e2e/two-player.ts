// The Characters view of a game of two fixed characters (Table Fighter, Card Shot!) as its e2e tests reach it:
// opened from Characters and the game's button, its list, its form and the form's status line.
import type { Page } from '@playwright/test'
import { expect } from './harness'

export function twoPlayerView(game: { id: string; name: string }) {
  const views = (app: Page) => app.getByRole('navigation', { name: `${game.name} view` })
  const formOf = (app: Page) => app.getByRole('form', { name: `${game.name} character` })
  return {
    /** Opens the game's Characters view, in the light theme. */
    open: async (app: Page) => {
      await app.getByLabel('Theme').selectOption('light')
      await app.getByRole('button', { name: 'Characters', exact: true }).click()
      await app.getByRole('button', { name: game.name, exact: true }).click()
      await expect(views(app).getByRole('button', { name: 'Characters' })).toHaveAttribute('aria-pressed', 'true')
    },
    views,
    entry: (app: Page, id: string) => app.locator(`[data-testid="${game.id}-character"][data-id="${id}"]`),
    listed: (app: Page) => app.getByTestId(`${game.id}-character`).locator('.name'),
    formOf,
    status: (app: Page) => formOf(app).getByTestId(`${game.id}-form-status`),
  }
}
