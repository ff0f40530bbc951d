// The sibling games' tables played by drag and drop: a Table Fighter card dragged from the hand onto the play spot
// is picked face down, a Card Shot! card dragged onto the attack place (or its sideways half) is placed face down,
// a Capcom Crossovers card dragged onto the combo is laid. A drop the rules refuse shows main's reason, and a
// face-down card never shows its face to the other player.
import type { Page } from '@playwright/test'
import { expect, openGambit, test } from './harness'

async function openTable(app: Page, game: string) {
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByRole('button', { name: game, exact: true }).click()
  await app
    .getByRole('navigation', { name: `${game} view` })
    .getByRole('button', { name: 'Table', exact: true })
    .click()
}

/** Hands the device to the player the rules wait for. */
async function showHand(app: Page, game: 'tf' | 'cs') {
  await app.getByRole('button', { name: /^Show .*'s hand$/ }).click()
  await expect(app.getByTestId(`${game}-pass`)).toHaveCount(0)
}

test('Table Fighter: a hand card dragged onto the play spot is picked face down; out of step, main refuses it', async ({ app }) => {
  await openTable(app, 'Table Fighter')
  await app.getByLabel('Table seed').fill('4')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  const step = app.getByTestId('tf-step')
  await expect(step).toHaveText('charge')
  await showHand(app, 'tf')
  const hand = app.getByTestId('tf-hand-0').getByTestId('tf-hand-card')
  await expect(hand).toHaveCount(3)

  // Ken announces charge: a pick now is out of step, and main says why.
  await hand.first().dragTo(app.getByTestId('tf-play-0'))
  await expect(app.getByTestId('tf-message')).toContainText(/\w/)
  const refused = await app.getByTestId('tf-message').textContent()
  await expect(step).toHaveText('charge')
  await expect(hand).toHaveCount(3)

  // Nobody charges; in the action step Ken drags his card onto his play spot.
  while ((await step.textContent()) === 'charge') {
    if (await app.getByTestId('tf-pass').count()) await showHand(app, 'tf')
    const before = await app.getByTestId('tf-log').locator('li').count()
    await app.getByRole('button', { name: 'No charge' }).click()
    await expect.poll(() => app.getByTestId('tf-log').locator('li').count()).toBeGreaterThan(before)
  }
  await expect(step).toHaveText('action')
  if (await app.getByTestId('tf-pass').count()) await showHand(app, 'tf')
  await expect(app.getByTestId('tf-side-0')).toHaveClass(/acting/)
  const picked = (await hand.first().locator('[data-tf-card]').getAttribute('data-tf-card'))!
  await hand.first().dragTo(app.getByTestId('tf-play-0'))
  // Chun-Li takes the device: Ken's pick lies face down, with no face in the page for eyes or screen readers.
  await expect(app.getByTestId('tf-side-0').getByRole('img', { name: "Ken's card, face down" })).toBeVisible()
  await expect(app.getByTestId('tf-side-0').locator('[data-tf-card]')).toHaveCount(0)
  await expect(app.getByTestId('tf-hand-0').getByTestId('tf-hand-card')).toHaveCount(2)
  await expect(app.getByTestId('tf-log')).toContainText('Ken')
  expect(refused).not.toContain(picked)
})

test('Card Shot!: hand cards dragged onto the attack place, upright and sideways, lie face down; a drop out of step is refused', async ({ app }) => {
  await openTable(app, 'Card Shot!')
  await app.getByLabel('Table seed').fill('7')
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  const step = app.getByTestId('cs-step')
  // Both players draw, keeping any joker.
  while ((await step.textContent()) === 'draw') {
    if (await app.getByTestId('cs-pass').count()) await showHand(app, 'cs')
    const keep = app.getByRole('button', { name: 'Keep the hand' })
    const before = await app.getByTestId('cs-log').locator('li').count()
    await ((await keep.count()) ? keep : app.getByTestId('cs-next').getByRole('button', { name: 'Draw', exact: true })).click()
    await expect.poll(() => app.getByTestId('cs-log').locator('li').count()).toBeGreaterThan(before)
  }
  await expect(step).toHaveText('attack')

  // Rook, the Active Player, drags a card onto his attack place: upright, face down.
  await showHand(app, 'cs')
  const rook = app.getByTestId('cs-hand-0').getByTestId('cs-hand-card')
  await rook.first().dragTo(app.getByTestId('cs-attack-0'))
  await expect(app.getByTestId('cs-placed-0')).toContainText('face down, upright')
  await expect(app.getByTestId('cs-placed-0').getByRole('img', { name: "Rook's card, face down, upright" })).toBeVisible()
  await expect(app.getByTestId('cs-placed-0').locator('[data-cs-card]')).toHaveCount(0)

  // Wren drags hers onto the sideways half; Rook's card still shows her only how it lies.
  await showHand(app, 'cs')
  await expect(app.getByTestId('cs-placed-0').locator('[data-cs-card]')).toHaveCount(0)
  const wren = app.getByTestId('cs-hand-1').getByTestId('cs-hand-card')
  const handSize = await wren.count()
  await wren.last().dragTo(app.getByTestId('cs-attack-sideways-1'))
  await expect(app.getByTestId('cs-placed-1')).toContainText('face down, sideways')
  await expect(app.getByTestId('cs-hand-size-1')).toHaveText(String(handSize - 1))
  await app.getByRole('button', { name: 'Reveal', exact: true }).click()
  await expect(app.getByTestId('cs-combat')).toBeVisible()
  await expect(app.getByTestId('cs-combat')).toContainText('Wren')

  // After the reveal a card dragged onto the attack place is out of step: main says why.
  const now = await step.textContent()
  expect(['absorb', 'discard']).toContain(now)
  await showHand(app, 'cs')
  const p = (await app.getByTestId('cs-side-0').evaluate((side) => side.classList.contains('acting'))) ? 0 : 1
  const size = await app.getByTestId(`cs-hand-size-${p}`).textContent()
  await app
    .getByTestId(`cs-hand-${p}`)
    .getByTestId('cs-hand-card')
    .first()
    .dragTo(app.getByTestId(`cs-attack-${p}`))
  await expect(app.getByTestId('cs-message')).toContainText(/\w/)
  await expect(step).toHaveText(now!)
  await expect(app.getByTestId(`cs-hand-size-${p}`)).toHaveText(size!)
})

test('Capcom Crossovers: hand cards dragged onto the combo are laid, onto the discard pile discarded; refused drops say why', async ({ app }) => {
  await openGambit(app)
  await app.getByRole('button', { name: 'Table', exact: true }).click()
  await app.getByLabel('Seed', { exact: true }).fill('17')
  await app.getByLabel('Turn order').selectOption({ label: 'Going second' })
  await app.getByRole('button', { name: 'Start', exact: true }).click()
  await app.getByRole('button', { name: 'Keep' }).click()
  await app.getByRole('button', { name: 'Draw', exact: true }).click()
  await expect(app.getByTestId('cc-phase')).toHaveText('Combat')
  const message = app.getByTestId('cc-message')
  const card = (label: string) =>
    app
      .getByTestId('cc-hand')
      .getByTestId('cc-hand-card')
      .filter({ has: app.getByLabel(label, { exact: true }) })

  // Cajun Escape only counters: its King dropped on the combo is refused with the rule.
  await card('K♦').dragTo(app.getByTestId('cc-combo-zone'))
  await expect(message).toContainText("Type E moves may only be used to counter an opponent's attack")
  await expect(app.getByTestId('cc-combo-step')).toHaveCount(0)

  // J♦ dragged onto the combo starts Kinetic Card, as a click does.
  await card('J♦').dragTo(app.getByTestId('cc-combo-zone'))
  await expect(app.getByTestId('cc-combo-step')).toHaveCount(1)
  await expect(app.getByTestId('cc-combo-step')).toContainText('Kinetic Card')
  await expect(message).toHaveCount(0)
  await expect(card('J♦')).toHaveCount(0)
  await card('A♣').dragTo(app.getByTestId('cc-combo-zone'))
  await expect(app.getByTestId('cc-combo-step').nth(1)).toContainText('Royal Flush')
  await app.getByRole('button', { name: 'Attack (38)' }).click()
  await expect(app.getByTestId('cc-phase')).toHaveText('Clean-up')

  // Clean-up: 7♠ is not above Strength, so the meter refuses it; K♦ dragged onto the discard pile goes.
  await card('7♠').dragTo(app.getByTestId('cc-meter-zone'))
  await expect(message).toContainText("Only a number card above Gambit's Strength (7)")
  await card('K♦').dragTo(app.getByTestId('cc-discard-zone'))
  await expect(app.getByTestId('cc-discard-pile')).toHaveText('3')
  await expect(app.getByTestId('cc-discard-stack').getByRole('img')).toHaveAccessibleName('K♦')
  await expect(card('K♦')).toHaveCount(0)
})
