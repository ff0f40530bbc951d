import type { Page } from '@playwright/test'
import { GAMBIT } from '../src/main/games/cc/examples'
import { simulateCc } from '../src/main/games/cc/goldfish'
import { expect, openGambit, screenshot, test } from './harness'

// Gambit (Strength 7, Speed 3, Endurance 7, Combo 5) going second on seed 17 is dealt A♣ 7♠ 4♥ 7♥ 4♠ K♦ 3♥ and
// draws 4♦ J♦ 2♦, then 7♦ 8♠ 8♥, then 3♣ 6♥ 10♦: a super, a throw, a discard down to Endurance and a card banked.

async function shot(app: Page, name: string) {
  await app.mouse.move(0, 0) // no card lifted by the pointer
  await screenshot(app, `cc-${name}`, true)
}

async function openGambitView(app: Page, view: 'Table' | 'Batch run') {
  await openGambit(app)
  await app.getByRole('button', { name: view, exact: true }).click()
}

const goldfish = async (app: Page) => Number(await app.getByTestId('cc-goldfish-hp').textContent())
const damage = async (app: Page) => Number(await app.getByTestId('cc-combo-damage').textContent())
const inHand = (app: Page, label: string) => app.getByTestId('cc-hand').getByRole('button', { name: label, exact: true })
const inHandImage = (app: Page, label: string) => app.getByTestId('cc-hand').getByRole('img', { name: label, exact: true })
const handLabels = (app: Page) =>
  app
    .getByTestId('cc-hand')
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))

async function startSeed17(app: Page, hp = 100) {
  await openGambitView(app, 'Table')
  await app.getByLabel('Seed', { exact: true }).fill('17')
  await app.getByLabel('Turn order').selectOption({ label: 'Going second' })
  await app.getByLabel('Goldfish HP').fill(String(hp))
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(app.getByTestId('cc-phase')).toHaveText('Opening hand')
}

