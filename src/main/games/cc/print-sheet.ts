// Capcom Crossovers character sheets on paper: one page per character (more when its moves do not fit), to be
// read at arm's length across the table. The name and the stats on top, the special ability, then the moves
// listed by the card they are played on (Jack, Queen, King, Ace), and a legend of the letters in the footer.
// Pure: fonts come in as bytes, the PDF goes out. Boxes are in PDF points, origin bottom-left.
import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib'
import { invalid } from '../../../shared/errors'
import { PAPERS } from '../../../shared/print'
import { ellipsize, embedFonts, fitSize, type FontFiles, type Fonts, MM, widthOf, wrap } from '../../core/draw'
import { RANK_NAMES, type MoveRank } from './combo'
import { ATTRIBUTE_NAMES, ATTRIBUTES, cardsText, type CharacterSheet, MOVE_RANKS, MOVE_TYPES, type SheetMove, TAG_MARKS, TAG_NAMES, TYPE_RULES } from './sheet'

export type SheetPaper = 'a4' | 'letter'

export interface SheetPrintOptions {
  paper: SheetPaper
  /** As loadFonts() reads them: DejaVu Sans, regular and bold. */
  fonts: FontFiles
}

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.38, 0.42)
const RULE = rgb(0.72, 0.72, 0.75)
const SHADE = rgb(0.93, 0.93, 0.94)
const WHITE = rgb(1, 1, 1)

/** The same bytes for the same sheets: pdf-lib would stamp the time of writing. */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))

const MARGIN = 15 * MM
const HEADER = 61
const FOOTER = 44

/** The move's figures, right of its name, each centred in its column. */
const COLUMNS = [
  { label: 'Type', width: 42 },
  { label: 'Attributes', width: 76 },
  { label: 'Damage', width: 60 },
  { label: 'Priority', width: 54 },
  { label: 'Combo points', width: 66 },
] as const
const FIGURES_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0)

const NAME_SIZE = 14
const NAME_LEAD = 17
const CARDS_SIZE = 10.5
const CARDS_LEAD = 13
const TEXT_SIZE = 11
const TEXT_LEAD = 14.5
/** A move name as long as a sheet file allows (100 characters) takes at most 6. */
const MAX_NAME_LINES = 6
const MOVE_TOP = 8
/** DejaVu Sans above and below the baseline, in ems: lines are spaced so that these never overlap. */
const ASCENT = 0.93
const DESCENT = 0.24
/** From the name's last baseline to the cards' first. */
const CARDS_AFTER_NAME = NAME_SIZE * DESCENT + CARDS_SIZE * ASCENT + 1.5
const MOVE_BOTTOM = 7
const RANK_GAP = 14
const RANK_HEADER = 36

/**
 * The sheets as a PDF: each character starts on a page of its own, so a tag team prints as two (or more) pages.
 * Refuses an empty list, which would make a PDF with no page.
 */
export async function writeCharacterSheets(sheets: readonly CharacterSheet[], options: SheetPrintOptions): Promise<Uint8Array> {
  if (sheets.length === 0) throw invalid('no character sheet to print', 'sheets')
  const doc = await PDFDocument.create()
  // fontkit is loaded when a PDF is written: it takes a tenth of a second that nothing else needs.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default)
  doc.setTitle(`${sheets.map((sheet) => sheet.name).join(' & ')} — character sheets`)
  doc.setCreator('Ringside')
  doc.setProducer('Ringside')
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const fonts = await embedFonts(doc, options.fonts)
  const paper = PAPERS[options.paper]
  const size: [number, number] = [paper.width * MM, paper.height * MM]
  for (const sheet of sheets) new SheetPages(doc, fonts, size, sheet).write()
  return doc.save()
}

/** "King + up to 1 additional King", as the rule book writes a move's cards. */
export { cardsText } from '../../../shared/games/cc/sheet'

interface TextLine {
  /** Drawn in bold before the text, on a move's first line: "Effect:" when the text stands in for damage. */
  lead?: string
  text: string
}

