// Card Shot! character sheets and the quick reference, read back with poppler: one page per character then the
// reference, A4 and Letter, the same bytes for the same input, the text a player reads, and a layout that keeps
// every word on the page, inside its box and clear of every other word, however long the texts are.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { CS_LIMITS, formText, type CsCharacter, type CsSpecial } from '../../../../src/shared/games/cs/character'
import { checkCsCharacter } from '../../../../src/main/games/cs/character'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { openingOdds } from '../../../../src/main/games/cs/odds'
import { MM } from '../../../../src/main/core/draw'
import { loadFonts } from '../../../../src/main/game-kit/fonts'
import { writeCsSheets } from '../../../../src/main/games/cs/print'
import { inked, pageCount, renderPage, type Raster } from '../../../pdf-render'
import type { Paper } from '../../../../src/shared/print'

const fonts = loadFonts()
const MARGIN = 15 * MM
const print = (characters: readonly CsCharacter[], paper: Paper = 'a4') => writeCsSheets(characters, { paper }, fonts)

/** Plain words `length` characters long: "alpha0 alpha1 alpha2 …". */
function words(length: number, stem: string): string {
  let text = ''
  for (let i = 0; text.length < length; i++) text += `${stem}${i} `
  return text.slice(0, length).trim()
}

/** Every text as long as a character file allows, every card with two effects and a form, values at the most. */
const LONGEST: CsCharacter = {
  ...ROOK,
  id: 'longest',
  name: words(CS_LIMITS.characterName, 'Name'),
  example: false,
  specials: Object.fromEntries(
    Object.entries(ROOK.specials).map(([rank, special]): [string, CsSpecial] => [
      rank,
      {
        ...special!,
        name: words(CS_LIMITS.cardName, `${rank}card`),
        value: 10,
        a: { text: words(CS_LIMITS.effectText, `${rank}alpha`), form: { kind: 'value', amount: 10 } },
        b: { text: words(CS_LIMITS.effectText, `${rank}beta`), form: { kind: 'discard', amount: 10 } },
        text: words(CS_LIMITS.cardText, `${rank}text`),
      },
    ]),
  ),
}

/** Far past the file's limits, as a character built in code can be: cut with …, never drawn off its box. */
const TOO_LONG: CsCharacter = {
  ...LONGEST,
  id: 'too-long',
  specials: Object.fromEntries(
    Object.entries(LONGEST.specials).map(([rank, special]) => [
      rank,
      { ...special!, text: words(3000, `${rank}more`), a: { text: words(1500, 'wide'), form: null } },
    ]),
  ),
}

