import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { dropDeck, expect, screenshot, test } from './harness'

/**
 * The moves a player here makes, first found first: a ■ ability aimed at one of B's characters, attack, place, back
 * up, then end the turn; answer by countering.
 */
const PREFERENCE = ['square', 'attack', 'union', 'place', 'backup', 'counter', 'take', 'end']
/** Which moves of a kind qualify: a ■ only when aimed at B's character. */
const AIMED: Record<string, string> = { square: '[data-words*=" on B"]' }

async function openHeadToHead(app: Page, mode: string, seed: number) {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Head to head' }).click()
  await app.getByTestId('duel-mode').selectOption(mode)
  await app.getByTestId('duel-seed').fill(String(seed))
  await app.getByTestId('duel-start').click()
  await expect(app.getByTestId('duel-status')).toContainText('Turn 1')
}

/** Makes the preferred move the page offers, and says which kind it was; null when it offers none. */
async function playOne(app: Page): Promise<string | null> {
  for (const verb of PREFERENCE) {
    const move = app.locator(`[data-testid="duel-move"][data-words^="${verb}"]${AIMED[verb] ?? ''}`).first()
    if ((await move.count()) > 0) {
      await move.click()
      return verb
    }
  }
  return null
}

test('a game against the computer, played to a win', async ({ app }) => {
  await openHeadToHead(app, 'greedy', 1)
  await expect(app.getByTestId('duel-side-A')).toContainText('HP 3000')
  await expect(app.getByTestId('duel-hand-card')).toHaveCount(5)
  // B's hand is face down: no card of it is shown.
  await expect(app.getByTestId('duel-side-B').getByTestId('duel-hand-card')).toHaveCount(0)
  let shot = false
  let aimed = 0
  for (let i = 0; i < 600 && (await app.getByTestId('duel-winner').count()) === 0; i++) {
    if (!shot && (await app.getByTestId('duel-fighter').count()) >= 3) {
      await screenshot(app, 'duel-computer', true)
      shot = true
    }
    if (aimed === 0 && (await app.locator('[data-testid="duel-move"][data-words^="square"][data-words*=" on B"]').count()) > 0)
      await screenshot(app, 'duel-aimed')
    const played = await playOne(app)
    expect(played).not.toBeNull()
    if (played === 'square') {
      aimed++
      // The ■ text is played at once, on the character named: its damage is in the log.
      await expect(app.getByTestId('duel-log')).toContainText(/uses ■/)
      await expect(app.getByTestId('duel-log')).toContainText(/−\d+ BP|is KO'd/)
    }
  }
  await expect(app.getByTestId('duel-winner')).toContainText(/^[AB] \(.*\) wins$/)
  await expect(app.getByTestId('duel-log')).toContainText('wins')
  // The computer's moves are in the log as it made them.
  await expect(app.getByTestId('duel-log')).toContainText(/B (places|ends the turn)/)
  // A aimed ■ abilities at B's characters, and their texts were played.
  expect(aimed).toBeGreaterThan(0)
  await expect(app.getByTestId('duel-move')).toHaveCount(0)
  await screenshot(app, 'duel-computer-end')
})

test('a hot-seat game: the device changes hands at each answer, and undo takes a move back', async ({ app }) => {
  await openHeadToHead(app, 'hot-seat', 11)
  // A refused move says why: nothing to refuse from the page's buttons, so undo with no move is the refusal here.
  await app.getByTestId('duel-undo').click()
  await expect(app.getByTestId('duel-message')).toContainText('no move of yours to take back')
  await app.locator('[data-testid="duel-move"][data-words^="place"]').first().click()
  await expect(app.getByTestId('duel-side-A').getByTestId('duel-fighter')).toHaveCount(1)
  await app.getByTestId('duel-undo').click()
  await expect(app.getByTestId('duel-side-A').getByTestId('duel-fighter')).toHaveCount(0)
  let passes = 0
  for (let i = 0; i < 900 && (await app.getByTestId('duel-winner').count()) === 0; i++) {
    if ((await app.getByTestId('duel-pass').count()) > 0) {
      // While the device changes hands, no hand is shown.
      await expect(app.getByTestId('duel-hand-card')).toHaveCount(0)
      if (passes === 3) await screenshot(app, 'duel-pass')
      await app.getByTestId('duel-take-over').click()
      passes++
      continue
    }
    expect(await playOne(app)).not.toBeNull()
  }
  expect(passes).toBeGreaterThan(4)
  await expect(app.getByTestId('duel-winner')).toContainText(/wins$/)
  await screenshot(app, 'duel-hot-seat-end')
})

test('a game record opened at the table and stepped through, forward and back', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Head to head' }).click()
  await app.getByText('Open a game record').click()
  await app.getByTestId('record-text').fill(fs.readFileSync('examples/records/rule-book-union.record.txt', 'utf8'))
  await app.getByTestId('record-open').click()
  await expect(app.getByTestId('record-at')).toHaveText('Move 0 of 23')
  // Both hands are shown in a record.
  await expect(app.getByTestId('duel-hand-card')).toHaveCount(10)
  await app.getByTestId('record-stepper').getByRole('button', { name: 'End', exact: true }).click()
  await expect(app.getByTestId('duel-hp-B')).toHaveText('HP 2800')
  await expect(app.getByTestId('duel-side-A').getByTestId('duel-fighter')).toHaveCount(1)
  await app.getByTestId('record-back').click()
  await expect(app.getByTestId('record-at')).toHaveText('Move 22 of 23: line 74, B: counter with 1')
  await expect(app.getByTestId('duel-hp-B')).toHaveText('HP 2800')
  await app.getByTestId('record-back').click()
  await expect(app.getByTestId('record-at')).toHaveText('Move 21 of 23: line 73, A: union 2 3')
  await expect(app.getByTestId('duel-hp-B')).toHaveText('HP 3000')
  await expect(app.getByTestId('duel-status')).toContainText('Ken (500) and Ryu (U) (500) attack as a union')
  await screenshot(app, 'duel-record')

  // The same game as a share code opens the same record.
  await app.getByTestId('duel-share').click()
  const code = await app.getByTestId('record-code').inputValue()
  expect(code).toMatch(/^RR1-[A-Za-z0-9_-]+$/)
  await app.getByTestId('record-text').fill(code)
  await app.getByTestId('record-open').click()
  await expect(app.getByTestId('record-at')).toHaveText('Move 0 of 23')
  await app.getByTestId('record-text').fill(code.slice(0, -3))
  await app.getByTestId('record-open').click()
  await expect(app.getByTestId('duel-message')).toContainText('record code: its checksum does not match')
})

