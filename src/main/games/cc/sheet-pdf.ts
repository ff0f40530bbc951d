// A character sheet PDF written in memory: what the sheet worker runs. Kept apart from print.ts so the worker
// loads pdf-lib and the sheet layout alone, not main's services.
import type { SheetPaper } from './print-sheet'
import type { CharacterSheet } from './sheet'
import type { PrintedPdf } from '../../game-kit/game'

/** What the sheet worker is given: the sheets, the paper and the fonts (read in main, where the package is). */
export interface SheetJob {
  sheets: readonly CharacterSheet[]
  paper: SheetPaper
  fonts: { regular: Uint8Array; bold: Uint8Array }
}

export async function writeSheetPdf(job: SheetJob): Promise<PrintedPdf> {
  const [{ PDFDocument }, { writeCharacterSheets }] = await Promise.all([import('pdf-lib'), import('./print-sheet')])
  const pdf = await writeCharacterSheets(job.sheets, { paper: job.paper, fonts: job.fonts })
  return { pdf, pages: (await PDFDocument.load(pdf)).getPageCount() }
}