interface Word {
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

function withFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-cs-sheet-'))
  try {
    const file = path.join(dir, 'in.pdf')
    fs.writeFileSync(file, pdf)
    return read(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A page's text in the order it was drawn (column A before column B), spaces and line breaks as one space. */
const drawnText = (pdf: Uint8Array, page: number) =>
  withFile(pdf, (file) => execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' })).replace(/\s+/g, ' ')

/** Each page's words with their boxes (points from the top-left), from pdftotext -bbox. */
function wordsOf(pdf: Uint8Array): { width: number; height: number; words: Word[] }[] {
  const html = withFile(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }))
  return html
    .split('<page ')
    .slice(1)
    .map((page) => {
      const [, width, height] = /^width="([\d.]+)" height="([\d.]+)"/.exec(page)!.map(Number)
      const found = [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
      return { width, height, words: found.map(([, xMin, yMin, xMax, yMax, text]) => ({ text, xMin: +xMin, yMin: +yMin, xMax: +xMax, yMax: +yMax })) }
    })
}

/** The long dark lines across a page (the boxes' edges, the rule under the header): their row and extent, in px. */
function edges(r: Raster): { y: number; from: number; to: number }[] {
  const found: { y: number; from: number; to: number }[] = []
  const long = r.width * 0.5
  for (let y = 0; y < r.height; y++) {
    let start = -1
    for (let x = 0; x <= r.width; x++) {
      const on = x < r.width && inked(r, x, y)
      if (on && start < 0) start = x
      if (!on && start >= 0) {
        if (x - start >= long) found.push({ y, from: start, to: x - 1 })
        start = -1
      }
    }
  }
  return found
}

/**
 * What a reader sees go wrong: a word outside the margins, two words on top of each other, a word across the edge
 * of a box, or ink of any kind in the margins.
 */
function layoutProblems(pdf: Uint8Array): string[] {
  const problems: string[] = []
  wordsOf(pdf).forEach(({ width, height, words: list }, p) => {
    const at = (w: Word) => `page ${p + 1}: "${w.text}" at ${w.xMin.toFixed(1)}, ${w.yMin.toFixed(1)}`
    for (const w of list) {
      if (w.xMin < MARGIN - 0.5 || w.yMin < MARGIN - 0.5 || w.xMax > width - MARGIN + 0.5 || w.yMax > height - MARGIN + 0.5)
        problems.push(`${at(w)} is past the margins`)
    }
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]]
        if (Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.2 && Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.2)
          problems.push(`${at(a)} overlaps "${b.text}"`)
      }
    }
    const r = renderPage(pdf, p + 1, 150)
    const px = (pt: number) => (pt / 72) * r.dpi
    for (const edge of edges(r)) {
      for (const w of list) {
        const across = px(w.yMin) + 1 < edge.y && edge.y < px(w.yMax) - 1 && px(w.xMax) > edge.from && px(w.xMin) < edge.to
        if (across) problems.push(`${at(w)} crosses the edge of a box at ${((edge.y / r.dpi) * 72).toFixed(1)} pt`)
      }
    }
    const low = renderPage(pdf, p + 1, 50)
    const margin = Math.floor(((MARGIN - 1) / 72) * low.dpi)
    for (let y = 0; y < low.height; y++) {
      for (let x = 0; x < low.width; x++) {
        if (x >= margin && x < low.width - margin && y >= margin && y < low.height - margin) continue
        if (inked(low, x, y)) {
          problems.push(`page ${p + 1}: ink in the margin at ${x}, ${y} px`)
          return
        }
      }
    }
  })
  return problems
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`

describe('Card Shot! character sheets in PDF', () => {
  it("the characters used here read as players write them: the examples legal, the longest at the file's limits", () => {
    expect(checkCsCharacter(ROOK)).toEqual([])
    expect(checkCsCharacter(WREN)).toEqual([])
    expect(LONGEST.name).toHaveLength(CS_LIMITS.characterName)
    expect(LONGEST.specials.A!.a!.text).toHaveLength(CS_LIMITS.effectText)
    expect(LONGEST.specials.A!.text).toHaveLength(CS_LIMITS.cardText)
    expect(checkCsCharacter(LONGEST).filter((p) => p.level === 'error')).toEqual([])
  })

  it('one page per character, then the quick reference, on A4 or Letter', async () => {
    for (const [paper, size] of [
      ['a4', { width: 595.28, height: 841.89 }],
      ['letter', { width: 612, height: 792 }],
    ] as const) {
      const printed = await print([ROOK, WREN], paper)
      expect(printed.pages).toBe(3)
      expect(pageCount(printed.pdf)).toBe(3)
      for (const page of (await PDFDocument.load(printed.pdf)).getPages()) {
        expect(page.getWidth()).toBeCloseTo(size.width, 1)
        expect(page.getHeight()).toBeCloseTo(size.height, 1)
      }
    }
    expect((await print([LONGEST])).pages).toBe(2)
  })

  it('the same characters and paper give the same bytes; another paper, other bytes', async () => {
    const one = await print([ROOK, WREN])
    const two = await print([ROOK, WREN])
    expect(Buffer.from(two.pdf).equals(Buffer.from(one.pdf))).toBe(true)
    const letter = await print([ROOK, WREN], 'letter')
    expect(Buffer.from(letter.pdf).equals(Buffer.from(one.pdf))).toBe(false)
  })

  it('a page carries the name, the suit, each special card with its rank, value, effects, form and text, and the exact opening odds', async () => {
    const { pdf } = await print([ROOK, WREN])
    const rook = drawnText(pdf, 1)
    for (const words of ['Rook', 'Card Shot! character sheet', '♣', 'CLUBS', '04-01', '04-02', 'Ace', 'King', 'Queen', 'Jack', 'Deuce'])
      expect(rook, words).toContain(words)
    for (const [rank, special] of Object.entries(ROOK.specials)) {
      expect(rook, rank).toContain(special!.name)
      expect(rook, rank).toContain(special!.defense ? `defense value /${special!.value}` : `attack value ${special!.value}`)
      for (const effect of [special!.a, special!.b]) if (effect) expect(rook, rank).toContain(effect.text)
      if (special!.text) expect(rook, rank).toContain(special!.text)
    }
    // Two effects: A upright, B sideways; one effect: either way. The form where the text does not already say it.
    expect(rook).toContain('EFFECT A · PLACED UPRIGHT')
    expect(rook).toContain('EFFECT B · PLACED SIDEWAYS')
    expect(rook).toContain('EFFECT A · UPRIGHT OR SIDEWAYS (ITS ONLY EFFECT)')
    expect(rook).toContain(`Ringside plays it as: ${formText(ROOK.specials.Q!.a!.form!)}`)
    expect(rook).toContain('Ringside plays it as written')
    const odds = openingOdds(ROOK)
    for (const chance of [odds.joker, odds.suit, odds.special, odds.absorb]) expect(rook).toContain(percent(chance))
    expect(rook).toContain('a special card that absorbs (4: K)')
    const wren = drawnText(pdf, 2)
    for (const words of ['Wren', '♥', 'HEARTS', 'Second Wind', 'defense value /5', percent(openingOdds(WREN).absorb), 'a special card that absorbs (8: K, 2)'])
      expect(wren, words).toContain(words)
    expect(wren).not.toContain('Haymaker')
  })

  it('the quick reference words the turn from the rule book, with its section numbers', async () => {
    const { pdf, pages } = await print([ROOK])
    const text = drawnText(pdf, pages)
    expect(text).toContain('Card Shot! — quick reference: the turn')
    for (const section of ['(03-01)', '(02, 03-03)', '(03-02)', '(03-04)', '(04-01, 05-02)', '(04-01)', '(04-01, 05-04)', '(04-02, 05-03)', '(05-01)'])
      expect(text, section).toContain(section)
    for (const rule of [
      'Draw until you hold five cards',
      'you may discard it to draw two more cards',
      'places a card face down',
      'You must play a card if at all possible',
      'no suit and a value of 0',
      "+1 when it is of your character's suit (the Same Suit Bonus), 10 at most",
      'placed upright uses its effect A, placed sideways its effect B',
      'takes damage equal to the difference, unless the higher value is a defense value',
      '1 per card, 2 for a card of your suit',
      'does as printed',
      'one at a time',
      'A joker discarded this way prevents the rest of the damage',
      'discard down to five. Then each player may discard one more card',
      'no cards left in the deck, at any time, loses',
    ]) {
      expect(text, rule).toContain(rule)
    }
    expect(text).not.toContain('Rook')
  })

  it('each page sends the player to the rules they have, Help → Rules in Ringside, never to a file they lack', async () => {
    const { pdf, pages } = await print([ROOK])
    for (let page = 1; page <= pages; page++) {
      const text = drawnText(pdf, page)
      expect(text, `page ${page}`).toContain("rules: Help → Rules in Ringside · (04-01) and the like: the rule book's sections page")
      expect(text, `page ${page}`).not.toContain('.txt')
    }
  })

  it('every page keeps its words on the page, inside their boxes and apart, on both papers', async () => {
    for (const paper of ['a4', 'letter'] as const) expect(layoutProblems((await print([ROOK, WREN], paper)).pdf), paper).toEqual([])
  })

  it('texts as long as a character file allows wrap inside their boxes, all of them on the one page', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const { pdf } = await print([LONGEST], paper)
      expect(layoutProblems(pdf), paper).toEqual([])
      const text = drawnText(pdf, 1)
      expect(text, paper).not.toContain('…')
      expect(text, paper).toContain(LONGEST.name)
      for (const special of Object.values(LONGEST.specials)) {
        for (const whole of [special!.name, special!.a!.text, special!.b!.text, special!.text]) expect(text, `${paper}: ${whole.slice(0, 12)}`).toContain(whole)
      }
    }
  })

  it('texts past any limit are cut with …, never drawn off their box or the page', async () => {
    const { pdf, pages } = await print([TOO_LONG], 'letter')
    expect(pages).toBe(2)
    expect(layoutProblems(pdf)).toEqual([])
    expect(drawnText(pdf, 1)).toContain('…')
  })

  it('a character that is not legal yet still prints: no suit, a rank without its card, a card without effects', async () => {
    const unfinished: CsCharacter = {
      ...ROOK,
      id: 'unfinished',
      name: 'Unfinished',
      suit: null,
      specials: { A: { ...ROOK.specials.A!, a: null, b: null }, K: ROOK.specials.K },
    }
    const { pdf, pages } = await print([unfinished])
    expect(pages).toBe(2)
    const text = drawnText(pdf, 1)
    for (const words of ['NO SUIT', 'No suit chosen yet', 'No special card on this rank', 'no effect', 'Iron Guard']) expect(text, words).toContain(words)
    expect(layoutProblems(pdf)).toEqual([])
  })

  it('refuses to print nobody', async () => {
    await expect(print([])).rejects.toThrow('no Card Shot! character to print')
  })
})
