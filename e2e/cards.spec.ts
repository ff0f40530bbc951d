import fs from 'node:fs'
import path from 'node:path'
import { Jimp } from 'jimp'
import { expect, screenshot, test } from './harness'

/** A stand-in for a card scan: a framed dusk gradient with a sun, as a PNG. */
function cardArt() {
  const art = new Jimp({ width: 630, height: 880, color: 0xffffffff })
  art.scan((x, y, i) => {
    const t = y / 880
    const sun = (x - 315) ** 2 + (y - 420) ** 2 < 120 ** 2
    const frame = x < 24 || x > 605 || y < 24 || y > 855
    art.bitmap.data[i] = frame ? 40 : sun ? 255 : 120 + 120 * t
    art.bitmap.data[i + 1] = frame ? 40 : sun ? 200 : 40 + 60 * t
    art.bitmap.data[i + 2] = frame ? 48 : sun ? 80 : 140 - 100 * t
  })
  return art
}

test('create cards in a set of my own, with field checks and a Back-Up suggestion; a picture shows in the browser and the deck', async ({ app }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'New set…' }).click()
  const newSet = app.getByRole('dialog', { name: 'New set' })
  await newSet.getByLabel('Set id').fill('My Promos')
  await newSet.getByLabel('Set name').fill('My promos')
  await newSet.getByRole('button', { name: 'Create' }).click()
  await expect(newSet.getByRole('alert')).toContainText('not a set id')
  await newSet.getByLabel('Set id').fill('my-promos')
  await newSet.getByRole('button', { name: 'Create' }).click()
  await expect(app.getByRole('button', { name: /My promos my-promos · 0/ })).toHaveAttribute('aria-pressed', 'true')

  const form = app.getByRole('form', { name: 'Card' })
  await app.getByRole('button', { name: 'New card' }).click()
  await expect(form.getByLabel('Number')).toHaveValue('C001')
  await form.getByLabel('Name', { exact: true }).fill('Gouki')
  await form.getByLabel('BP', { exact: true }).fill('850')
  await expect(form.getByTestId('field-problem')).toHaveText('must be 100 to 3000 in steps of 100')
  await form.getByLabel('BP', { exact: true }).fill('900')
  await form.getByLabel('SP', { exact: true }).fill('3')
  await expect(form.getByTestId('field-problem')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create card' }).click()
  await expect(app.getByTestId('set-card')).toHaveCount(1)

  await app.getByRole('button', { name: 'New card' }).click()
  await expect(form.getByLabel('Number')).toHaveValue('C002')
  await form.getByLabel('Number').fill('S002')
  await expect(form.getByTestId('field-problem')).toHaveText(["a capcom card's number starts with C (C002)", 'is empty'])
  await form.getByLabel('Number').fill('C002')
  await form.getByLabel('Name', { exact: true }).fill('Akuma (Promo)')
  await form.getByLabel('BP', { exact: true }).fill('1000')
  await form.getByLabel('SP', { exact: true }).fill('4')
  await form.getByLabel('Ability type').selectOption('square')
  await form.getByLabel('Ability name').fill('Shun Goku Satsu')
  await form.getByLabel('Ability text').fill('1 character takes 600 damage.')
  await form.getByRole('button', { name: '+ Back-Up name' }).click()
  await form.getByLabel('Back-Up name 1', { exact: true }).fill('Goki')
  await expect(form.getByTestId('field-problem')).toHaveText(['"Goki" is no character of this set or cfs-base — did you mean "Gouki"? Use “Gouki”'])
  await screenshot(app, 'cards-form-light')
  await form.getByRole('button', { name: 'Use “Gouki”' }).click()
  await expect(form.getByLabel('Back-Up name 1', { exact: true })).toHaveValue('Gouki')
  await expect(form.getByTestId('field-problem')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create card' }).click()
  await expect(app.getByRole('heading', { name: 'C002 Akuma (Promo)' })).toBeVisible()

  // A picture dropped on the card: stored, converted, and shown in the form and the list.
  const png = await cardArt().getBuffer('image/png')
  const drop = await app.evaluateHandle((b64) => {
    const data = new DataTransfer()
    data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'akuma.png', { type: 'image/png' }))
    return data
  }, png.toString('base64'))
  await app.getByRole('group', { name: 'Picture' }).dispatchEvent('drop', { dataTransfer: drop })
  await expect(form.getByTestId('card-picture')).toBeVisible()
  await expect(app.locator('[data-testid="set-card"][data-number="C002"] img')).toBeVisible()
  await screenshot(app, 'cards-screen-light')

  // The browser and the deck editor show the new card with its picture.
  await app.getByRole('button', { name: 'Build' }).click()
  await app.getByPlaceholder(/Search/).fill('akuma promo')
  const row = app.locator('[data-testid="card-row"][data-number="C002"]')
  await expect(row.locator('img')).toBeVisible()
  await row.click()
  await expect(app.getByTestId('card-detail').getByTestId('card-picture')).toBeVisible()
  await app.getByRole('button', { name: 'New deck', exact: true }).click()
  await row.dblclick()
  await expect(app.locator('[data-testid="deck-entry"][data-number="C002"] img')).toBeVisible()
  await expect(app.getByText('UNKNOWN_CARD')).toHaveCount(0) // the deck took the set along with the card
  await screenshot(app, 'cards-in-deck-light')
})