test('three turns at the Capcom Crossovers table: combos card by card, the clean-up, refusals and undo', async ({ app }) => {
  await startSeed17(app)
  const phase = app.getByTestId('cc-phase')
  const message = app.getByTestId('cc-message')
  const log = app.getByTestId('cc-log')
  const dealt = ['3♥', '4♠', '4♥', '7♠', '7♥', 'K♦', 'A♣']
  expect(await handLabels(app)).toEqual(dealt)

  // The mulligan deals seven more, once; Undo puts the first seven back and offers it again.
  const mulligan = app.getByRole('button', { name: 'Mulligan' })
  await mulligan.click()
  await expect(mulligan).toBeDisabled()
  await expect(mulligan).toHaveAttribute('title', /only take one mulligan per game/)
  expect(await handLabels(app)).not.toEqual(dealt)
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(mulligan).toBeEnabled()
  expect(await handLabels(app)).toEqual(dealt)
  await app.getByRole('button', { name: 'Keep' }).click()

  // Turn 1: going second, so a draw; more than Speed is refused with the rule.
  await expect(app.getByTestId('cc-turn')).toHaveText('1')
  await expect(phase).toHaveText('Draw')
  await expect(app.getByLabel('Cards to draw')).toHaveValue('3')
  await app.getByLabel('Cards to draw').fill('4')
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await expect(message).toHaveText("Draw from 1 to 3 cards: at least one card must be drawn, at most Gambit's Speed (3)")
  await expect(phase).toHaveText('Draw')
  await app.getByLabel('Cards to draw').fill('3')
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await expect(phase).toHaveText('Combat')
  await expect(message).toHaveCount(0)
  await expect(app.getByTestId('cc-draw-pile')).toHaveText('42')
  await expect(app.getByTestId('cc-hand').locator('[data-card]')).toHaveCount(10)

  // Cajun Escape (K, type E) only counters: its King cannot join, and says why.
  await expect(inHand(app, 'K♦')).toBeDisabled()
  await expect(inHand(app, 'K♦')).toHaveAttribute('title', /^Type E moves may only be used to counter an opponent's attack/)
  await inHand(app, 'J♦').click()
  await expect(app.getByTestId('cc-combo-step')).toHaveCount(1)
  await expect(app.getByTestId('cc-combo-step')).toContainText('Kinetic Card')
  await expect(app.getByTestId('cc-combo-points')).toHaveText('3 of 5')
  expect(await damage(app)).toBe(8)
  await inHand(app, 'A♣').click()
  await expect(app.getByTestId('cc-combo-step').nth(1)).toContainText('Royal Flush')
  await expect(app.getByTestId('cc-combo-points')).toHaveText('0 of 5')
  // Royal Flush is type B: nothing may follow it.
  await expect(inHand(app, '7♠')).toBeDisabled()
  await expect(inHand(app, '7♠')).toHaveAttribute('title', /^Type B moves end the combo: nothing may follow Royal Flush/)
  const first = await damage(app)
  expect(first).toBe(38)
  await app.getByRole('button', { name: `Attack (${first})` }).click()
  expect(await goldfish(app)).toBe(100 - first)
  await expect(phase).toHaveText('Clean-up')
  await expect(log).toContainText('Combo J♦ Kinetic Card 8, A♣ Royal Flush 30: 38 damage')

  // Clean-up: eight cards, Endurance 7, nothing above Strength to bank.
  await expect(app.getByTestId('cc-discard-need')).toContainText('Discard 1 more')
  await expect(app.getByRole('button', { name: 'Meter 7♠' })).toBeDisabled()
  await expect(app.getByRole('button', { name: 'Meter 7♠' })).toHaveAttribute('title', /Only a number card above Gambit's Strength \(7\)/)
  await app.getByRole('button', { name: 'End turn' }).click()
  await expect(message).toHaveText("Discard 1 more: the hand holds 8, Gambit's Endurance is 7")
  await app.getByRole('button', { name: 'Discard K♦' }).click()
  await expect(app.getByTestId('cc-discard-pile')).toHaveText('3')
  await expect(app.getByRole('button', { name: 'Discard 2♦' })).toBeDisabled()
  await app.getByRole('button', { name: 'End turn' }).click()

  // Turn 2: a throw (8♠ 8♥) into 2♦ 3♥ 4♥, laid card by card.
  await expect(app.getByTestId('cc-turn')).toHaveText('2')
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await inHand(app, '8♠').click()
  await expect(app.getByTestId('cc-combo-total')).toContainText('Cannot be played yet')
  await expect(app.getByRole('button', { name: /^Attack/ })).toBeDisabled()
  for (const card of ['8♥', '2♦', '3♥']) await inHand(app, card).click()
  await expect(app.getByTestId('cc-combo-step')).toHaveCount(3)
  expect(await damage(app)).toBe(11)
  await expect(app.getByTestId('cc-combo-points')).toHaveText('1 of 5')
  await shot(app, 'table-light')
  await app.getByLabel('Theme').selectOption('dark')
  await shot(app, 'table-dark')
  await app.getByLabel('Theme').selectOption('light')
  await inHand(app, '4♥').click()
  const second = await damage(app)
  expect(second).toBe(15)
  await app.getByRole('button', { name: `Attack (${second})` }).click()
  expect(await goldfish(app)).toBe(100 - first - second)

  // Undo takes the attack back: the HP and the combo as they were; Ctrl+Z takes back the last card laid.
  await app.getByRole('button', { name: 'Undo' }).click()
  expect(await goldfish(app)).toBe(100 - first)
  await expect(phase).toHaveText('Combat')
  expect(await damage(app)).toBe(second)
  await app.keyboard.press('Control+z')
  expect(await damage(app)).toBe(11)
  await expect(inHand(app, '4♥')).toBeEnabled()
  // In a text box Ctrl+Z is the box's own.
  await app.getByLabel('Seed', { exact: true }).focus()
  await app.keyboard.press('Control+z')
  expect(await damage(app)).toBe(11)
  await app.getByRole('button', { name: 'Best combo' }).click()
  expect(await damage(app)).toBe(second)
  await app.getByRole('button', { name: `Attack (${second})` }).click()
  expect(await goldfish(app)).toBe(100 - first - second)
  await expect(app.getByTestId('cc-discard-need')).toContainText('nothing to discard')
  await app.getByRole('button', { name: 'End turn' }).click()

  // Turn 3: a lone 10 waits for its pair; taken back, then 6♥ 7♠; the 10 goes to the meter.
  await expect(app.getByTestId('cc-turn')).toHaveText('3')
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await inHand(app, '10♦').click()
  await expect(app.getByRole('button', { name: /^Attack/ })).toHaveAttribute('title', /10♦ is above Gambit's Strength \(7\)/)
  await expect(inHand(app, '6♥')).toBeDisabled()
  await app.getByRole('button', { name: 'Take back' }).click()
  await inHand(app, '6♥').click()
  await inHand(app, '7♠').click()
  const third = await damage(app)
  expect(third).toBe(13)
  await app.getByRole('button', { name: `Attack (${third})` }).click()
  expect(await goldfish(app)).toBe(100 - first - second - third)
  await app.getByRole('button', { name: 'Meter 10♦' }).click()
  await expect(app.getByTestId('cc-meter')).toHaveText('10♦ (10)')
  await expect(app.getByRole('button', { name: 'Meter 7♥' })).toHaveAttribute('title', /one has gone this turn/)
  await expect(app.getByTestId('cc-search-why')).toHaveText('The meter holds 10; an ace costs 40.')
  await expect(app.getByRole('button', { name: /^Search for the ace/ })).toBeDisabled()
  await app.getByRole('button', { name: 'End turn' }).click()
  await expect(app.getByTestId('cc-turn')).toHaveText('4')
  await expect(phase).toHaveText('Draw')
  await expect(log).toContainText('10♦ to the super meter (10)')
  await expect(app.getByTestId('cc-result')).toHaveCount(0)
})

test('a combo that takes the goldfish to 0 ends the game with a K.O.', async ({ app }) => {
  await startSeed17(app, 30)
  await app.getByRole('button', { name: 'Keep' }).click()
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await app.getByRole('button', { name: 'No attack' }).click()
  await expect(app.getByTestId('cc-phase')).toHaveText('Clean-up')
  await app.getByRole('button', { name: 'Undo' }).click()
  await app.getByRole('button', { name: 'Best combo' }).click()
  expect(await damage(app)).toBe(38)
  await app.getByRole('button', { name: 'Attack (38)' }).click()
  await expect(app.getByTestId('cc-result')).toHaveText(/^K\.O\. on turn 1/)
  await expect(app.getByTestId('cc-phase')).toHaveText('Game over')
  expect(await goldfish(app)).toBe(-8)
  await expect(app.getByRole('button', { name: 'End turn' })).toHaveCount(0)
})

test('a face card whose rank carries two moves asks which move it starts', async ({ app, services }) => {
  const charged = { ...GAMBIT.moves[1], name: 'Charged Slash', type: 'C' as const, damage: 10, points: 2 }
  const saved = services.characters.save({ ...GAMBIT, id: 'remy', name: 'Remy', example: false, moves: [...GAMBIT.moves, charged] }, null)
  expect(saved.saved).not.toBeNull()
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app
    .getByRole('button', { name: /^Remy\b/ })
    .first()
    .click()
  await app.getByRole('button', { name: 'Table', exact: true }).click()
  // Seed 2, going first, deals 8♦ 6♣ J♠ 8♥ 9♣ 5♦ Q♦.
  await app.getByLabel('Seed', { exact: true }).fill('2')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await app.getByRole('button', { name: 'Keep' }).click()
  const queen = inHand(app, 'Q♦')
  await expect(queen).toHaveAttribute('title', /^Choose the move Q♦ starts/)
  await queen.click()
  const choice = app.getByRole('group', { name: 'Move for Q♦' })
  await expect(choice.getByRole('button')).toHaveText(['Cajun Slash', 'Charged Slash', 'Cancel'])
  await choice.getByRole('button', { name: 'Charged Slash' }).click()
  await expect(choice).toHaveCount(0)
  await expect(app.getByTestId('cc-combo-step')).toContainText('Charged Slash')
  expect(await damage(app)).toBe(10)
  await app.getByRole('button', { name: 'Take back' }).click()
  await queen.click()
  await app.getByRole('group', { name: 'Move for Q♦' }).getByRole('button', { name: 'Cajun Slash' }).click()
  expect(await damage(app)).toBe(6)
})

test('meter cards adding up to 40 fetch an ace in the clean-up', async ({ app }) => {
  await openGambitView(app, 'Table')
  await app.getByLabel('Seed', { exact: true }).fill('2')
  await app.getByLabel('Goldfish HP').fill('1000')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await app.getByRole('button', { name: 'Keep' }).click()
  const hand = app.getByTestId('cc-hand')
  const search = app.getByRole('button', { name: /^Search for the ace/ })
  // Each turn: the best combo, the lowest card above Strength banked, the lowest cards discarded down to 7.
  for (let turn = 1; turn <= 5; turn++) {
    await expect(app.getByTestId('cc-turn')).toHaveText(String(turn))
    if (turn > 1) await app.getByRole('button', { name: 'Draw', exact: true }).click()
    await app.getByRole('button', { name: 'Best combo' }).click()
    await app.getByRole('button', { name: /^(Attack \(\d+\)|No attack)$/ }).click()
    await expect(app.getByTestId('cc-phase')).toHaveText('Clean-up')
    const bank = hand.locator('button:enabled', { hasText: /^Meter$/ })
    if (await bank.count()) await bank.first().click()
    while ((await app.getByTestId('cc-discard-need').textContent())!.includes('more'))
      await hand
        .locator('button:enabled', { hasText: /^Discard$/ })
        .first()
        .click()
    if (turn < 5) {
      await expect(search).toBeDisabled()
      await app.getByRole('button', { name: 'End turn' }).click()
    }
  }
  await expect(app.getByTestId('cc-meter')).toHaveText('8♥ 8♦ 9♣ 10♣ 9♥ (44)')
  await expect(app.getByTestId('cc-search-why')).toHaveText('Choose meter cards adding up to 40 or more (0 chosen).')
  await app.getByLabel('Pay 10♣').check()
  await app.getByLabel('Pay 9♣').check()
  await app.getByLabel('Pay 9♥').check()
  await app.getByLabel('Pay 8♥').check()
  await expect(search).toBeDisabled()
  await expect(search).toHaveText('Search for the ace (36/40)')
  await app.getByLabel('Pay 8♦').check()
  await expect(app.getByLabel('Ace to fetch')).toHaveValue('discard:AC')
  await shot(app, 'search-light')
  const discarded = Number(await app.getByTestId('cc-discard-pile').textContent())
  await search.click()
  await expect(inHandImage(app, 'A♣')).toHaveCount(1)
  await expect(app.getByTestId('cc-meter')).toHaveText('empty')
  // The five paid go to the discard pile and the ace leaves it.
  await expect(app.getByTestId('cc-discard-pile')).toHaveText(String(discarded + 5 - 1))
  await expect(app.getByTestId('cc-log')).toContainText('Paid 8♥ 8♦ 9♣ 10♣ 9♥ (44) from the meter for A♣ from the discard pile')
  await expect(app.getByTestId('cc-search-why')).toHaveText('Only one ace may be recovered a turn.')
  await app.keyboard.press('Control+z')
  await expect(app.getByTestId('cc-meter')).toHaveText('8♥ 8♦ 9♣ 10♣ 9♥ (44)')
  await expect(inHandImage(app, 'A♣')).toHaveCount(0)
})

test('a 60,000-game batch run, told step by step as main plays it, reports what the simulator reports for the seed', async ({ app, services }) => {
  const options = { games: 60_000, seed: 5, first: true, hp: 100 }
  await openGambitView(app, 'Batch run')
  await expect(app.getByLabel('Games')).toHaveValue('10000')
  await app.getByLabel('Games').fill(String(options.games))
  await app.getByLabel('Batch seed').fill(String(options.seed))
  await app.getByRole('button', { name: 'Simulate' }).click()
  await expect(app.getByTestId('cc-run-progress')).toHaveText('60,000 of 60,000 games', { timeout: 20_000 })
  await expect(app.getByRole('button', { name: 'Cancel' })).toBeDisabled()

  let run = await services.ccPlaytest.startRun('gambit', options)
  while (!run.done) run = await services.ccPlaytest.step(run.runId)
  const report = run.report
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  await expect(app.getByTestId('cc-kill-mean')).toHaveText(report.killTurn.mean!.toFixed(2))
  await expect(app.getByTestId('cc-kill-median')).toHaveText(String(report.killTurn.median))
  await expect(app.getByTestId('cc-no-kill')).toHaveText(pct(report.killTurn.neverRate))
  await expect(app.getByTestId('cc-mulligans')).toHaveText(pct(report.mulliganRate))
  await expect(app.getByTestId('cc-time-over')).toHaveText(pct(report.timeOverRate))
  for (const key of ['throw', 'ace', 'special'] as const) {
    await expect(app.getByTestId(`cc-opening-${key}`)).toContainText(`${pct(report.opening[key].exact)}${pct(report.opening[key].simulated)}`)
  }
  await expect(app.getByLabel('Batch run').locator('canvas')).toHaveCount(4)

  // The K.O.s by turn, shown, are the simulator's own for this seed, order and HP.
  const tally = simulateCc(GAMBIT, options)
  await app.getByText('By turn', { exact: true }).click()
  const rows = app.getByTestId('cc-per-turn').locator('tbody tr')
  await expect(rows).toHaveCount(report.perTurn.length)
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.children[1].textContent!.replace(/,/g, ''))))
  expect(shown).toEqual(report.perTurn.map((t) => tally.kills[t.turn]))
  expect(shown.reduce((a, b) => a + b, 0)).toBe(Math.round(options.games * (1 - report.killTurn.neverRate)))
  await app.getByText('By turn', { exact: true }).click()

  await shot(app, 'batch-light')
  await app.getByLabel('Theme').selectOption('dark')
  await shot(app, 'batch-dark')
})

