// Card Shot! characters on paper: one page per character, then one page that sums up the turn. A character's page
// has its name and suit, a box per special card (its rank, name, attack or "/N" defense value, effect A upright and
// effect B sideways with the form Ringside plays them by, the card's own words) and the exact odds of its opening
// five. The quick reference words the turn from the Card Shot! rule book, with its section numbers.
// Every text wraps inside its box; when a page would not hold it all, the page's text is set smaller (and, past the
// smallest size, cut with …) so that nothing ever runs off its box or the page.
// Pure: fonts come in as bytes, the PDF goes out, the same bytes for the same characters and paper. Boxes are in PDF
// points, origin bottom-left.
import { type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib'
import { invalid } from '../../../shared/errors'
import { PAPERS, type Paper } from '../../../shared/print'
import { formText, SPECIAL_RANKS, SUIT_SYMBOLS, type CsCharacter, type CsEffect, type CsSpecial, type CsSpecialRank } from '../../../shared/games/cs/character'
import { ellipsize, embedFonts, type FontFiles, type Fonts, hex, MM, widthOf, wrap } from '../../core/draw'
import { openingOdds } from './odds'
import { absorbEffect } from './rules'
import { newDocument } from '../../game-kit/sheets'

/** pdf-lib would stamp the time of writing; a fixed date keeps the bytes the same. */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.38, 0.42)
const RULE = rgb(0.75, 0.75, 0.78)
const SHADE = rgb(0.94, 0.94, 0.95)
const WHITE = rgb(1, 1, 1)
const RED = hex('#b3261e')

const MARGIN = 15 * MM
const FOOTER = 22
/** DejaVu Sans above and below the baseline, in ems: lines are spaced so that these never overlap. */
const ASCENT = 0.93
const DESCENT = 0.24
/** The page's text size shrinks from the first to the last until everything fits. */
const TEXT_SIZES = { largest: 10, smallest: 5, step: 0.25 }

export interface CsSheetOptions {
  paper: Paper
}

export interface CsPrinted {
  pdf: Uint8Array
  pages: number
}

const RANK_NAMES: Readonly<Record<CsSpecialRank, string>> = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', '2': 'Deuce' }
const SUIT_NAMES = { spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds', clubs: 'Clubs' } as const

/** Each character's page, then the quick reference of the turn. Refuses an empty list: a sheet is of someone. */
export async function writeCsSheets(characters: readonly CsCharacter[], options: CsSheetOptions, fontFiles: FontFiles): Promise<CsPrinted> {
  if (characters.length === 0) throw invalid('no Card Shot! character to print', 'characters')
  const paper = PAPERS[options.paper]
  if (!paper) throw invalid(`no paper "${String(options.paper)}": a4 or letter`, 'paper')
  const doc = await newDocument(`${characters.map((c) => c.name).join(' & ')} — Card Shot! character sheets`)
  doc.setProducer('Ringside')
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const fonts = await embedFonts(doc, fontFiles)
  const size: [number, number] = [paper.width * MM, paper.height * MM]
  const pages = characters.length + 1
  characters.forEach((character, i) => drawCharacter(new Sheet(doc.addPage(size), fonts), character, `page ${i + 1} of ${pages}`))
  drawReference(new Sheet(doc.addPage(size), fonts), `page ${pages} of ${pages}`)
  return { pdf: await doc.save(), pages: doc.getPageCount() }
}

// ---------------------------------------------------------------------------------------------------------------
// Text that wraps

/** A wrapped text, ready to draw: its lines, their font, size and colour. */
interface Para {
  lines: string[]
  font: PDFFont
  size: number
  color: RGB
}

const leadOf = (p: Para) => p.size * 1.22

function para(text: string, font: PDFFont, size: number, width: number, color: RGB = INK): Para {
  const lines = safe(font, text)
    .split('\n')
    .flatMap((part) => wrap(part, font, size, width))
  return { lines, font, size, color }
}

/** From the first line's top to the last line's lowest point; 0 for no text. */
function heightOf(p: Para): number {
  return p.lines.length === 0 ? 0 : (p.lines.length - 1) * leadOf(p) + p.size * (ASCENT + DESCENT)
}

/**
 * Draws the text from `top` down, left-aligned at `x` (or ending at `x` when `right`). Lines that would reach below
 * `floor` are left out, and the last one drawn then ends in …, so a text never runs out of its box.
 */
function drawPara(page: PDFPage, p: Para, x: number, top: number, floor: number, width: number, right = false): void {
  let y = top - p.size * ASCENT
  for (const [i, line] of p.lines.entries()) {
    if (y - p.size * DESCENT < floor - 0.01) return
    const cut = i + 1 < p.lines.length && y - leadOf(p) - p.size * DESCENT < floor - 0.01
    const text = cut ? ellipsize(`${line}…`, p.font, p.size, width) : line
    const at = right ? x - widthOf(p.font, text, p.size) : x
    page.drawText(text, { x: at, y, size: p.size, font: p.font, color: p.color })
    if (cut) return
    y -= leadOf(p)
  }
}

/** What the font can draw of `text`: a character with no glyph in DejaVu Sans is printed as '?', never as an empty box. */
const charsets = new WeakMap<PDFFont, Set<number>>()
function safe(font: PDFFont, text: string): string {
  let set = charsets.get(font)
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())))
  const known = set
  return [...text].map((char) => (char === '\n' || known.has(char.codePointAt(0)!) ? char : '?')).join('')
}

