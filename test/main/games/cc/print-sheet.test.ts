// Capcom Crossovers character sheets on paper, read back with poppler: pages, paper sizes, the text a player
// reads, and a layout that keeps every word inside the margins and clear of every other word.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { cardsText, writeCharacterSheets, type SheetPaper } from '../../../../src/main/games/cc/print-sheet'
import { type CharacterSheet, checkSheet, type SheetMove } from '../../../../src/main/games/cc/sheet'
import { MM } from '../../../../src/main/core/draw'
import { loadFonts } from '../../../../src/main/game-kit/fonts'
import { inked, pageCount, pageText, renderPage } from '../../../pdf-render'

const fonts = loadFonts()
const MARGIN = 15 * MM
const SIZES: Record<SheetPaper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
}

const print = (sheets: readonly CharacterSheet[], paper: SheetPaper = 'a4') => writeCharacterSheets(sheets, { paper, fonts })

const RANKS = ['J', 'Q', 'K', 'A'] as const

/** A legal sheet with the most moves a sheet may have, some with text, some with an effect for damage. */
const FORTY: CharacterSheet = {
  ...GAMBIT,
  id: 'forty',
  name: 'Forty Moves',
  example: false,
  moves: Array.from({ length: 40 }, (_, i): SheetMove => {
    const rank = RANKS[i % 4]
    return {
      name: `Move ${String(i + 1).padStart(2, '0')}`,
      kind: rank === 'A' ? 'super' : 'special',
      cards: { rank, additional: i % 5 === 0 ? 1 : 0 },
      type: (['A', 'B', 'C', 'D'] as const)[i % 4],
      attributes: (['R', 'U', 'H', 'S', 'T'] as const).slice(0, i % 6),
      damage: i % 9 === 4 ? null : 2 + i,
      priority: i % 6,
      points: 1 + (i % 5),
      tag: rank === 'A' ? ['TS'] : i % 3 === 0 ? ['VC'] : [],
      text:
        i % 2 ? 'Push the opponent back; if this move ends a combo, draw a card at the end of the combat phase.' : i % 9 === 4 ? 'Avoid 1 basic attack.' : '',
    }
  }),
}

/** Everything at its longest: name, special ability, move names and a move text far past what a line holds. */
const LONG: CharacterSheet = {
  ...RYU,
  name: 'Akuma the Master of the Fist, Shin Gouki, Raging Demon of the Island Dojo and Beyond the Gate of Hell',
  specialAbility: Array.from({ length: 60 }, (_, i) => `Clause ${i + 1}: the shadow in him moves first.`).join(' '),
  moves: [
    ...RYU.moves,
    {
      ...RYU.moves[0],
      name: 'Messatsu Gou Hadou, the ball of dark energy thrown from both palms across the whole screen and back',
      text: Array.from({ length: 120 }, (_, i) => `Part ${i + 1} of the move's long text.`).join(' '),
    },
    // Longer than a sheet file may hold, as a sheet built in code can be: cut, not run off the page.
    { ...RYU.moves[2], name: 'Tatsumaki '.repeat(200).trim() },
  ],
}

interface Word {
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** Each page's words with their boxes (points from the top-left), from pdftotext -bbox. */
function wordsOf(pdf: Uint8Array): { width: number; height: number; words: Word[] }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-sheet-'))
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf)
    const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'in.pdf'), '-'], { encoding: 'utf8', maxBuffer: 64 << 20 })
    return html
      .split('<page ')
      .slice(1)
      .map((page) => {
        const [, width, height] = /^width="([\d.]+)" height="([\d.]+)"/.exec(page)!.map(Number)
        const words = [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
          ([, xMin, yMin, xMax, yMax, text]) => ({ text, xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) }),
        )
        return { width, height, words }
      })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const allText = (pdf: Uint8Array) => Array.from({ length: pageCount(pdf) }, (_, i) => pageText(pdf, i + 1)).join('\n')

async function sizes(pdf: Uint8Array) {
  return (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize())
}