test('a game that runs out of cards ends on time, the higher HP winning', async ({ app }) => {
  test.setTimeout(60_000)
  await openGambitView(app, 'Table')
  await app.getByLabel('Seed', { exact: true }).fill('3')
  await app.getByLabel('Goldfish HP').fill('100000')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await app.getByRole('button', { name: 'Keep' }).click()
  const hand = app.getByTestId('cc-hand')
  const result = app.getByTestId('cc-result')
  // A draw of 3 a turn empties the 45-card draw pile on turn 16.
  for (let turn = 1; turn <= 16; turn++) {
    await expect(app.getByTestId('cc-turn')).toHaveText(String(turn))
    if (turn > 1) await app.getByRole('button', { name: 'Draw', exact: true }).click()
    await app.getByRole('button', { name: 'Best combo' }).click()
    await app.getByRole('button', { name: /^(Attack \(\d+\)|No attack)$/ }).click()
    while ((await app.getByTestId('cc-discard-need').textContent())!.includes('more'))
      await hand
        .locator('button:enabled', { hasText: /^Discard$/ })
        .first()
        .click()
    await expect(result).toHaveCount(0)
    await app.getByRole('button', { name: 'End turn' }).click()
  }
  await expect(app.getByTestId('cc-draw-pile')).toHaveText('0')
  const left = (await app.getByTestId('cc-goldfish-hp').textContent())!
  await expect(result).toHaveText(
    `Time over on turn 17: the draw pile is empty. Gambit 100 HP, the goldfish ${Number(left).toLocaleString('en')}: the goldfish wins on time.`,
  )
  await expect(app.getByTestId('cc-phase')).toHaveText('Game over')
  await expect(app.getByRole('button', { name: 'Draw', exact: true })).toHaveCount(0)
})

test('Ctrl+Z on the Characters screen never undoes the deck left open in Build', async ({ app }) => {
  await app.getByRole('button', { name: 'New deck', exact: true }).first().click()
  await app.getByLabel('Search cards').fill('ryu')
  await expect(app.getByTestId('card-row').first()).toBeVisible()
  await app.getByLabel('Search cards').press('ArrowDown')
  await app.keyboard.press('Enter')
  await expect(app.getByTestId('zone-main-count')).toHaveText('1')
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app
    .getByRole('button', { name: /^Gambit/ })
    .first()
    .click()
  await app.keyboard.press('Control+z')
  await app.getByRole('button', { name: 'Build', exact: true }).click()
  await expect(app.getByTestId('zone-main-count')).toHaveText('1')
  // In Build, the same keys undo the deck.
  await app.getByTestId('zone-main-count').click()
  await app.keyboard.press('Control+z')
  await expect(app.getByTestId('zone-main-count')).toHaveText('0')
})
