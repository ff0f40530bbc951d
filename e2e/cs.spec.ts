import type { Locator, Page } from '@playwright/test'
import { ROOK, WREN } from '../src/main/games/cs/examples'
import { runCsMatchup } from '../src/main/games/cs/matchup'
import { expect, screenshot, test } from './harness'

// Card Shot! in the Characters mode: Rook and Wren at the two-player table, hot seat, played to the end with the
// buttons by a plain rule (Rook places his first card upright, Wren her last sideways; each absorbs with the first
// card of the hand and discards down to five and one more), the other player's hand never in the page while it is
// hidden; a refused move says why, Undo takes a move back; then a matchup with its interval and the opening odds.

const views = (app: Page) => app.getByRole('navigation', { name: 'Card Shot! view' })

async function openCardShot(app: Page) {
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByRole('button', { name: 'Card Shot!', exact: true }).click()
  await views(app).getByRole('button', { name: 'Table', exact: true }).click()
  await expect(app.getByLabel('Character A')).toHaveValue('rook')
  await expect(app.getByLabel('Character B')).toHaveValue('wren')
}

const step = (app: Page) => app.getByTestId('cs-step').textContent()
const message = (app: Page) => app.getByTestId('cs-message')
const hand = (app: Page, p: number) => app.getByTestId(`cs-hand-${p}`)
/** The faces of a player's cards in the hand: none while the hand is hidden. */
const faces = (app: Page, p: number) => hand(app, p).locator('[data-cs-card]')
const pressed = (app: Page) => app.locator('[aria-pressed="true"]').count()

/** What the page shows now, to wait for a click to have landed. */
async function signature(app: Page): Promise<string> {
  const parts = await Promise.all([
    step(app),
    app.getByTestId('cs-log').locator('li').count(),
    app.getByTestId('cs-pass').count(),
    app.locator('[data-cs-card]').count(),
    message(app).count(),
    app.getByTestId('cs-result').count(),
    pressed(app),
    app.getByTestId('cs-deck-0').textContent(),
    app.getByTestId('cs-deck-1').textContent(),
  ])
  return parts.join('|')
}

async function press(app: Page, button: Locator) {
  const before = await signature(app)
  await button.click()
  await expect.poll(() => signature(app)).not.toBe(before)
}

const click = (app: Page, name: string | RegExp) => press(app, app.getByRole('button', { name, exact: typeof name === 'string' }).first())

/** The player holding the device, the one the rules wait for; the other's hand holds no face at all. */
async function looking(app: Page): Promise<0 | 1> {
  const p = (await app.getByTestId('cs-side-0').evaluate((side) => side.classList.contains('acting'))) ? 0 : 1
  await expect(faces(app, p === 0 ? 1 : 0)).toHaveCount(0)
  return p
}

/** The button of the next move (not the small buttons under the cards). */
const next = (app: Page, name: RegExp) => app.getByTestId('cs-next').getByRole('button', { name })

