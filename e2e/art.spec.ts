// Art packs: a zip of illustrations imported in the Cards screen (matched, shown, then attached at once), each
// drawn inside its card's drawn frame in the deck and the print preview, cropped per card, and printed there.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { unzipSync, zipSync } from 'fflate'
import { Jimp } from 'jimp'
import { STANDARD_FACE, layoutFace, measureFace } from '../src/shared/card-face'
import { DEFAULT_PRINT, frontBox, layoutSheet } from '../src/shared/print'
import { renderPage } from '../test/pdf-render'
import { dropDeck, expect, screenshot, test } from './harness'

/** Art the size art packs share: a ring of colour round a solid centre of `centre`. */
async function art(centre: [number, number, number], hue: number): Promise<Uint8Array> {
  const [w, h] = [480, 320]
  const image = new Jimp({ width: w, height: h, color: 0xffffffff })
  image.scan(0, 0, w, h, (x, y, i) => {
    const d = Math.hypot(x - w / 2, y - h / 2)
    const wave = (k: number) => Math.round(128 + 110 * Math.sin(hue + k + d / 22))
    const rgb = d < 60 ? centre : [wave(0), wave(2.1), wave(4.2)]
    image.bitmap.data.set([...rgb, 255], i)
  })
  return new Uint8Array(await image.getBuffer('image/png'))
}

