// Printed character sheets written to a file: one page per character, all or nothing. The PDF is written on a
// worker thread (pdf-lib loads there), so the app's main process stays free; without a built worker, here.
import path from 'node:path'
import type { SheetPaper } from './print-sheet'
import type { CharacterSheet } from './sheet'
import { runOnWorker } from '../../jobs/workers'
import { loadFonts } from '../../game-kit/fonts'
import { writeFileAtomic } from '../../system/files'
import { invalid } from '../../../shared/errors'
import type { SheetJob } from './sheet-pdf'
import type { PrintedPdf } from '../../game-kit/game'

/** The built worker script, beside the built main code; absent when running from source. */
export const SHEET_WORKER_FILE = path.join(__dirname, 'sheet-worker.js')

/**
 * The sheets' PDF: made on the worker `workerFile` (the app, SHEET_WORKER_FILE), or here without one (the command,
 * which has no window to keep answering and would only wait for the worker to start).
 */
export async function sheetsPdf(sheets: readonly CharacterSheet[], paper: SheetPaper, workerFile = ''): Promise<PrintedPdf> {
  // Refused here, so the refusal keeps its kind (a worker's comes back as its message alone).
  if (sheets.length === 0) throw invalid('no character sheet to print', 'sheets')
  const job: SheetJob = { sheets, paper, fonts: loadFonts() }
  const here = async () => (await import('./sheet-pdf')).writeSheetPdf(job)
  return runOnWorker<SheetJob, PrintedPdf>(workerFile, job, () => {}, here).done
}

/** Writes the sheets' PDF (sheetsPdf) to `file`. */
export async function printSheets(
  sheets: readonly CharacterSheet[],
  paper: SheetPaper,
  file: string,
  workerFile = '',
): Promise<{ path: string; pages: number }> {
  const { pdf, pages } = await sheetsPdf(sheets, paper, workerFile)
  writeFileAtomic(file, pdf)
  return { path: file, pages }
}
