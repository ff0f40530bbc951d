import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Locator } from '@playwright/test'
import zlib from 'node:zlib'
import { dropFile, expect, screenshot, test } from './harness'
import { renderPage } from '../test/pdf-render'
import { pngFile } from '../test/png'

test('print proxies: a live preview of the pages with their faces, then a true-size PDF saved and opened', async ({ app, desktop }) => {
  await dropFile(app, 'ff.deck.txt', fs.readFileSync('examples/fatal-fury-legends.deck.txt', 'utf8'))
  await expect(app.getByLabel('Deck name')).not.toHaveValue('')
  await app.getByRole('button', { name: 'Print…' }).click()

  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await expect(dialog.getByTestId('preview-card')).toHaveCount(9)
  await expect(dialog.locator('figcaption')).toHaveText('60 cards · 3 × 3 a sheet · 7 sheets · 7 pages')
  // Page 1 shows the first nine copies' faces, as the PDF prints them; a screen reader hears one summary.
  await expect(dialog.getByTestId('preview-page-number')).toHaveText('Page 1 of 7 · Sheet 1')
  await expect
    .poll(() => facesShown(dialog))
    .toEqual(['S001 Terry', 'S001 Terry', 'S001 Terry', 'S002 Andy', 'S002 Andy', 'S002 Andy', 'S004 Mai', 'S004 Mai', 'S004 Mai'])
  await expect(dialog.getByRole('img', { name: 'Page 1 of 7, sheet 1, cards 1 to 9 of 60: 3 Terry, 3 Andy, 3 Mai' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  // Page 2 holds the next nine, and the faces sit in the same 3 × 3 grid.
  await dialog.getByRole('button', { name: 'Next page' }).click()
  await expect(dialog.getByTestId('preview-page-number')).toHaveText('Page 2 of 7 · Sheet 2')
  await expect
    .poll(() => facesShown(dialog))
    .toEqual(['S005 Billy', 'S005 Billy', 'S005 Billy', 'S019 Geese', 'S019 Geese', 'S019 Geese', 'S021 Robert', 'S021 Robert', 'S021 Robert'])
  const grid = await cardBoxes(dialog)
  expect(new Set(grid.map((b) => Math.round(b.x))).size).toBe(3)
  expect(new Set(grid.map((b) => Math.round(b.y))).size).toBe(3)
  await dialog.getByRole('button', { name: 'Previous page' }).click()
  await expect(dialog.getByTestId('preview-page-number')).toHaveText('Page 1 of 7 · Sheet 1')
  // Options change the preview at once.
  await dialog.getByRole('checkbox', { name: 'Include the Strikers' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Card backs on alternate pages (duplex)' }).check()
  await dialog.getByRole('checkbox', { name: 'A calibration page (50 mm rulers)' }).check()
  await expect(dialog.locator('figcaption')).toHaveText('57 cards · 3 × 3 a sheet · 7 sheets · 15 pages')
  await dialog.getByLabel('Paper').selectOption('letter')
  await dialog.getByLabel('Bleed (mm)').fill('1')
  await dialog.getByLabel('Gap (mm)').fill('1')
  await expect(dialog.getByTestId('print-preview')).toHaveAttribute('viewBox', '0 0 215.9 279.4')
  // With duplex, page 2 is the backs of sheet 1; the last page the calibration page.
  await dialog.getByRole('button', { name: 'Next page' }).click()
  await expect(dialog.getByTestId('preview-page-number')).toHaveText('Page 2 of 15 · Backs of sheet 1')
  await expect(dialog.getByTestId('preview-back')).toHaveCount(9)
  await expect(dialog.getByTestId('preview-face')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Previous page' }).click()
  await expect(dialog.getByTestId('preview-face')).toHaveCount(9)
  await screenshot(app, 'print-dialog-light', true)
  // A layout option moves the faces: mini cards, sixteen to a Letter sheet, each narrower than before.
  const standard = await cardBoxes(dialog)
  await dialog.getByLabel('Card size').selectOption('mini')
  await expect(dialog.getByTestId('preview-face')).toHaveCount(16)
  await expect(dialog.locator('figcaption')).toContainText('4 × 4 a sheet · 4 sheets · 9 pages')
  const mini = await cardBoxes(dialog)
  expect(mini[0].width / standard[0].width).toBeCloseTo(44 / 63, 2)
  await expect.poll(async () => (await facesShown(dialog)).at(-1)).toBe('S021 Robert')
  await dialog.getByLabel('Card size').selectOption('standard')
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

  // Dark theme: the page stays white paper, its faces as printed.
  await app.keyboard.press('Escape')
  await app.getByLabel('Theme').selectOption('dark')
  await app.getByRole('button', { name: 'Print…' }).click()
  await expect(dialog.getByTestId('preview-face')).toHaveCount(9)
  await screenshot(app, 'print-dialog-dark', true)
})

/** The number and name of each face on the shown page, from what it reads out. */
async function facesShown(dialog: Locator): Promise<string[]> {
  const labels = await dialog.getByTestId('preview-face').evaluateAll((faces) => faces.map((f) => f.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.split(',')[0])
}

/** Where each card of the shown page sits on the screen. */
function cardBoxes(dialog: Locator): Promise<DOMRect[]> {
  return dialog.getByTestId('preview-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect))
}

test("the player's own card back: chosen in the dialog, shown on the backs in the preview, printed, and kept for the deck", async ({ app, desktop }) => {
  await dropFile(app, 'shoto.deck.txt', fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Rush')
  await app.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await dialog.getByRole('checkbox', { name: 'Card backs on alternate pages (duplex)' }).check()
  await expect(dialog.getByTestId('print-back')).toContainText("Back: the game's")
  // A red card-shaped picture, as a player's back.
  const picture = path.join(desktop.dir, 'red back.png')
  fs.writeFileSync(picture, redPng())
  desktop.nextOpen = picture
  await dialog.getByRole('button', { name: 'Your picture…' }).click()
  await expect(dialog.getByTestId('print-back')).toContainText('Back: your picture')
  await dialog.getByRole('button', { name: /Next page/ }).click()
  await expect(dialog.getByTestId('preview-page-number')).toContainText('Page 2 of')
  await expect(dialog.getByTestId('preview-back-picture')).toHaveCount(9)
  await screenshot(app, 'print-own-back')

  desktop.nextSave = path.join(desktop.dir, 'own back.pdf')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(dialog.getByTestId('print-job')).toContainText('Saved 12 pages to', { timeout: 30_000 })
  // The middle of the middle back of the first backs page is red.
  const page = renderPage(new Uint8Array(fs.readFileSync(desktop.nextSave)), 2, 30)
  const i = (Math.round((148.5 / 25.4) * 30) * page.width + Math.round((105 / 25.4) * 30)) * 3
  expect([page.rgb[i] > 180, page.rgb[i + 1] < 80, page.rgb[i + 2] < 80]).toEqual([true, true, true])

  // Kept for the deck: the dialog opened again shows it; the game's back again when asked.
  await app.keyboard.press('Escape')
  await app.getByRole('button', { name: 'Print…' }).click()
  await dialog.getByRole('checkbox', { name: 'Card backs on alternate pages (duplex)' }).check()
  await expect(dialog.getByTestId('print-back')).toContainText('Back: your picture')
  await dialog.getByRole('button', { name: "Use the game's back" }).click()
  await expect(dialog.getByTestId('print-back')).toContainText("Back: the game's")
})

/** A 630 × 880 PNG of one red. */
function redPng(): Buffer {
  const width = 630
  const height = 880
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([220, 30, 40]))])
  return pngFile(width, height, zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row))), false)
}

test("a set's own card back: chosen on the Cards screen, shown behind its cards in the preview, the game's again after", async ({ app, desktop, services }) => {
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  const picture = path.join(desktop.dir, 'set back.png')
  fs.writeFileSync(picture, redPng())
  desktop.nextOpen = picture
  const backs = app.getByRole('group', { name: 'Card back' })
  await expect(backs).toContainText("Back: the game's")
  await backs.getByRole('button', { name: 'Card back…' }).click()
  await expect(backs).toContainText('Back: its own')
  expect(services.catalogue.set('cfs-base')!.back).toMatch(/^[0-9a-f]{64}$/)

  await app.getByRole('button', { name: 'Build' }).click()
  await dropFile(app, 'shoto.deck.txt', fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
  await expect(app.getByLabel('Deck name')).toHaveValue('Shoto Rush')
  await app.getByRole('button', { name: 'Print…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Print proxies' })
  await dialog.getByRole('checkbox', { name: 'Card backs on alternate pages (duplex)' }).check()
  await dialog.getByRole('button', { name: /Next page/ }).click()
  await expect(dialog.getByTestId('preview-back-picture')).toHaveCount(9)
  await app.keyboard.press('Escape')

  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await backs.getByRole('button', { name: "Game's back" }).click()
  await expect(backs).toContainText("Back: the game's")
  expect(services.catalogue.set('cfs-base')!.back).toBeUndefined()
})