test('an art pack: previewed, attached as art, drawn in the frame in the deck and the preview, cropped, and printed', async ({ app, desktop, services }) => {
  test.setTimeout(90_000)
  const pack = path.join(desktop.dir, 'shoto art.zip')
  fs.writeFileSync(
    pack,
    zipSync({
      'art/C001.png': await art([208, 32, 32], 0),
      'art/Ken.png': await art([32, 64, 208], 2),
      'art/C003.png': new TextEncoder().encode('not a picture'),
      'art/Nobody.png': await art([0, 0, 0], 4),
    }),
  )
  await app.getByLabel('Theme').selectOption('light')
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByRole('button', { name: 'Import picture pack…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Import a picture pack' })
  await expect(dialog.getByRole('radio', { name: /art, drawn inside/ })).toBeChecked()
  desktop.nextOpen = pack
  await dialog.getByRole('button', { name: 'Choose a pack…' }).click()
  await expect(dialog.getByTestId('pack-summary')).toHaveText('shoto art.zip: 4 pictures; 3 matched, 0 replacing art, 1 unmatched, 0 ambiguous.')
  await expect(dialog.getByTestId('pack-matches')).toContainText('art/Ken.png')
  // Nothing is written before the player's word.
  expect(services.catalogue.card('cfs-base', 'C001')!.art).toBeUndefined()
  await dialog.getByRole('button', { name: 'Attach 3 pictures' }).click()
  await expect(dialog.getByTestId('pack-applied')).toHaveText('Attached 2 pictures as art; 1 refused.')
  await expect(dialog).toContainText('art/C003.png is not a picture Ringside can read')
  expect(services.catalogue.card('cfs-base', 'C001')!.art).toMatchObject({ width: 480, height: 320, zoom: 1 })
  expect(services.catalogue.card('cfs-base', 'C001')!.image).toBeUndefined()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // The deck shows Ryu's and Ken's art in their frames, their text kept.
  await app.getByRole('button', { name: 'Build' }).click()
  await dropDeck(app, 'examples/shoto-rush.deck.txt')
  await app.getByRole('button', { name: 'Visual deck' }).click()
  const ryu = app.locator('[data-testid="deck-face"][data-number="C001"]')
  await expect(ryu.getByTestId('card-art')).toHaveCount(1)
  await expect(app.locator('[data-testid="deck-face"][data-number="C002"]').getByTestId('card-art')).toHaveCount(1)
  await expect(app.locator('[data-testid="deck-face"][data-number="C003"]').getByTestId('card-art')).toHaveCount(0)
  await expect(ryu.locator('text').first()).toHaveText('Ryu')
  await screenshot(app, 'art-deck-light', true)
  // The deck as one picture on the clipboard, to paste in a chat.
  await app.getByRole('button', { name: 'Picture', exact: true }).click()
  await expect(app.getByText(/^Deck picture copied \(1600 × \d+\)/)).toBeVisible()
  expect(desktop.pictures).toHaveLength(1)
  expect(Buffer.from(desktop.pictures[0].subarray(1, 4)).toString('latin1')).toBe('PNG')

  // The crop: zoomed and moved in the card's form, kept for the card.
  await app.getByRole('button', { name: 'Cards', exact: true }).click()
  await app.getByLabel('Filter this set').fill('ryu')
  await app.locator('[data-testid="set-card"][data-number="C001"]').click()
  const panel = app.getByRole('group', { name: 'Art' })
  await expect(panel.getByTestId('art-face').getByTestId('card-art')).toHaveCount(1)
  await panel.getByRole('slider', { name: 'Art zoom' }).fill('2')
  await panel.getByRole('slider', { name: 'Art across' }).fill('0.3')
  await expect.poll(() => services.catalogue.card('cfs-base', 'C001')!.art).toMatchObject({ zoom: 2, x: 0.3, y: 0.5 })
  await screenshot(app, 'art-crop-light', true)

  // Printed: the art in the art box of the PDF's face, the crop as kept.
  await app.getByRole('button', { name: 'Build' }).click()
  await app.getByRole('button', { name: 'Print…' }).click()
  const print = app.getByRole('dialog', { name: 'Print proxies' })
  await expect(print.getByTestId('preview-face').first().getByTestId('card-art')).toHaveCount(1)
  desktop.nextSave = path.join(desktop.dir, 'shoto.pdf')
  await print.getByRole('button', { name: 'Save PDF…' }).click()
  await expect(print.getByTestId('print-job')).toContainText('Saved', { timeout: 30_000 })
  // The print shop's zip, from the same dialog: a PNG a card with its bleed, Ryu's with his art.
  const pdf = desktop.nextSave
  desktop.nextSave = path.join(desktop.dir, 'shoto print shop.zip')
  await print.getByRole('button', { name: 'Save for a print shop…' }).click()
  await expect(print.getByTestId('shop-saved')).toContainText('Saved 18 pictures (815 × 1110 px) and the back to')
  const shop = unzipSync(new Uint8Array(fs.readFileSync(desktop.nextSave)))
  expect(Object.keys(shop)).toContain('01-cfs-base-C001-ryu-x3.png')
  expect(Object.keys(shop)).toContain('back.png')
  const page = renderPage(fs.readFileSync(pdf), 1, 100)
  // The printed page, looked at in a page of its own (the README keeps it: npm run screenshots).
  const printed = path.join(desktop.dir, 'printed')
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdf, printed])
  const viewer = await app.context().newPage()
  await viewer.setViewportSize({ width: 414, height: 585 })
  await viewer.setContent(`<body style="margin:0"><img alt="" src="data:image/png;base64,${fs.readFileSync(`${printed}.png`).toString('base64')}"></body>`)
  await screenshot(viewer, 'art-printed', true)
  await viewer.close()
  const card = frontBox(layoutSheet(DEFAULT_PRINT), 0) // the first copy: Ryu
  const { box } = layoutFace({ ...services.catalogue.card('cfs-base', 'C001')! }, STANDARD_FACE.width, STANDARD_FACE.height, measureFace).art!
  const mm = 25.4 / 72
  /** The printed colour at a point of the art box (0–1 across and down). */
  const at = (fx: number, fy: number) => {
    const x = Math.round(((card.x + (box.x + fx * box.width) * mm) / 25.4) * page.dpi)
    const y = Math.round(((card.y + (box.y + fy * box.height) * mm) / 25.4) * page.dpi)
    const i = (y * page.width + x) * 3
    return [page.rgb[i], page.rgb[i + 1], page.rgb[i + 2]]
  }
  // Zoomed 2× with the crop point at 30 % across: the art's red centre sits right of the box's centre.
  const red = (rgb: number[]) => rgb[0] > 170 && rgb[1] < 80 && rgb[2] < 80
  expect(red(at(0.5, 0.5))).toBe(false)
  expect(red(at(0.85, 0.5))).toBe(true)
})
