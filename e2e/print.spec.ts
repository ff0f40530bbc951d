import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, screenshot, test } from './harness'

test('print proxies: a live preview of page 1, then a true-size PDF saved and opened', async ({ app, desktop }) => {
  const text = fs.readFileSync('examples/fatal-fury-legends.deck.txt', 'utf8')
  await app.evaluate((text) => {
    const data = new DataTransfer()
    data.items.add(new File([text], 'ff.deck.txt', { type: 'text/plain' }))
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
  }, text)
  await expect(app.getByLabel('Deck name')).not.toHaveValue('')
  await app.getByRole('button', { name: 'Print…' }).click()

  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await expect(dialog.getByTestId('preview-card')).toHaveCount(9)
  await expect(dialog.locator('figcaption')).toHaveText('60 cards · 3 × 3 a sheet · 7 sheets · 7 pages')
  // Options change the preview at once.
  await dialog.getByRole('checkbox', { name: 'Include the Strikers' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Card backs on alternate pages (duplex)' }).check()
  await dialog.getByRole('checkbox', { name: 'A calibration page (50 mm rulers)' }).check()
  await expect(dialog.locator('figcaption')).toHaveText('57 cards · 3 × 3 a sheet · 7 sheets · 15 pages')
  await dialog.getByLabel('Paper').selectOption('letter')
  await dialog.getByLabel('Bleed (mm)').fill('1')
  await dialog.getByLabel('Gap (mm)').fill('1')
  await expect(dialog.getByTestId('print-preview')).toHaveAttribute('viewBox', '0 0 215.9 279.4')
  await screenshot(app, 'print-dialog-light')
  await dialog.getByLabel('Gap (mm)').fill('30')
  await expect(dialog.getByTestId('preview-card')).toHaveCount(4)
  await expect(dialog.locator('figcaption')).toContainText('2 × 2 a sheet · 15 sheets')
  await dialog.getByLabel('Gap (mm)').fill('1')
  await expect(dialog.getByTestId('preview-card')).toHaveCount(9)

  desktop.nextSave = path.join(desktop.dir, 'ff proxies.pdf')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(dialog.getByTestId('print-job')).toContainText('Saved 15 pages to', { timeout: 30_000 })
  const info = execFileSync('pdfinfo', [desktop.nextSave], { encoding: 'utf8' })
  expect(info).toMatch(/^Pages:\s+15$/m)
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m)
  expect(desktop.opened).toEqual([desktop.nextSave])
  await screenshot(app, 'print-saved-light')
})
