import type { Page } from '@playwright/test'
import { CHUN_LI, KEN } from '../src/main/games/tf/examples'
import { runMatchup } from '../src/main/games/tf/matchup'
import { expect, screenshot, test } from './harness'

// Table Fighter in the Characters mode: Ken and Chun-Li at the two-player table, hot seat, played to the end with
// the buttons (each player picks by a plain rule: Ken his first card, Chun-Li her last), then a matchup.

async function openTableFighter(app: Page) {
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByRole('button', { name: 'Table Fighter', exact: true }).click()
  // Table Fighter opens on its characters; the table is the next view.
  await app.getByRole('button', { name: 'Table', exact: true }).click()
  await expect(app.getByLabel('Character A')).toHaveValue('ken')
  await expect(app.getByLabel('Character B')).toHaveValue('chun-li')
}

const step = (app: Page) => app.getByTestId('tf-step').textContent()
const logLines = (app: Page) => app.getByTestId('tf-log').locator('li').count()
const message = (app: Page) => app.getByTestId('tf-message')

/** What the page shows now, to wait for a click to have landed. */
async function signature(app: Page): Promise<string> {
  const pass = await app.getByTestId('tf-pass').count()
  const cards = await app.locator('[data-tf-card]').count()
  const msg = await message(app).count()
  return `${await step(app)}|${await logLines(app)}|${pass}|${cards}|${msg}|${await app.getByTestId('tf-result').count()}`
}

async function click(app: Page, name: string | RegExp) {
  const before = await signature(app)
  await app
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click()
  await expect.poll(() => signature(app)).not.toBe(before)
}