test('import a CSV with two errors: read them in the preview, fix the file, read it again and apply', async ({ app, desktop, services }) => {
  const sample = fs.readFileSync('db/sample-cards.csv', 'utf8')
  const file = path.join(desktop.dir, 'promos.csv')
  fs.writeFileSync(
    file,
    sample.replace('Ken (Promo),capcom,A,800', 'Ken (Promo),capcom,A,850').replace('Andy (Promo),snk,C,600,1', 'Andy (Promo),snk,C,600,12'),
  )
  desktop.nextOpen = file

  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'Import cards…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Import cards' })
  await expect(dialog.getByLabel('Set id')).toHaveValue('promos')
  const problems = dialog.getByTestId('import-problems').locator('tbody tr')
  await expect(problems).toHaveCount(2)
  await expect(problems.nth(0)).toHaveText(/^3\s*bp\s*must be 100 to 3000 in steps of 100$/)
  await expect(problems.nth(1)).toHaveText(/^6\s*sp\s*must be a whole number from 0 to 10$/)
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled()
  await screenshot(app, 'import-preview-light')

  fs.writeFileSync(file, sample)
  await dialog.getByRole('button', { name: 'Read the file again' }).click()
  await expect(dialog.getByTestId('import-problems')).toHaveCount(0)
  await expect(dialog.getByTestId('import-summary')).toHaveText('A new set promos: 8 new, 0 changed, 0 unchanged.')
  await dialog.getByLabel('Set name').fill('Promo cards')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('status').filter({ hasText: 'Imported' })).toHaveText('Imported 8 new and 0 changed cards into promos')
  await expect(app.getByRole('button', { name: /Promo cards promos · 8/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(app.getByTestId('set-card')).toHaveCount(8)
  expect(services.catalogue.set('promos')).toMatchObject({ name: 'Promo cards', cards: 8 })

  // The database check after it: all is well, and the import wrote a backup before it and after it.
  await app.getByRole('button', { name: 'Check database…' }).click()
  const check = app.getByRole('dialog', { name: 'Database check' })
  await expect(check.getByTestId('integrity-ok')).toBeVisible()
  await expect(check.getByTestId('backups').locator('tbody tr')).toHaveCount(2)
  await expect(check.getByTestId('backups').locator('tbody tr').nth(0)).toContainText('written after an import')
  await expect(check.getByTestId('backups').locator('tbody tr').nth(1)).toContainText('written before an import')
  await check.getByRole('button', { name: 'Close' }).click()
  await app.getByLabel('Theme').selectOption('dark')
  await app.locator('[data-testid="set-card"][data-number="C903"]').click()
  await expect(app.getByRole('heading', { name: 'C903 Sakura (Promo)' })).toBeVisible()
  await screenshot(app, 'cards-screen-dark')
})