/** One page being drawn: its size, the space inside the margins, and the page's place in the PDF at the foot. */
class Sheet {
  readonly width: number
  readonly left = MARGIN
  readonly top: number
  readonly bottom = MARGIN + FOOTER

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.width = page.getWidth() - 2 * MARGIN
    this.top = page.getHeight() - MARGIN
  }

  text(text: string, x: number, y: number, size: number, font: PDFFont, color: RGB = INK): void {
    this.page.drawText(safe(font, text), { x, y, size, font, color })
  }

  rule(y: number, thickness = 0.5, color: RGB = RULE): void {
    this.page.drawLine({ start: { x: this.left, y }, end: { x: this.left + this.width, y }, thickness, color })
  }

  footer(what: string, where: string): void {
    const { regular } = this.fonts
    const y = MARGIN + 4
    this.rule(MARGIN + FOOTER - 8)
    const room = this.width - widthOf(regular, where, 8) - 20
    this.text(ellipsize(safe(regular, what), regular, 8, room), this.left, y, 8, regular, MUTED)
    this.text(where, this.left + this.width - widthOf(regular, where, 8), y, 8, regular, MUTED)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A character's page

function suitColour(character: CsCharacter): RGB {
  return character.suit === 'hearts' || character.suit === 'diamonds' ? RED : INK
}

function drawCharacter(sheet: Sheet, character: CsCharacter, where: string): void {
  let y = header(sheet, character)
  const odds = oddsHeight()
  const room = y - sheet.bottom - odds - 12
  // The largest text size at which the five boxes fit; at the smallest, each box gets a fair share and is cut to it.
  let size = TEXT_SIZES.largest
  let boxes = SPECIAL_RANKS.map((rank) => specialBox(sheet, rank, character.specials[rank], size))
  const total = (list: SpecialBox[]) => list.reduce((sum, box) => sum + box.height, 0) + (list.length - 1) * BOX_GAP
  while (total(boxes) > room && size > TEXT_SIZES.smallest) {
    size = Math.max(TEXT_SIZES.smallest, size - TEXT_SIZES.step)
    boxes = SPECIAL_RANKS.map((rank) => specialBox(sheet, rank, character.specials[rank], size))
  }
  const share = (room - (boxes.length - 1) * BOX_GAP) / boxes.length
  const cut = total(boxes) > room
  for (const box of boxes) {
    const height = cut ? Math.min(box.height, share) : box.height
    box.draw(y, height)
    y -= height + BOX_GAP
  }
  drawOdds(sheet, character, y - 12 + BOX_GAP)
  sheet.footer("Card Shot! character sheet · rules: Help → Rules in Ringside · (04-01) and the like: the rule book's sections", where)
}

/** The name, "Card Shot! character sheet", the suit badge and what the suit does; returns the y under it. */
function header(sheet: Sheet, character: CsCharacter): number {
  const { bold, regular } = sheet.fonts
  const badge = { width: 64, height: 58 }
  const nameRoom = sheet.width - badge.width - 14
  // On one line from 24 pt down to 16; a longer name on two lines from 16 down to 11, cut with … past them.
  const written = character.name.trim() || '(no name)'
  let name = para(written, bold, 24, nameRoom)
  for (let size = 23; name.lines.length > 1 && size >= 16; size--) name = para(written, bold, size, nameRoom)
  for (let size = 15; name.lines.length > 2 && size >= 11; size--) name = para(written, bold, size, nameRoom)
  if (name.lines.length > 2) name = { ...name, lines: [name.lines[0], ellipsize(name.lines.slice(1).join(' '), bold, name.size, nameRoom)] }
  drawPara(sheet.page, name, sheet.left, sheet.top, -Infinity, nameRoom)
  let y = sheet.top - heightOf(name) - 4
  const kind = `Card Shot! character sheet${character.example ? ' · an example shipped with Ringside' : ''}`
  sheet.text(kind, sheet.left, y - 9.5 * ASCENT, 9.5, regular, MUTED)
  y -= 9.5 * (ASCENT + DESCENT)

  // The suit badge, top right: its symbol large, its name under it.
  const bx = sheet.left + sheet.width - badge.width
  const by = sheet.top - badge.height
  sheet.page.drawRectangle({ x: bx, y: by, width: badge.width, height: badge.height, borderColor: INK, borderWidth: 1 })
  const symbol = character.suit ? SUIT_SYMBOLS[character.suit] : '?'
  sheet.text(symbol, bx + (badge.width - widthOf(bold, symbol, 28)) / 2, by + 23, 28, bold, suitColour(character))
  const label = character.suit ? SUIT_NAMES[character.suit].toUpperCase() : 'NO SUIT'
  sheet.text(label, bx + (badge.width - widthOf(bold, label, 8)) / 2, by + 7, 8, bold, MUTED)

  y = Math.min(y, by) - 8
  const words = character.suit
    ? `${SUIT_SYMBOLS[character.suit]} ${SUIT_NAMES[character.suit]} is the character's suit: a ${SUIT_SYMBOLS[character.suit]} number card attacks for 1 more, 10 at most (04-01); a ${SUIT_SYMBOLS[character.suit]} card discarded in Damage Absorption reduces the damage by 2, a ${SUIT_SYMBOLS[character.suit]} special card by 1 more than it prints (04-02). The special cards below are the A, K, Q, J and 2 of every suit.`
    : 'No suit chosen yet: the suit gives number cards +1 and absorbs 2 per card; ringside validate says how to fix the character.'
  const rules = para(words, regular, 8.5, sheet.width)
  drawPara(sheet.page, rules, sheet.left, y, -Infinity, sheet.width)
  y -= heightOf(rules) + 7
  sheet.rule(y, 1.2, INK)
  return y - 8
}

const BOX_GAP = 5
const RANK_COLUMN = 42

interface SpecialBox {
  height: number
  /** Draws the box from `top`, `height` high; its text is cut to fit when the height is less than it needs. */
  draw(top: number, height: number): void
}

/** The effect's label, its text, and the form Ringside plays it by (none for an effect played by hand). */
interface EffectColumn {
  label: Para
  text: Para
  form: Para | null
  height: number
}

/** One special card's box at text size `size`: measured first, so the page can pick a size that fits. */
function specialBox(sheet: Sheet, rank: CsSpecialRank, special: CsSpecial | undefined, size: number): SpecialBox {
  const { bold, regular } = sheet.fonts
  const pad = 0.4 * size + 2
  const x = sheet.left + RANK_COLUMN + pad
  const width = sheet.width - RANK_COLUMN - 2 * pad
  const small = Math.max(5.5, size - 2)

  // The value, right of the name: "attack value 9", or "defense value /5".
  const value = special ? `${special.defense ? '/' : ''}${special.value}` : '–'
  const valueSize = size + 5
  const valueLabel = special ? (special.defense ? 'defense value' : 'attack value') : 'no card'
  const labelWidth = widthOf(regular, valueLabel, small)
  const badgeWidth = labelWidth + 4 + widthOf(bold, value, valueSize)
  const nameRoom = width - badgeWidth - 12
  const name = para(special?.name.trim() || 'No special card on this rank', bold, size + 3, nameRoom, special ? INK : MUTED)
  const head = Math.max(heightOf(name), valueSize * (ASCENT + DESCENT))

  const columns = effectColumns(sheet, special, size, width)
  const effects = Math.max(...columns.map((c) => c.height))
  const own = special?.text.trim() ? para(special.text.trim(), regular, size - 0.5, width, MUTED) : null
  const height = pad + head + 5 + effects + (own ? 6 + heightOf(own) : 0) + pad

  const draw = (top: number, boxHeight: number): void => {
    const page = sheet.page
    const bottom = top - boxHeight
    const floor = bottom + pad
    page.drawRectangle({ x: sheet.left, y: bottom, width: sheet.width, height: boxHeight, borderColor: INK, borderWidth: 0.8 })
    // The rank in a dark column: the letter large, its name under it.
    page.drawRectangle({ x: sheet.left, y: bottom, width: RANK_COLUMN, height: boxHeight, color: INK })
    const letterSize = Math.min(24, boxHeight * 0.45)
    sheet.text(rank, sheet.left + (RANK_COLUMN - widthOf(bold, rank, letterSize)) / 2, top - 6 - letterSize * ASCENT, letterSize, bold, WHITE)
    const rankName = RANK_NAMES[rank]
    if (boxHeight > letterSize + 22)
      sheet.text(rankName, sheet.left + (RANK_COLUMN - widthOf(regular, rankName, 7)) / 2, top - 12 - letterSize - 7 * ASCENT, 7, regular, WHITE)

    let y = top - pad
    drawPara(page, name, x, y, floor, nameRoom)
    const valueWidth = widthOf(bold, value, valueSize)
    const labelBaseline = y - valueSize * ASCENT
    if (labelBaseline - small * DESCENT >= floor) sheet.text(valueLabel, x + width - valueWidth - 4 - labelWidth, labelBaseline, small, regular, MUTED)
    drawPara(page, { lines: [value], font: bold, size: valueSize, color: INK }, x + width, y, floor, valueWidth, true)
    y -= head + 2.5
    if (y < floor) return
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.5, color: RULE })
    y -= 2.5
    const columnWidth = columns.length === 1 ? width : (width - COLUMN_GAP) / 2
    columns.forEach((column, i) => {
      const cx = x + i * (columnWidth + COLUMN_GAP)
      let cy = y
      drawPara(page, column.label, cx, cy, floor, columnWidth)
      cy -= heightOf(column.label) + 2
      drawPara(page, column.text, cx, cy, floor, columnWidth)
      cy -= heightOf(column.text) + 2
      if (column.form) drawPara(page, column.form, cx, cy, floor, columnWidth)
    })
    if (columns.length === 2 && y - effects > floor) {
      const mid = x + columnWidth + COLUMN_GAP / 2
      page.drawLine({ start: { x: mid, y }, end: { x: mid, y: Math.max(floor, y - effects) }, thickness: 0.5, color: RULE })
    }
    y -= effects
    if (own && y - 6 > floor) drawPara(page, own, x, y - 6, floor, width)
  }
  return { height, draw }
}