/** What a reader sees go wrong: a word past the margins, or two words on top of each other. */
function layoutProblems(pdf: Uint8Array): string[] {
  const problems: string[] = []
  wordsOf(pdf).forEach(({ width, height, words }, p) => {
    const at = (w: Word) => `page ${p + 1}: "${w.text}" at ${w.xMin.toFixed(1)}, ${w.yMin.toFixed(1)}`
    for (const w of words) {
      if (w.xMin < MARGIN - 0.5 || w.yMin < MARGIN - 0.5 || w.xMax > width - MARGIN + 0.5 || w.yMax > height - MARGIN + 0.5) {
        problems.push(`${at(w)} is past the margins`)
      }
    }
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        const a = words[i]
        const b = words[j]
        const overlap = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.2 && Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.2
        if (overlap) problems.push(`${at(a)} overlaps "${b.text}"`)
      }
    }
  })
  return problems
}

describe('Capcom Crossovers character sheets in PDF', () => {
  it('the sheets used here are legal, so they show what a player prints', () => {
    expect(checkSheet(FORTY)).toEqual([])
    expect(checkSheet(GAMBIT)).toEqual([])
  })

  it("writes a move's cards as the rule book does", () => {
    expect(cardsText({ rank: 'J', additional: 0 })).toBe('Jack')
    expect(cardsText({ rank: 'K', additional: 1 })).toBe('King + up to 1 additional King')
    expect(cardsText({ rank: 'A', additional: 2 })).toBe('Ace + up to 2 additional Aces')
  })

  it('one A4 page for Gambit, with his name, the example mark, every stat and every move', async () => {
    const pdf = await print([GAMBIT])
    expect(pageCount(pdf)).toBe(1)
    const [size] = await sizes(pdf)
    expect(size.width).toBeCloseTo(SIZES.a4.width, 1)
    expect(size.height).toBeCloseTo(SIZES.a4.height, 1)
    const text = pageText(pdf, 1)
    expect(text).toContain('Gambit')
    expect(text).toContain('Example character')
    const stats: [string, number][] = [
      ['HP', 100],
      ['Strength', 7],
      ['Speed', 3],
      ['Agility', 5],
      ['Endurance', 7],
      ['Combo', 5],
      ['Basic Attack Priority', 2],
      ['Defense Bonus', 2],
      ['Throw damage', 6],
    ]
    for (const [label, value] of stats) expect(text).toMatch(new RegExp(`${label}\\s+${value}\\b`))
    expect(text).toContain('Kinetic Charge: once per turn')
    for (const move of GAMBIT.moves) expect(text).toContain(move.name)
    expect(text).toContain('Cajun Slash')
    expect(text).toContain('King + up to 1 additional King')
    expect(text).toContain('Effect: Avoid 1 special move attack, add an additional King to deal 8 damage.')
    expect(text).toMatch(/Kinetic Card\s+\[VC\]/)
    expect(text).toMatch(/Royal Flush\s+\[TS\]/)
    for (const rank of ['Jack', 'Queen', 'King', 'Ace']) expect(text).toMatch(new RegExp(`^\\s*[JQKA]?\\s*${rank}\\b`, 'm'))
    expect(text).toContain('R range')
    expect(text).toContain('T triggered effect')
    expect(text).toContain('E only to counter')
    expect(text).not.toContain('continued')
  })

  it('a move row reads across: type, attributes, damage, priority, combo points', async () => {
    const text = pageText(await print([GAMBIT]), 1)
    expect(text).toMatch(/Kinetic Card\s+\[VC\]\s+C\s+R\s+8\s+2\s+2\s*$/m)
    expect(text).toMatch(/Cajun Slash\s+B\s+–\s+6\s+3\s+1\s*$/m)
    expect(text).toMatch(/Cajun Escape\s+E\s+–\s+Effect\s+4\s+5\s*$/m)
    expect(text).toMatch(/Royal Flush\s+\[TS\]\s+B\s+–\s+30\s+5\s+3\s*$/m)
  })

  it('a team of Gambit and Ryu prints two Letter pages, one character each', async () => {
    const pdf = await print([GAMBIT, RYU], 'letter')
    expect(pageCount(pdf)).toBe(2)
    for (const size of await sizes(pdf)) {
      expect(size.width).toBeCloseTo(SIZES.letter.width, 1)
      expect(size.height).toBeCloseTo(SIZES.letter.height, 1)
    }
    const [gambit, ryu] = [pageText(pdf, 1), pageText(pdf, 2)]
    for (const move of GAMBIT.moves) expect(gambit).toContain(move.name)
    for (const move of RYU.moves) expect(ryu).toContain(move.name)
    expect(ryu).toMatch(/^\s*Ryu\s/m)
    expect(ryu).not.toContain('Gambit')
    expect(gambit).not.toContain('Hadouken')
    expect(ryu).toMatch(/Defense Bonus\s+3\b/)
    expect(ryu).toMatch(/Throw damage\s+7\b/)
    expect(ryu).toContain("Ryu's Hadouken is played using a single jack of any suit.")
  })

  it('forty moves go on over more pages, each headed "(continued)" and numbered, none lost', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const pdf = await print([FORTY], paper)
      const pages = pageCount(pdf)
      expect(pages).toBeGreaterThan(1)
      const texts = Array.from({ length: pages }, (_, i) => pageText(pdf, i + 1))
      expect(texts[0]).toMatch(/^\s*Forty Moves\s/m)
      for (const [i, text] of texts.entries()) {
        if (i > 0) expect(text).toContain('Forty Moves (continued)')
        expect(text).toContain(`page ${i + 1} of ${pages}`)
        expect(text).toContain('A only first')
      }
      const all = texts.join('\n')
      for (const move of FORTY.moves) expect(all.match(new RegExp(`\\b${move.name}\\b`, 'g')), move.name).toHaveLength(1)
      // A rank that goes on over a page break is named again there.
      expect(all).toMatch(/(Jack|Queen|King|Ace) \(continued\)/)
      expect(layoutProblems(pdf)).toEqual([])
    }
  })

  it('every page of every sheet keeps its words inside the margins and apart', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      expect(layoutProblems(await print([GAMBIT, RYU], paper))).toEqual([])
    }
  })

  it('a name, ability and move text too long for one page are wrapped and carried over, never drawn off the page', async () => {
    const pdf = await print([LONG])
    expect(pageCount(pdf)).toBeGreaterThan(1)
    expect(layoutProblems(pdf)).toEqual([])
    const all = allText(pdf).replace(/\s+/g, ' ')
    expect(all).toContain('Clause 60: the shadow in him moves first.')
    expect(all).toContain("Part 120 of the move's long text.")
    // The long move name wraps beside its figures, so its words are read in order, not side by side.
    const words = LONG.moves[4].name.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    expect(all).toMatch(new RegExp(words.join('[\\s\\S]*?')))
    // Ink, not only text: nothing at all is drawn in the margins (a rule, a box, a letter).
    for (let page = 1; page <= pageCount(pdf); page++) {
      const r = renderPage(pdf, page, 50)
      const edge = Math.floor(((MARGIN - 1) / 72) * r.dpi)
      for (let y = 0; y < r.height; y++) {
        for (let x = 0; x < r.width; x++) {
          if (x >= edge && x < r.width - edge && y >= edge && y < r.height - edge) continue
          if (inked(r, x, y)) throw new Error(`page ${page}: ink in the margin at ${x}, ${y} px`)
        }
      }
    }
  })

  it('the text is real text in the embedded DejaVu fonts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-sheet-'))
    try {
      fs.writeFileSync(path.join(dir, 'in.pdf'), await print([GAMBIT]))
      const list = execFileSync('pdffonts', [path.join(dir, 'in.pdf')], { encoding: 'utf8' })
      const fontsUsed = list.split('\n').slice(2).filter(Boolean)
      expect(fontsUsed.length).toBe(2)
      for (const line of fontsUsed) expect(line).toMatch(/^DejaVuSans(-Bold)?\S*\s.*\byes\b/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the same sheets give the same bytes', async () => {
    const a = await print([GAMBIT, RYU])
    await new Promise((resolve) => setTimeout(resolve, 1100)) // past a second: a date stamped now would differ
    const b = await print([GAMBIT, RYU])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    expect(Buffer.from(a).equals(Buffer.from(await print([RYU, GAMBIT])))).toBe(false)
  })

  it('refuses to print no sheet at all', async () => {
    await expect(print([])).rejects.toThrow('no character sheet to print')
  })
})
