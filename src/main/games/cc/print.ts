// Printed character sheets written to a file: one page per character, all or nothing. The PDF is written on a
// worker thread (pdf-lib loads there), so the app's main process stays free; without a built worker, here.
import path from 'node:path'
import type { SheetPaper } from './print-sheet'
import type { CharacterSheet } from './sheet'
import { runOnWorker } from '../../jobs/workers'
import { loadFonts } from '../../game-kit/fonts'
import { writeFileAtomic } from '../../system/files'
import { invalid } from '../../../shared/errors'
import type { SheetJob, SheetPdf } from './sheet-pdf'

/** The built worker script, beside the built main code; absent when running from source. */
export const SHEET_WORKER_FILE = path.join(__dirname, 'sheet-worker.js')

/**
 * Writes the sheets' PDF to `file`: on the worker `workerFile` (the app, SHEET_WORKER_FILE), or here without one
 * (the command, which has no window to keep answering and would only wait for the worker to start).
 */
export async function printSheets(
  sheets: readonly CharacterSheet[],
  paper: SheetPaper,
  file: string,
  workerFile = '',
): Promise<{ path: string; pages: number }> {
  // Refused here, so the refusal keeps its kind (a worker's comes back as its message alone).
  if (sheets.length === 0) throw invalid('no character sheet to print', 'sheets')
  const job: SheetJob = { sheets, paper, fonts: loadFonts() }
  const here = async () => (await import('./sheet-pdf')).writeSheetPdf(job)
  const { pdf, pages } = await runOnWorker<SheetJob, SheetPdf>(workerFile, job, () => {}, here).done
  writeFileAtomic(file, pdf)
  return { path: file, pages }
}
