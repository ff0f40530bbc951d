// A Table Fighter party at the app's table, hot seat: four players in two teams, each hand shown only to the seat
// the device is passed to and hidden again after its move, every card face down before the reveal, the reveal
// saying who beats whom, and the damage landing on every opponent a card beat.
import { expect, screenshot, test } from './harness'

test('a 2v2 party at one table: hidden picks, the reveal, the damage to every beaten opponent', async ({ app }) => {
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Characters', exact: true }).click()
  await app.getByRole('button', { name: 'Table Fighter', exact: true }).click()
  await app.getByRole('button', { name: 'Party', exact: true }).click()
  const party = app.getByTestId('tf-party')
  const setup = party.getByRole('form', { name: 'New party' })
  await setup.getByLabel('Players').selectOption('4')
  await expect(setup.getByLabel('Seat 4')).toHaveValue('chun-li')
  await setup.getByRole('checkbox', { name: /Teams/ }).check()
  await setup.getByRole('button', { name: 'Start the party' }).click()
  const status = party.getByTestId('party-status')
  await expect(status).toHaveText('Turn 1 · charge · Ken (seat 1) to move')
  await expect(party.getByTestId('party-seat')).toHaveText([
    /Ken \(seat 1\)\s*team 1\s*20 health/,
    /Chun-Li \(seat 2\)\s*team 1/,
    /Ken \(seat 3\)\s*team 2/,
    /Chun-Li \(seat 4\)\s*team 2/,
  ])

  const moveArea = party.getByRole('group', { name: 'The move' })
  // Charge: each seat in turn takes the device, sees its hand, and announces.
  for (const seat of ['Ken (seat 1)', 'Chun-Li (seat 2)', 'Ken (seat 3)', 'Chun-Li (seat 4)']) {
    await expect(moveArea).toContainText(`Pass the device to ${seat}`)
    await expect(moveArea).not.toContainText('hand:')
    await moveArea.getByRole('button', { name: `I am ${seat}: show my hand` }).click()
    await expect(moveArea).toContainText(`${seat}'s hand:`)
    await moveArea.getByRole('button', { name: 'No charge' }).click()
  }
  // The action step: Kens play Jab, Chun-Lis their first card; each hand hidden again after its pick.
  await expect(status).toHaveText('Turn 1 · action: every card face down · Ken (seat 1) to move')
  for (const [seat, card] of [
    ['Ken (seat 1)', 'Jab'],
    ['Chun-Li (seat 2)', 'Lightning Legs'],
    ['Ken (seat 3)', 'Guard'],
    ['Chun-Li (seat 4)', 'Lightning Legs'],
  ]) {
    await moveArea.getByRole('button', { name: `I am ${seat}: show my hand` }).click()
    await moveArea.getByRole('button', { name: `Set ${card} face down` }).click()
    await expect(moveArea).not.toContainText(`${seat}'s hand:`)
  }
  // The reveal: every card against each opponent's (never a teammate's), and who beats whom.
  const seats = party.getByTestId('party-seat')
  await expect(seats.nth(2)).toContainText('Guard beats Ken (seat 1), Chun-Li (seat 2)')
  await screenshot(app, 'tf-party')
  // Every winner combos or ends its combo in seat order, then the damage lands at once.
  while ((await moveArea.getByRole('button', { name: 'Next turn' }).count()) === 0) {
    const show = moveArea.getByRole('button', { name: /^I am / })
    if (await show.count()) await show.click()
    await moveArea.getByRole('button', { name: 'End the combo' }).click()
  }
  await expect(seats.nth(0)).not.toContainText('20 health')
  await expect(party.getByRole('list', { name: 'Party log' })).toContainText('damage goes to')
  await moveArea.getByRole('button', { name: 'Next turn' }).click()
  await expect(status).toHaveText(/^Turn 2 · charge/)
})