test('two players play Ken against Chun-Li at the table to the end, picks hidden, then run a matchup and see its grid', async ({ app }) => {
  test.setTimeout(120_000)
  await openTableFighter(app)
  await app.getByLabel('Table seed').fill('4')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(app.getByTestId('tf-health-0')).toHaveText('20')
  await expect(app.getByTestId('tf-health-1')).toHaveText('20')
  await expect(app.getByTestId('tf-deck-0')).toHaveText('6')
  expect(await step(app)).toBe('draw')

  // A move of another step is refused with the engine's reason; undo takes the draw back.
  await click(app, 'Draw')
  await expect(app.getByTestId('tf-hand-0').getByRole('img', { name: /Ken's card 1, face down/ })).toBeVisible()
  await screenshot(app, 'tf-table-drawn')
  await click(app, 'Undo')
  expect(await step(app)).toBe('draw')
  await click(app, 'Draw')

  let shotPass = false
  let shotCharge = false
  let shotCombo = false
  let triedCharge = false
  for (let moves = 0; (await app.getByTestId('tf-result').count()) === 0; moves++) {
    expect(moves).toBeLessThan(400)
    if ((await app.getByTestId('tf-pass').count()) > 0) {
      if (!shotPass && (await step(app)) === 'action' && (await app.getByTestId('tf-side-0').getByRole('img', { name: "Ken's card, face down" }).count()) > 0) {
        // Ken's pick is in: the page holds no face of it, for eyes or screen readers, while Chun-Li takes the device.
        await expect(app.getByTestId('tf-hand-0').locator('[data-tf-card]')).toHaveCount(0)
        await expect(app.getByTestId('tf-side-0').locator('[data-tf-card]')).toHaveCount(0)
        await screenshot(app, 'tf-pass-device')
        shotPass = true
      }
      await click(app, /^Show .*'s hand$/)
      continue
    }
    const now = await step(app)
    if (now === 'draw') await click(app, 'Draw')
    else if (now === 'charge') {
      if (!triedCharge) {
        // Charging without choosing the cost is refused with the rule; then pay two cards.
        triedCharge = true
        await click(app, /^Charge/)
        await expect(message(app)).toContainText(/charge cost is 2 basic cards/i)
        const pay = app.getByRole('button', { name: /^Pay / })
        await pay.nth(0).click()
        await pay.nth(1).click()
        if (!shotCharge) {
          await screenshot(app, 'tf-charge', true)
          shotCharge = true
        }
        await click(app, /^Charge \(pay/)
      } else await click(app, 'No charge')
    } else if (now === 'action') {
      const picks = app.getByRole('button', { name: /^Pick .* face down$/ })
      if ((await picks.count()) > 0) {
        const mine = (await app.getByTestId('tf-side-0').locator('.held').count()) > 0 ? picks.first() : picks.last()
        const before = await signature(app)
        await mine.click()
        await expect.poll(() => signature(app)).not.toBe(before)
      } else await click(app, 'Reveal')
    } else if (now === 'combo') {
      // Try to link the first card in hand; a refusal says why, and the combo ends.
      const combos = app.getByRole('button', { name: /^Combo into / })
      if ((await combos.count()) > 0 && (await message(app).count()) === 0) {
        const before = await signature(app)
        await combos.first().click()
        await expect.poll(() => signature(app)).not.toBe(before)
        if (!shotCombo && (await message(app).count()) > 0) {
          await screenshot(app, 'tf-combo-refused')
          shotCombo = true
        }
        continue
      }
      await click(app, 'End combo')
    } else if (now === 'clean-up') await click(app, 'Next turn')
  }
  await expect(app.getByTestId('tf-result')).toContainText(/wins on turn \d+/)
  // At the end both hands are shown, and the log ends with the winner.
  await expect(app.getByTestId('tf-log').locator('li').last()).toContainText('wins on turn')
  expect(Number(await app.getByTestId('tf-health-0').textContent()) <= 0 || Number(await app.getByTestId('tf-health-1').textContent()) <= 0).toBe(true)
  await screenshot(app, 'tf-game-over')

  // The matchup: a few thousand games in steps, the same report as runMatchup for the seed.
  await app.getByRole('button', { name: 'Matchup', exact: true }).click()
  await app.getByLabel('Matchup games').fill('6000')
  await app.getByLabel('Matchup seed').fill('9')
  await app.getByLabel('Policy of B').selectOption('random')
  await app.getByRole('button', { name: 'Run matchup' }).click()
  await expect(app.getByTestId('tf-run-progress')).toHaveText('6,000 of 6,000 games', { timeout: 60_000 })
  const expected = runMatchup({ a: KEN, b: CHUN_LI, policies: ['greedy', 'random'] }, 6000, 9)
  await expect(app.getByTestId('tf-win-rate')).toHaveText(`${(expected.winRate * 100).toFixed(1)}%`)
  await expect(app.getByTestId('tf-mean-turns')).toHaveText(`${expected.meanTurns!.toFixed(2)} turns`)
  const grid = app.getByTestId('tf-grid')
  await expect(grid.locator('tbody tr')).toHaveCount(7)
  await expect(grid.locator('thead th')).toHaveCount(8)
  await expect(grid.getByRole('rowheader', { name: 'Jab' })).toBeVisible()
  await expect(app.locator('canvas[aria-label="Games by the turn they ended"]')).toBeVisible()
  await screenshot(app, 'tf-matchup', true)

  // Capcom Crossovers is still there as it was.
  await app.getByRole('button', { name: 'Capcom Crossovers', exact: true }).click()
  await expect(app.getByTestId('character')).toHaveCount(2)
})

test('the player holding the device plays a suggested move, and Undo takes it back', async ({ app }) => {
  await openTableFighter(app)
  await app.getByLabel('Table seed').fill('4')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  // Nobody holds the device before the draw: the draw is both players', and no suggestion is offered.
  await expect(app.getByRole('button', { name: 'Play a suggested move' })).toHaveCount(0)
  await click(app, 'Draw')
  expect(await step(app)).toBe('charge')
  await click(app, /^Show .*'s hand$/)
  const lines = await logLines(app)
  await screenshot(app, 'tf-suggest-offered')
  await click(app, 'Play a suggested move')
  // The charge step's announcer decided: the log says so, and the device passes on or the step moves.
  await expect.poll(() => logLines(app)).toBeGreaterThan(lines)
  await expect(message(app)).toHaveCount(0)
  await screenshot(app, 'tf-suggested-move')
  await click(app, 'Undo')
  expect(await step(app)).toBe('charge')
  await expect.poll(() => logLines(app)).toBe(lines)
})