interface MoveLayout {
  move: SheetMove
  nameLines: string[]
  marks: string
  /** The marks fit after the name's last line; else they take a line of their own. */
  marksInline: boolean
  cardsLines: string[]
  head: number
  lines: TextLine[]
  total: number
}

/** One character's pages: the cursor `y` runs down the page, and a new page starts where the next part does not fit. */
class SheetPages {
  private readonly pages: PDFPage[] = []
  private page!: PDFPage
  private y = 0
  private readonly left = MARGIN
  private readonly width: number
  private readonly bottom = MARGIN + FOOTER
  private readonly bodyTop: number

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly size: [number, number],
    private readonly sheet: CharacterSheet,
  ) {
    this.width = size[0] - 2 * MARGIN
    this.bodyTop = size[1] - MARGIN - HEADER
  }

  write(): void {
    this.newPage()
    this.stats()
    this.ability()
    for (const rank of MOVE_RANKS) this.rank(rank)
    this.pages.forEach((page, index) => this.footer(page, index))
  }

  private get room(): number {
    return this.y - this.bottom
  }

  private get atTop(): boolean {
    return this.y === this.bodyTop
  }

  private newPage(): void {
    this.page = this.doc.addPage(this.size)
    this.pages.push(this.page)
    this.header(this.pages.length > 1)
    this.y = this.bodyTop
  }

  private text(text: string, x: number, y: number, size: number, font: PDFFont, color = INK): void {
    this.page.drawText(text, { x, y, size, font, color })
  }

  private header(continued: boolean): void {
    const { bold, regular } = this.fonts
    const top = this.size[1] - MARGIN
    const mark = 'Example character'
    const markSize = 10
    const markWidth = this.sheet.example ? widthOf(bold, mark, markSize) + 16 : 0
    const room = this.width - (markWidth ? markWidth + 14 : 0)
    const suffix = continued ? ' (continued)' : ''
    const nameSize = fitSize(`${this.sheet.name}${suffix}`, bold, 26, 15, room)
    const name = ellipsize(this.sheet.name, bold, nameSize, room - widthOf(bold, suffix, nameSize)) + suffix
    const baseline = top - 25
    this.text(name, this.left, baseline, nameSize, bold)
    this.text('Capcom Crossovers · character sheet', this.left, baseline - 17, 9.5, regular, MUTED)
    if (this.sheet.example) {
      const x = this.left + this.width - markWidth
      this.page.drawRectangle({ x, y: baseline - 5, width: markWidth, height: 20, color: SHADE, borderColor: INK, borderWidth: 0.8 })
      this.text(mark, x + 8, baseline + 1.5, markSize, bold)
    }
    this.line(baseline - 27, 1.2, INK)
  }

  private line(y: number, thickness: number, color = RULE): void {
    this.page.drawLine({ start: { x: this.left, y }, end: { x: this.left + this.width, y }, thickness, color })
  }

  /** HP and the stats in a 3 × 3 grid, label left, figure right. */
  private stats(): void {
    const s = this.sheet
    const cells: [string, number][] = [
      ['HP', s.hp],
      ['Strength', s.strength],
      ['Speed', s.speed],
      ['Agility', s.agility],
      ['Endurance', s.endurance],
      ['Combo', s.combo],
      ['Basic Attack Priority', s.basicAttackPriority],
      ['Defense Bonus', s.defenseBonus],
      ['Throw damage', s.throwDamage],
    ]
    const cellWidth = this.width / 3
    const cellHeight = 27
    const top = this.y
    const { regular, bold } = this.fonts
    cells.forEach(([label, value], i) => {
      const x = this.left + (i % 3) * cellWidth
      const y = top - (Math.floor(i / 3) + 1) * cellHeight
      const labelWidth = widthOf(regular, label, 10.5)
      const figure = String(value)
      const figureRoom = cellWidth - 20 - labelWidth - 8
      const figureSize = fitSize(figure, bold, 16, 7, figureRoom)
      const shown = ellipsize(figure, bold, figureSize, figureRoom)
      this.text(label, x + 10, y + 9.5, 10.5, regular)
      this.text(shown, x + cellWidth - 10 - widthOf(bold, shown, figureSize), y + 8.5, figureSize, bold)
    })
    const rows = Math.ceil(cells.length / 3)
    for (let row = 1; row < rows; row++) this.line(top - row * cellHeight, 0.5)
    for (let col = 1; col < 3; col++) {
      const x = this.left + col * cellWidth
      this.page.drawLine({ start: { x, y: top }, end: { x, y: top - rows * cellHeight }, thickness: 0.5, color: RULE })
    }
    this.page.drawRectangle({ x: this.left, y: top - rows * cellHeight, width: this.width, height: rows * cellHeight, borderColor: INK, borderWidth: 1 })
    this.y = top - rows * cellHeight - 18
  }

  private ability(): void {
    const { bold, regular } = this.fonts
    const text = this.sheet.specialAbility.trim()
    const lines = text ? paragraphs(text, regular, 11, this.width) : ['None']
    if (this.room < 16 + 14) this.newPage()
    this.text('Special ability', this.left, this.y - 11, 11, bold)
    this.y -= 16
    for (const line of lines) {
      if (this.room < 14) this.newPage()
      this.text(line, this.left, this.y - 11, 11, regular, text ? INK : MUTED)
      this.y -= 14
    }
    this.y -= 4
  }

  /** The moves played on `rank`, under its name and a big rank letter; none, nothing drawn. */
  private rank(rank: MoveRank): void {
    const moves = this.sheet.moves.filter((move) => move.cards.rank === rank).map((move) => this.layout(move))
    if (moves.length === 0) return
    const first = moves[0]
    const gap = this.atTop ? 0 : RANK_GAP
    if (this.room < gap + RANK_HEADER + Math.min(first.total, first.head + 2 * TEXT_LEAD)) this.newPage()
    this.rankHeader(rank, false)
    // A whole move moves to the next page rather than split, unless it is too long for any page.
    const fresh = this.bodyTop - this.bottom - RANK_HEADER
    for (const move of moves) {
      if (move.total > this.room && (move.total <= fresh || this.room < move.head + 2 * TEXT_LEAD + MOVE_BOTTOM)) {
        this.newPage()
        this.rankHeader(rank, true)
      }
      this.drawMove(move, rank)
    }
  }

  private rankHeader(rank: MoveRank, continued: boolean): void {
    const { bold, regular } = this.fonts
    if (!this.atTop) this.y -= RANK_GAP
    const top = this.y
    const box = { x: this.left, y: top - 30, width: 25, height: 30 }
    this.page.drawRectangle({ ...box, color: INK })
    const letterWidth = widthOf(bold, rank, 19)
    this.text(rank, box.x + (box.width - letterWidth) / 2, box.y + 8.5, 19, bold, WHITE)
    const name = RANK_NAMES[rank] + (continued ? ' (continued)' : '')
    this.text(name, this.left + 34, top - 14, 15, bold)
    this.text(rank === 'A' ? 'super moves' : 'special moves', this.left + 34, top - 27, 9, regular, MUTED)
    let x = this.left + this.width - FIGURES_WIDTH
    for (const column of COLUMNS) {
      const labelWidth = widthOf(regular, column.label, 8.5)
      this.text(column.label, x + (column.width - labelWidth) / 2, top - 27, 8.5, regular, MUTED)
      x += column.width
    }
    this.line(top - RANK_HEADER + 3, 1, INK)
    this.y = top - RANK_HEADER + 3
  }

  private layout(move: SheetMove): MoveLayout {
    const { bold, regular } = this.fonts
    const nameWidth = this.width - FIGURES_WIDTH - 10
    let nameLines = wrap(move.name, bold, NAME_SIZE, nameWidth)
    if (nameLines.length === 0) nameLines = ['(no name)']
    // Past MAX_NAME_LINES the name is cut, so that a move's head always fits a page.
    if (nameLines.length > MAX_NAME_LINES) {
      const cut = nameLines.slice(MAX_NAME_LINES - 1).join(' ')
      nameLines = [...nameLines.slice(0, MAX_NAME_LINES - 1), ellipsize(cut, bold, NAME_SIZE, nameWidth)]
    }
    const marks = move.tag.map((mark) => `[${mark}]`).join(' ')
    const last = nameLines[nameLines.length - 1]
    const marksInline = !marks || widthOf(bold, last, NAME_SIZE) + 8 + widthOf(bold, marks, CARDS_SIZE) <= nameWidth
    const cardsLines = wrap(cardsText(move.cards), regular, CARDS_SIZE, nameWidth)
    const nameRows = nameLines.length + (marksInline ? 0 : 1)
    const head = MOVE_TOP + NAME_SIZE * ASCENT + (nameRows - 1) * NAME_LEAD + CARDS_AFTER_NAME + (cardsLines.length - 1) * CARDS_LEAD + CARDS_SIZE * DESCENT
    let lines: TextLine[]
    if (move.damage === null) {
      // The text stands where the damage would ("noted in place of the damage stat"), so it says so.
      const lead = 'Effect:'
      const [first = '', ...rest] = wrapIndented(move.text.trim(), regular, TEXT_SIZE, this.width, widthOf(bold, lead, TEXT_SIZE) + 4)
      lines = [{ lead, text: first }, ...rest.map((text) => ({ text }))]
    } else lines = paragraphs(move.text.trim(), regular, TEXT_SIZE, this.width).map((text) => ({ text }))
    const total = head + (lines.length ? 3 + lines.length * TEXT_LEAD : 0) + MOVE_BOTTOM
    return { move, nameLines, marks, marksInline, cardsLines, head, lines, total }
  }

  private drawMove(layout: MoveLayout, rank: MoveRank): void {
    const { bold, regular } = this.fonts
    const { move } = layout
    let y = this.y - MOVE_TOP - NAME_SIZE * ASCENT
    this.figures(move, y)
    for (const [i, line] of layout.nameLines.entries()) {
      this.text(line, this.left, y, NAME_SIZE, bold)
      if (i === layout.nameLines.length - 1 && layout.marks && layout.marksInline) {
        this.text(layout.marks, this.left + widthOf(bold, line, NAME_SIZE) + 8, y + 0.5, CARDS_SIZE, bold)
      }
      y -= NAME_LEAD
    }
    if (layout.marks && !layout.marksInline) {
      this.text(layout.marks, this.left, y, CARDS_SIZE, bold)
      y -= NAME_LEAD
    }
    y += NAME_LEAD - CARDS_AFTER_NAME
    for (const line of layout.cardsLines) {
      this.text(line, this.left, y, CARDS_SIZE, regular, MUTED)
      y -= CARDS_LEAD
    }
    this.y -= layout.head
    if (layout.lines.length) this.y -= 3
    for (const line of layout.lines) {
      if (this.room < TEXT_LEAD + MOVE_BOTTOM) {
        this.newPage()
        this.rankHeader(rank, true)
        this.y -= 4
        const suffix = ' (continued)'
        const name = ellipsize(move.name, bold, CARDS_SIZE, this.width - widthOf(bold, suffix, CARDS_SIZE)) + suffix
        this.text(name, this.left, this.y - CARDS_SIZE, CARDS_SIZE, bold, MUTED)
        this.y -= CARDS_LEAD + 3
      }
      const baseline = this.y - TEXT_SIZE
      let x = this.left
      if (line.lead) {
        this.text(line.lead, x, baseline, TEXT_SIZE, bold)
        x += widthOf(bold, line.lead, TEXT_SIZE) + 4
      }
      this.text(line.text, x, baseline, TEXT_SIZE, regular)
      this.y -= TEXT_LEAD
    }
    this.y -= MOVE_BOTTOM
    this.line(this.y, 0.5)
  }

  /** Type, attributes, damage, priority and combo points on the name's baseline. */
  private figures(move: SheetMove, baseline: number): void {
    const { bold, regular } = this.fonts
    const attributes = ATTRIBUTES.filter((a) => move.attributes.includes(a))
    const cells: { text: string; font: PDFFont; size: number; colour?: RGB }[] = [
      { text: move.type, font: bold, size: 15 },
      attributes.length ? { text: attributes.join(' '), font: bold, size: 13 } : { text: '–', font: regular, size: 13, colour: MUTED },
      move.damage === null ? { text: 'Effect', font: bold, size: 10.5 } : { text: String(move.damage), font: bold, size: 15 },
      { text: String(move.priority), font: bold, size: 15 },
      { text: String(move.points), font: bold, size: 15 },
    ]
    let x = this.left + this.width - FIGURES_WIDTH
    cells.forEach((cell, i) => {
      const room = COLUMNS[i].width - 6
      const size = fitSize(cell.text, cell.font, cell.size, 7, room)
      const text = ellipsize(cell.text, cell.font, size, room)
      const w = widthOf(cell.font, text, size)
      this.text(text, x + (COLUMNS[i].width - w) / 2, baseline, size, cell.font, cell.colour ?? INK)
      x += COLUMNS[i].width
    })
  }

  /** The legend of the letters on every page, and the page's place when a character takes more than one. */
  private footer(page: PDFPage, index: number): void {
    this.page = page
    const { bold, regular } = this.fonts
    const size = 8.5
    const lead = 11
    const top = MARGIN + FOOTER - 8
    this.line(top, 0.5, MUTED)
    const rows: [string, [string, string][]][] = [
      ['Move types', MOVE_TYPES.map((t) => [t, TYPE_RULES[t]])],
      ['Attributes', ATTRIBUTES.map((a) => [a, ATTRIBUTE_NAMES[a]])],
      ['Tag play', TAG_MARKS.map((t) => [`[${t}]`, TAG_NAMES[t]])],
    ]
    const labelWidth = Math.max(...rows.map(([label]) => widthOf(bold, label, size))) + 10
    rows.forEach(([label, items], row) => {
      const y = top - 11 - row * lead
      this.text(label, this.left, y, size, bold, MUTED)
      let x = this.left + labelWidth
      for (const [key, meaning] of items) {
        this.text(key, x, y, size, bold)
        x += widthOf(bold, key, size) + 3
        this.text(meaning, x, y, size, regular)
        x += widthOf(regular, meaning, size) + 12
      }
    })
    if (this.pages.length > 1) {
      const where = `${ellipsize(this.sheet.name, regular, size, this.width / 3)} · page ${index + 1} of ${this.pages.length}`
      this.text(where, this.left + this.width - widthOf(regular, where, size), top - 11 - 2 * lead, size, regular, MUTED)
    }
  }
}

/** Text wrapped at `width`, keeping the writer's line breaks as paragraph breaks. */
function paragraphs(text: string, font: PDFFont, size: number, width: number): string[] {
  return text.split(/\n/).flatMap((paragraph) => wrap(paragraph, font, size, width))
}

/** Like paragraphs, with the first line `indent` shorter (it follows a lead-in word). */
function wrapIndented(text: string, font: PDFFont, size: number, width: number, indent: number): string[] {
  const [first, ...rest] = text.split(/\n/)
  const words = first.split(/\s+/).filter(Boolean).join(' ')
  const head = wrap(words, font, size, width - indent)[0]
  if (head === undefined) return paragraphs(rest.join('\n'), font, size, width)
  // wrap's lines are the words in order, so the first line is where the paragraph starts.
  return [head, ...wrap(words.slice(head.length), font, size, width), ...paragraphs(rest.join('\n'), font, size, width)]
}