const COLUMN_GAP = 14

/** Effects A and B side by side; a card with one effect has one column, used upright or sideways. */
function effectColumns(sheet: Sheet, special: CsSpecial | undefined, size: number, width: number): EffectColumn[] {
  const { bold, regular } = sheet.fonts
  const small = Math.max(5.5, size - 2)
  const column = (label: string, effect: CsEffect | null, columnWidth: number): EffectColumn => {
    const head = para(label, bold, small, columnWidth, MUTED)
    const text = para(effect?.text.trim() || 'no effect', regular, size, columnWidth, effect?.text.trim() ? INK : MUTED)
    const form = effect?.form ? para(playedAs(effect.text, formText(effect.form)), regular, small, columnWidth, MUTED) : null
    return { label: head, text, form, height: heightOf(head) + 2 + heightOf(text) + (form ? 2 + heightOf(form) : 0) }
  }
  if (!special || special.b === null) return [column('EFFECT A · UPRIGHT OR SIDEWAYS (ITS ONLY EFFECT)', special?.a ?? null, width)]
  const half = (width - COLUMN_GAP) / 2
  return [column('EFFECT A · PLACED UPRIGHT', special.a, half), column('EFFECT B · PLACED SIDEWAYS', special.b, half)]
}

/** The form Ringside plays an effect by, said once when the effect's text already says it. */
function playedAs(text: string, form: string): string {
  const plain = (words: string) => words.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')
  return plain(form) === plain(text) ? 'Ringside plays it as written' : `Ringside plays it as: ${form}`
}

