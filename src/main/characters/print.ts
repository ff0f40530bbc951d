// Printed character sheets written to a file: one page per character, all or nothing. pdf-lib loads here, when
// a sheet is printed.
import type { SheetPaper } from '../games/cc/print-sheet'
import type { CharacterSheet } from '../games/cc/sheet'
import { loadFonts } from '../printing/print'
import { writeFileAtomic } from '../system/files'

export async function printSheets(sheets: readonly CharacterSheet[], paper: SheetPaper, file: string): Promise<{ path: string; pages: number }> {
  const [{ PDFDocument }, { writeCharacterSheets }] = await Promise.all([import('pdf-lib'), import('../games/cc/print-sheet')])
  const pdf = await writeCharacterSheets(sheets, { paper, fonts: loadFonts() })
  writeFileAtomic(file, pdf)
  return { path: file, pages: (await PDFDocument.load(pdf)).getPageCount() }
}