test('a game saved as a record file opens again at the table, move by move', async ({ app, desktop }) => {
  await openHeadToHead(app, 'greedy', 5)
  for (let i = 0; i < 12; i++) expect(await playOne(app)).not.toBeNull()
  const file = path.join(desktop.dir, 'game.record.txt')
  desktop.nextSave = file
  await app.getByTestId('duel-record-save').click()
  await expect(app.getByText(`Saved to ${file}`)).toBeVisible()
  const saved = fs.readFileSync(file, 'utf8')
  expect(saved).toMatch(/^first: A$/m)
  const moves = saved.split('\n').filter((line) => /^[AB]: /.test(line)).length
  expect(moves).toBeGreaterThanOrEqual(12)

  desktop.nextOpen = file
  await app.getByText('Open a game record').click()
  await app.getByTestId('record-open-file').click()
  await expect(app.getByTestId('record-at')).toHaveText(`Move 0 of ${moves}`)
  // A file that is no record is refused by its name and line.
  fs.writeFileSync(file, 'not a record\n')
  await app.getByTestId('record-open-file').click()
  await expect(app.getByTestId('duel-message')).toContainText('game.record.txt')
})

test('deck against deck: the gauntlet measured, then one deck with its cards', async ({ app }) => {
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Playtest' }).click()
  await app.getByRole('tab', { name: 'Head to head' }).click()
  await app.getByTestId('duel-measure-tab').click()
  await app.getByTestId('matchup-games').fill('20')
  await app.getByTestId('matchup-seed').fill('5')
  await app.getByTestId('matchup-run').click()
  const rows = app.getByTestId('matchup-row')
  await expect(rows).toHaveCount(6)
  await expect(app.getByTestId('matchup-overall')).toContainText(/Overall\s*\d+\.\d%/, { timeout: 60_000 })
  for (const name of ['Rush', 'Back-Up Towers', 'Union Control', 'Reactions', 'Legends Strikers', 'Swarm']) {
    await expect(rows.filter({ hasText: name }).first()).toContainText(/\d+\.\d%\s*\d+\.\d%–\d+\.\d%\s*20/)
  }
  await expect(app.getByLabel("A's win rate against each deck (%)")).toBeVisible()
  await screenshot(app, 'duel-gauntlet')

  await app.getByTestId('matchup-against').selectOption({ label: 'Shoto Rush' })
  await app.getByTestId('matchup-best-of').selectOption({ label: 'matches, best of three' })
  await app.getByTestId('matchup-run').click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(/\d+\.\d%\s*\d+\.\d%–\d+\.\d%\s*20/, { timeout: 60_000 })
  await expect(app.getByTestId('matchup-cards')).toContainText('C001 Ryu')
  await expect(app.getByLabel('Games by the turn they ended')).toBeVisible()
  await screenshot(app, 'duel-matchup-one')
})