// The opening odds, under the boxes: four figures in a row.

const ODDS_TITLE = 9
const ODDS_CELL = 40

function oddsHeight(): number {
  return ODDS_TITLE * (ASCENT + DESCENT) + 6 + ODDS_CELL
}

function drawOdds(sheet: Sheet, character: CsCharacter, top: number): void {
  const { bold, regular } = sheet.fonts
  const odds = openingOdds(character)
  const absorbing = SPECIAL_RANKS.filter((rank) => absorbEffect(character.specials[rank] ?? null) > 0)
  const suit = character.suit ? `a ${SUIT_SYMBOLS[character.suit]} card` : 'a card of its suit'
  const cells: [number, string][] = [
    [odds.joker, 'a joker (2 in the deck)'],
    [odds.suit, `${suit} (13 in the deck)`],
    [odds.special, 'a special card (20: A, K, Q, J, 2)'],
    [
      odds.absorb,
      absorbing.length ? `a special card that absorbs (${absorbing.length * 4}: ${absorbing.join(', ')})` : 'a special card that absorbs (none does)',
    ],
  ]
  const title = 'Opening five: the exact chance of at least one, before any joker is swapped (03-04)'
  sheet.text(ellipsize(safe(bold, title), bold, ODDS_TITLE, sheet.width), sheet.left, top - ODDS_TITLE * ASCENT, ODDS_TITLE, bold)
  const cellTop = top - ODDS_TITLE * (ASCENT + DESCENT) - 6
  const cellWidth = sheet.width / cells.length
  sheet.page.drawRectangle({ x: sheet.left, y: cellTop - ODDS_CELL, width: sheet.width, height: ODDS_CELL, color: SHADE })
  cells.forEach(([chance, label], i) => {
    const x = sheet.left + i * cellWidth + 8
    const figure = `${(chance * 100).toFixed(1)}%`
    sheet.text(figure, x, cellTop - 5 - 14 * ASCENT, 14, bold)
    const words = para(label, regular, 7, cellWidth - 16, MUTED)
    drawPara(sheet.page, words, x, cellTop - 5 - 14 - 3, cellTop - ODDS_CELL + 1, cellWidth - 16)
  })
}