test('two players play Rook against Wren at the table to the end, hands hidden, then run a matchup with its odds', async ({ app }) => {
  test.setTimeout(240_000)
  await openCardShot(app)
  await app.getByLabel('Table seed').fill('7')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(app.getByTestId('cs-deck-0')).toHaveText('54')
  await expect(app.getByTestId('cs-deck-1')).toHaveText('54')
  expect(await step(app)).toBe('draw')
  // Each side's special cards, as a reference.
  await expect(app.getByRole('table', { name: "Rook's special cards" }).getByRole('rowheader', { name: /Haymaker/ })).toBeVisible()
  await expect(app.getByRole('table', { name: "Wren's special cards" }).getByRole('row', { name: /Mirror Ward \/6/ })).toBeVisible()

  // Rook is the Active Player: the device goes to him first; nobody's hand shows until he takes it.
  await expect(app.getByTestId('cs-pass')).toContainText('Pass the device to Rook')
  await expect(faces(app, 0)).toHaveCount(0)
  await click(app, "Show Rook's hand")
  await click(app, 'Draw')
  // Undo takes the draw back: the deck is whole again, and the device is passed again.
  const drawn = await app.getByTestId('cs-log').locator('li').count()
  await click(app, 'Undo')
  await expect(app.getByTestId('cs-deck-0')).toHaveText('54')
  expect(await app.getByTestId('cs-log').locator('li').count()).toBeLessThan(drawn)
  await expect(app.getByTestId('cs-pass')).toBeVisible()

  let swapped = false
  let refused = false
  let shot = false
  let passShot = false
  for (let moves = 0; (await app.getByTestId('cs-result').count()) === 0; moves++) {
    expect(moves).toBeLessThan(2000)
    if ((await app.getByTestId('cs-pass').count()) > 0) {
      // Between the players the page holds no face of either hand, nor of a card placed face down.
      await expect(app.locator('[data-testid^="cs-hand-"] [data-cs-card]')).toHaveCount(0)
      if ((await step(app)) === 'attack') {
        await expect(app.locator('[data-testid^="cs-placed-"] [data-cs-card]')).toHaveCount(0)
        if (!passShot && (await app.getByRole('img', { name: /card, face down, (upright|sideways)$/ }).count()) > 0) {
          passShot = true
          await screenshot(app, 'cs-pass-device')
        }
      }
      await click(app, /^Show .*'s hand$/)
      continue
    }
    const now = await step(app)
    if (now === 'attack' && (await app.getByRole('button', { name: 'Reveal' }).count()) > 0) {
      await click(app, 'Reveal')
      continue
    }
    const p = await looking(app)
    if (now === 'draw') {
      if ((await app.getByRole('button', { name: 'Keep the hand' }).count()) > 0) {
        if (!swapped) {
          swapped = true
          await click(app, 'Discard joker, draw 2')
        } else await click(app, 'Keep the hand')
      } else await click(app, 'Draw')
    } else if (now === 'attack') {
      const other = p === 0 ? 1 : 0
      // The other player's card, if placed, lies face down: its orientation shows, its face does not.
      if (
        (await app
          .getByTestId(`cs-placed-${other}`)
          .getByRole('img', { name: /face down/ })
          .count()) > 0
      ) {
        await expect(app.getByTestId(`cs-placed-${other}`).locator('[data-cs-card]')).toHaveCount(0)
      }
      const places = app.getByRole('button', { name: p === 0 ? /^Place .* upright$/ : /^Place .* sideways$/ })
      if ((await places.count()) === 0) await click(app, /^No card/)
      else await press(app, p === 0 ? places.first() : places.last())
    } else if (now === 'absorb') {
      const absorb = hand(app, p).getByRole('button', { name: /^Absorb with / })
      if ((await absorb.count()) > 0) {
        const card = absorb.first()
        await card.click()
        await expect(card).toHaveAttribute('aria-pressed', 'true')
        await expect(app.getByTestId('cs-absorb-total')).toContainText(/Absorbing [1-9]/)
        if (!shot && (await app.getByTestId('cs-turn').textContent()) !== '1') {
          // Mid-game: the reveal with both values and the outcome, the absorption being chosen.
          shot = true
          await expect(app.getByTestId('cs-combat')).toContainText('damage')
          await screenshot(app, 'cs-table', true)
          await app.getByLabel('Theme').selectOption('dark')
          await screenshot(app, 'cs-table-dark', true)
          await app.getByLabel('Theme').selectOption('light')
        }
      }
      await press(app, next(app, /^(Absorb with |Take all the damage)/))
    } else if (now === 'discard') {
      const discards = hand(app, p).getByRole('button', { name: /^Discard / })
      const size = Number(await app.getByTestId(`cs-hand-size-${p}`).textContent())
      const count = Math.min(size, Math.max(0, size - 5) + 1)
      if (!refused && size >= 2 && size <= 5) {
        // Two cards from a hand of five or fewer: the rule allows one; the refusal says so, and nothing changes.
        refused = true
        await discards.nth(0).click()
        await discards.nth(1).click()
        await press(app, next(app, /^Discard .*, /))
        await expect(message(app)).toContainText(/at most 1 card may be discarded/)
        await discards.nth(1).click()
        await expect(discards.nth(1)).toHaveAttribute('aria-pressed', 'false')
      } else {
        for (let i = 0; i < count; i++) await discards.nth(i).click()
      }
      await press(app, next(app, /^Discard/))
    }
  }
  expect(swapped && refused && shot).toBe(true)
  await expect(app.getByTestId('cs-result')).toContainText(/wins on turn \d+: (Rook|Wren)'s deck is empty/)
  await expect(app.getByTestId('cs-log').locator('li').last()).toContainText('wins on turn')
  // Show everything: both hands and what is left of both decks.
  await click(app, 'Show everything')
  await expect(app.getByTestId('cs-deck-cards-0')).toBeVisible()
  await expect(app.getByTestId('cs-deck-cards-1')).toBeVisible()
  expect((await faces(app, 0).count()) + (await faces(app, 1).count())).toBeGreaterThan(0)
  await screenshot(app, 'cs-game-over')

  // The matchup: a few thousand games in steps, the same report as runCsMatchup for the seed.
  await views(app).getByRole('button', { name: 'Matchup', exact: true }).click()
  await app.getByLabel('Matchup games').fill('6000')
  await app.getByLabel('Matchup seed').fill('9')
  await app.getByLabel('Policy of B').selectOption('random')
  await app.getByLabel('Active Player on turn 1').selectOption('alternate')
  await app.getByRole('button', { name: 'Run matchup' }).click()
  await expect(app.getByTestId('cs-run-progress')).toHaveText('6,000 of 6,000 games', { timeout: 120_000 })
  const expected = runCsMatchup({ a: ROOK, b: WREN, policies: ['greedy', 'random'], first: 'alternate' }, 6000, 9)
  const pct = (x: number, places = 1) => `${(x * 100).toFixed(places)}%`
  await expect(app.getByTestId('cs-win-rate')).toHaveText(pct(expected.winRate))
  await expect(app.getByTestId('cs-interval')).toHaveText(`${pct(expected.interval[0])} – ${pct(expected.interval[1])}`)
  await expect(app.getByTestId('cs-mean-turns')).toHaveText(`${expected.meanTurns!.toFixed(2)} turns`)
  await expect(app.getByTestId('cs-wins')).toHaveText(expected.wins.a.toLocaleString('en'))
  await expect(app.getByTestId('cs-first-wins')).toContainText(expected.firstPlayerWins.toLocaleString('en'))
  await expect(app.getByTestId('cs-odds-joker')).toHaveText(pct(expected.odds.a.joker, 2))
  await expect(app.getByTestId('cs-odds').getByRole('row', { name: /absorbs damage/ })).toContainText(
    `${pct(expected.odds.a.absorb, 2)}${pct(expected.odds.b.absorb, 2)}`,
  )
  await expect(app.locator('canvas[aria-label="Games by the turn they ended"]')).toBeVisible()
  await screenshot(app, 'cs-matchup', true)

  // Capcom Crossovers is still there as it was.
  await app.getByRole('button', { name: 'Capcom Crossovers', exact: true }).click()
  await expect(app.getByTestId('character')).toHaveCount(2)
})
