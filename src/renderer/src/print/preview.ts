// What the print preview draws on a page: the places the PDF writer uses (shared/print-pages.ts), placed by
// percentages of the page so it scales to any width, and the words that name and sum up each page.
import type { Box, PrintOptions, SheetLayout } from '../../../shared/print'
import { backPlaces, frontPlaces, type Mark, type Place, type PrintPage, sheetMarks } from '../../../shared/print-pages'

/** A box as percentages of the page's width (x, width) and height (y, height), for CSS. */
export interface PercentBox {
  left: number
  top: number
  width: number
  height: number
}

/** A sheet page's cards (or backs) in their places and its cut marks, in millimetres like the PDF's. */
export interface PreviewSheet {
  places: Place[]
  marks: Mark[]
}

/** Where a box sits on the page scaled to any size: as CSS percentages of the page. */
export function percent(layout: SheetLayout, b: Box): PercentBox {
  const { width, height } = layout.page
  return { left: (b.x / width) * 100, top: (b.y / height) * 100, width: (b.width / width) * 100, height: (b.height / height) * 100 }
}

/** A sheet page as the PDF draws it; null for the other pages. */
export function previewSheet(layout: SheetLayout, options: PrintOptions, page: PrintPage): PreviewSheet | null {
  if (page.kind !== 'front' && page.kind !== 'back') return null
  // The PDF prints cut marks on the fronts only.
  if (page.kind === 'back') return { places: backPlaces(layout, options, page.sheet), marks: [] }
  const places = frontPlaces(layout, options, page.sheet)
  return {
    places,
    marks: sheetMarks(
      layout,
      options,
      places.map((p) => p.box),
    ),
  }
}

/** What a page is, in a few words: "Sheet 2", "Backs of sheet 2", "Decklist", "Calibration". */
export function pageTitle(page: PrintPage): string {
  switch (page.kind) {
    case 'front':
      return `Sheet ${page.sheet.index + 1}`
    case 'back':
      return `Backs of sheet ${page.sheet.index + 1}`
    case 'decklist':
      return 'Decklist'
    case 'calibration':
      return 'Calibration'
  }
}

/**
 * The page read out as one sentence: a screen reader hears which cards a sheet holds, counted by name, rather
 * than every face in turn.
 */
export function pageSummary(page: PrintPage, index: number, total: number, names: readonly string[]): string {
  const head = `Page ${index + 1} of ${total}, ${pageTitle(page).toLowerCase()}`
  if (page.kind === 'decklist') return `${head}: the deck's cards listed by section`
  if (page.kind === 'calibration') return `${head}: 50 mm rulers and a card outline`
  const { first, count } = page.sheet
  const range = count === 1 ? `card ${first + 1}` : `cards ${first + 1} to ${first + count}`
  if (page.kind === 'back') return `${head}: ${count} card ${count === 1 ? 'back' : 'backs'}, behind ${range}`
  const counts = new Map<string, number>()
  for (const name of names.slice(first, first + count)) counts.set(name, (counts.get(name) ?? 0) + 1)
  return `${head}, ${range} of ${names.length}: ${[...counts].map(([name, n]) => (n > 1 ? `${n} ${name}` : name)).join(', ')}`
}