// ---------------------------------------------------------------------------------------------------------------
// The quick reference

/** The turn as the rule book has it, step by step, each with the sections it comes from. */
const REFERENCE: readonly { step: string; sections: string; points: readonly string[] }[] = [
  {
    step: 'Goal',
    sections: '03-01',
    points: ["Reduce your opponent's deck to 0 cards. A player with no cards left in the deck, at any time, loses."],
  },
  {
    step: 'Setting up',
    sections: '02, 03-03',
    points: [
      'Each player has a character and a standard deck of 54 cards (52 and two jokers), shuffled, then cut by the opponent.',
      'Rock-Paper-Scissors decides the first Active Player. Both players play each step together, the Active Player first; the other player is the Active Player next turn.',
    ],
  },
  {
    step: 'The cards',
    sections: '03-02',
    points: [
      "Number cards 3 to 10 are basic attacks. A, K, Q, J and 2 of every suit are the character's special cards (its sheet). Jokers act in the draw and in the damage.",
    ],
  },
  {
    step: '1 · Draw Step',
    sections: '03-04',
    points: ['Draw until you hold five cards (your Hand Size).', 'Then, holding a joker, you may discard it to draw two more cards.'],
  },
  { step: '2 · Pre-Attack Step', sections: '03-04', points: ['Some abilities and effects are used here.'] },
  {
    step: '3 · Attack Step',
    sections: '04-01, 05-02',
    points: [
      'The Active Player places a card face down, then the other player. You must play a card if at all possible.',
      'No card to play, or a card that takes no part in combat: it counts as an unidentified card with no suit and a value of 0.',
      'A special card placed upright uses its effect A, placed sideways its effect B. A card with one effect may be placed either way (a bluff) and uses that effect.',
    ],
  },
  {
    step: 'Values',
    sections: '04-01',
    points: [
      "A number card is worth its number, +1 when it is of your character's suit (the Same Suit Bonus), 10 at most.",
      'A special card is worth its attack value, or its defense value when its name is followed by "/N".',
    ],
  },
  {
    step: 'Combat',
    sections: '04-01, 05-04',
    points: [
      "Turn both cards face up. Effects that change values come first (the Active Player's, then the other player's); then compare the values.",
      'The player with the lower value takes damage equal to the difference, unless the higher value is a defense value: then no damage is done.',
      "Then the effects of the higher value, the damage, and the attacks' other effects.",
    ],
  },
  {
    step: 'Damage Absorption',
    sections: '04-02, 05-03',
    points: [
      'Discard cards from your hand to reduce the damage: 1 per card, 2 for a card of your suit. A special card that reduces damage does as printed, 1 more when it is of your suit.',
      'The rest of the damage discards that many cards from the top of your deck, one at a time. A joker discarded this way prevents the rest of the damage.',
      'Damage always allows absorption; an effect that makes a player discard from the deck does not.',
    ],
  },
  { step: '4 · Post-Attack Step', sections: '03-04', points: ['Some abilities and effects are used here.'] },
  {
    step: '5 · Discard Step',
    sections: '03-04',
    points: ['With more than five cards in hand, discard down to five. Then each player may discard one more card.'],
  },
  {
    step: 'Golden Rule',
    sections: '05-01',
    points: ['When a card or ability breaks these rules, the card or ability takes precedence.'],
  },
]

