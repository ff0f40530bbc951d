// Tuning a deck: the Tune tab measures each swap of the cards the player owns on the same games as the deck, and a
// suggested swap is applied as one edit that Undo takes back, with the deck as it was kept as a version.
import fs from 'node:fs'
import path from 'node:path'
import { dropFile, expect, screenshot, test } from './harness'

const SHOTO = fs.readFileSync(path.join(__dirname, '../examples/shoto-rush.deck.txt'), 'utf8')

test('the Tune tab ranks the swaps, applies one, and Undo takes it back', async ({ app, services }) => {
  // Two cards owned beyond the deck: each is tried in place of one copy of each of its cards.
  services.collection.set('cfs-base', 'C075', 1)
  services.collection.set('cfs-base', 'C004', 1)
  await dropFile(app, 'shoto-rush.deck.txt', SHOTO)
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Rush')
  await app.getByRole('tab', { name: 'Tune' }).click()
  const tune = app.getByTestId('deck-tune')
  await tune.getByTestId('tune-pool').selectOption('collection')
  await tune.getByTestId('tune-games').fill('400')
  await tune.getByTestId('tune-measure').fill('6')
  await tune.getByTestId('tune-run').click()
  await expect(tune.getByTestId('tune-verdict')).toBeVisible({ timeout: 60_000 })
  await expect(tune.getByTestId('tune-before')).toContainText('kill turn')
  const swaps = tune.getByTestId('tune-swap')
  await expect(swaps).toHaveCount(6)
  await expect(tune.getByTestId('tune-verdict')).toHaveText(/^(Best: −1 .+, \+1 (Zero Gouki|Guile)|No swap among these 6)/)
  await screenshot(app, 'deck-tune', true)

  // Apply the first swap: one copy out, the new card in, as one edit.
  const first = swaps.first()
  const outName = (await first.locator('strong').first().textContent())!
  const outNumber = (await first.getAttribute('data-out'))!
  const inNumber = (await first.getAttribute('data-in'))!
  await app.getByRole('tab', { name: 'Cards' }).click()
  const entry = (number: string) => app.getByTestId('deck-entry').and(app.locator(`[data-number="${number}"]`))
  const before = Number(await entry(outNumber).getByTestId('entry-count').textContent())
  await app.getByRole('tab', { name: 'Tune' }).click()
  await first.getByRole('button', { name: /^Apply/ }).click()
  await expect(tune.getByRole('status')).toContainText(`Made −1 ${outName}`)
  // The other swaps were measured on the deck before this one: they wait for the next run.
  await expect(swaps.nth(1).getByRole('button', { name: /^Apply/ })).toBeDisabled()
  await app.getByRole('tab', { name: 'Cards' }).click()
  await expect(entry(inNumber)).toBeVisible()
  await expect(app.getByTestId('zone-main-count')).toHaveText('50')
  if (before > 1) await expect(entry(outNumber).getByTestId('entry-count')).toHaveText(String(before - 1))
  else await expect(entry(outNumber)).toHaveCount(0)

  // Undo takes the swap back whole.
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(entry(inNumber)).toHaveCount(0)
  await expect(entry(outNumber).getByTestId('entry-count')).toHaveText(String(before))
  await expect(app.getByTestId('zone-main-count')).toHaveText('50')
  // The deck as it was before the swap was kept as a version.
  await app.getByRole('tab', { name: 'Versions' }).click()
  await expect(app.getByTestId('version-list')).toContainText(`Before −1 ${outName}`)
})
