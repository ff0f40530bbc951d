// Times are stored in UTC and shown in the player's time zone: a deck version snapshotted by a player in Tokyo
// reads in Tokyo time.
import { dropDeck, expect, test } from './harness'

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' })

test("a deck version shows the time it was taken in the player's time zone", async ({ app }) => {
  await dropDeck(app, 'examples/classic-clash.deck.txt')
  await app.getByRole('tab', { name: 'Versions' }).click()
  await app.getByRole('button', { name: 'Snapshot' }).click()
  const time = app.getByTestId('version-list').locator('time').first()
  const stored = await time.getAttribute('datetime')
  expect(stored).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  const tokyo = new Date(stored!).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })
  await expect(time).toHaveText(tokyo)
  // Not the UTC clock: Tokyo is 9 hours ahead.
  expect(tokyo).not.toContain(stored!.slice(11, 16))
})