const STEP_COLUMN = 118
const BULLET = 10

function drawReference(sheet: Sheet, where: string): void {
  const { bold, regular } = sheet.fonts
  const title = para('Card Shot! — quick reference: the turn', bold, 18, sheet.width)
  drawPara(sheet.page, title, sheet.left, sheet.top, -Infinity, sheet.width)
  let y = sheet.top - heightOf(title) - 5
  const intro = para(
    'Worded from the Card Shot! rule book (v1.0): the numbers in brackets are its sections. Repeat steps 1 to 5 until a player wins.',
    regular,
    9.5,
    sheet.width,
    MUTED,
  )
  drawPara(sheet.page, intro, sheet.left, y, -Infinity, sheet.width)
  y -= heightOf(intro) + 7
  sheet.rule(y, 1.2, INK)
  y -= 2

  const textWidth = sheet.width - STEP_COLUMN - BULLET
  const rowsAt = (size: number) =>
    REFERENCE.map((row) => {
      const points = row.points.map((point) => para(point, regular, size, textWidth))
      const step = para(row.step, bold, size + 0.5, STEP_COLUMN - 10)
      const sections = para(`(${row.sections})`, regular, size - 1.5, STEP_COLUMN - 10, MUTED)
      const text = points.reduce((sum, p) => sum + heightOf(p), 0) + (points.length - 1) * size * 0.45
      return { points, step, sections, height: Math.max(heightOf(step) + 2 + heightOf(sections), text) + 2 * ROW_PAD }
    })
  let size = 10.5
  let rows = rowsAt(size)
  const fits = (list: typeof rows) => list.reduce((sum, row) => sum + row.height, 0) <= y - sheet.bottom
  while (!fits(rows) && size > TEXT_SIZES.smallest) rows = rowsAt((size -= TEXT_SIZES.step))
  for (const row of rows) {
    const floor = Math.max(sheet.bottom, y - row.height)
    let top = y - ROW_PAD
    drawPara(sheet.page, row.step, sheet.left, top, floor, STEP_COLUMN - 10)
    drawPara(sheet.page, row.sections, sheet.left, top - heightOf(row.step) - 2, floor, STEP_COLUMN - 10)
    for (const point of row.points) {
      if (top - point.size * (ASCENT + DESCENT) < floor) break
      sheet.text('•', sheet.left + STEP_COLUMN, top - point.size * ASCENT, point.size, regular, MUTED)
      drawPara(sheet.page, point, sheet.left + STEP_COLUMN + BULLET, top, floor, textWidth)
      top -= heightOf(point) + point.size * 0.45
    }
    y -= row.height
    if (y < sheet.bottom) break
    sheet.rule(y)
  }
  sheet.footer("Card Shot! quick reference · rules: Help → Rules in Ringside · (04-01) and the like: the rule book's sections", where)
}

const ROW_PAD = 5
