import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, openGambit, screenshot, test } from './harness'

/** Opens Gambit's games for two in the Characters mode. */
async function openForTwo(app: Page) {
  await openGambit(app)
  await app.getByTestId('cc-view-duel').click()
}

/** The damage a move's words give ("Attack: 4S basic attack (4)"), 0 when none. */
const damageOf = (words: string) => Number(/\((\d+)\)$/.exec(words)?.[1] ?? 0)

/** The move a player here makes: keep, draw all, the strongest attack, take it, the best combo, discard, end. */
async function playOne(app: Page): Promise<string> {
  const buttons = app.getByTestId('cc-duel-move')
  const words = await buttons.allTextContents()
  const pick = (test: (w: string) => boolean) => words.findIndex(test)
  const attacks = words.map((w, k) => [w, k] as const).filter(([w]) => w.startsWith('Attack: '))
  const strongest = attacks.sort((x, y) => damageOf(y[0]) - damageOf(x[0]))[0]?.[1] ?? -1
  const draws = words.map((w, k) => [w, k] as const).filter(([w]) => w.startsWith('Draw '))
  const order = [
    pick((w) => w === 'Keep the hand'),
    draws.at(-1)?.[1] ?? -1,
    pick((w) => w.startsWith('Combo on: ')),
    strongest,
    pick((w) => w === 'Take it'),
    pick((w) => w.startsWith('Discard ')),
    pick((w) => w === 'End the turn'),
    pick((w) => w === 'End the combo' || w === 'No ranged attack'),
  ]
  const at = order.find((k) => k >= 0) ?? 0
  await buttons.nth(at).click()
  return words[at]
}

test('Capcom Crossovers for two: a hot-seat tag battle played to a win, each hand hidden from the other player', async ({ app }) => {
  await openForTwo(app)
  await app.getByTestId('cc-duel-a-partner').selectOption({ label: 'Ryu' })
  await app.getByTestId('cc-duel-b').selectOption({ label: 'Ryu' })
  await app.getByTestId('cc-duel-b-partner').selectOption({ label: 'Gambit' })
  await app.getByTestId('cc-duel-mode').selectOption('hot-seat')
  await app.getByTestId('cc-duel-seed').fill('5')
  await app.getByTestId('cc-duel-start').click()
  await expect(app.getByTestId('cc-duel-phase')).toContainText('Opening hands')
  // A's hand shows; B's is face down.
  await expect(app.getByTestId('cc-duel-side-A').getByRole('list', { name: 'Your hand' }).getByRole('listitem')).toHaveCount(7)
  await expect(app.getByTestId('cc-duel-side-B').getByRole('list', { name: 'Your hand' })).toHaveCount(0)
  await expect(app.getByTestId('cc-duel-side-A').getByTestId('cc-duel-fighter')).toHaveCount(2)
  let passes = 0
  let shot = false
  for (let i = 0; i < 2000 && (await app.getByTestId('cc-duel-result').count()) === 0; i++) {
    const handOver = app.getByTestId('cc-duel-take-over')
    if ((await handOver.count()) > 0) {
      // While the device changes hands no hand and no move shows.
      await expect(app.getByTestId('cc-duel-board')).toHaveCount(0)
      await handOver.click()
      passes++
      continue
    }
    if (!shot && (await app.getByTestId('cc-duel-laid').count()) > 0) {
      await screenshot(app, 'cc-duel-answer', true)
      shot = true
    }
    await playOne(app)
  }
  await expect(app.getByTestId('cc-duel-result')).toContainText(/^[AB] \(.*\) wins by KO on turn \d+$/)
  expect(passes).toBeGreaterThan(4)
  // A character KOed leaves the game and its partner is tagged in.
  await expect(app.getByTestId('cc-duel-log')).toContainText('is KOed')
  await expect(app.getByTestId('cc-duel-log')).toContainText('is tagged in')
  await expect(app.getByTestId('cc-duel-move')).toHaveCount(0)
  await screenshot(app, 'cc-duel-end')
})

test('Capcom Crossovers for two against the computer: a refused undo says why, and undo takes a move back', async ({ app }) => {
  await openForTwo(app)
  await app.getByTestId('cc-duel-b').selectOption({ label: 'Ryu' })
  await app.getByTestId('cc-duel-seed').fill('3')
  await app.getByTestId('cc-duel-start').click()
  await app.getByTestId('cc-duel-undo').click()
  await expect(app.getByTestId('cc-duel-message')).toContainText('no move of yours to take back')
  await app.getByTestId('cc-duel-move').filter({ hasText: 'Keep the hand' }).click()
  await expect(app.getByTestId('cc-duel-phase')).toContainText('Turn 1')
  await app.getByTestId('cc-duel-undo').click()
  await expect(app.getByTestId('cc-duel-phase')).toContainText('Opening hands')
  // Against the computer, B's moves are made at once and shown in the log.
  await app.getByTestId('cc-duel-move').filter({ hasText: 'Keep the hand' }).click()
  await expect(app.getByTestId('cc-duel-log')).toContainText('B: keeps the opening hand')
})

test('a Capcom Crossovers game record opened at the table and stepped through, forward and back', async ({ app }) => {
  await openForTwo(app)
  await app.getByTestId('cc-duel-records').locator('summary').click()
  await app.getByTestId('cc-duel-record-text').fill(fs.readFileSync('examples/records/cc-throw-through-block.record.txt', 'utf8'))
  await app.getByTestId('cc-duel-open-record').click()
  await expect(app.getByTestId('cc-duel-step')).toHaveText('Move 0 of 7')
  // Both hands show in a record.
  await expect(app.getByRole('list', { name: 'Your hand' })).toHaveCount(2)
  for (let k = 0; k < 7; k++) await app.getByTestId('cc-duel-step-forward').click()
  await expect(app.getByTestId('cc-duel-step')).toHaveText('Move 7 of 7: line 19, A: combo 2H 3S QC=Shoryuken')
  await expect(app.getByTestId('cc-duel-side-B').getByTestId('cc-duel-hp')).toHaveText('76 / 100 HP')
  await expect(app.getByTestId('cc-duel-log')).toContainText('the block 5C meets it, and is broken')
  await app.getByTestId('cc-duel-step-back').click()
  await expect(app.getByTestId('cc-duel-side-B').getByTestId('cc-duel-hp')).toHaveText('93 / 100 HP')
  await screenshot(app, 'cc-duel-record')
})
