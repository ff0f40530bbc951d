// The face of a Card Fighters Special card drawn from its text, laid out once for the proxy PDF and the page:
// both draw these boxes and lines, so the screen and the print never disagree. Positions are from the card's
// top-left corner, y down, in the unit of the card's width (points in the PDF); a text's y is its baseline.
import type { AbilityType, Card, CardArt, CardKind } from './card'
import { BOLD, type FontMetrics, REGULAR } from './face-metrics'
import { KIND_COLOURS } from './print'
import { fitLine, fitLines, fitParagraph, LEADING, type Width, wrapText } from './text-fit'

const MM = 72 / 25.4
/** A standard card, 63 × 88 mm, in points: the page lays every face out in this box and scales it. */
export const STANDARD_FACE = { width: 63 * MM, height: 88 * MM } as const

export const KIND_LABELS: Record<CardKind, string> = {
  capcom: 'Capcom character',
  snk: 'SNK character',
  action: 'Action',
  reaction: 'Reaction',
  arena: 'Arena',
}

export const ABILITY_SYMBOLS: Record<AbilityType, string> = { triangle: '▲', circle: '●', square: '■' }

/** What a face shows. A list's summary has no texts or Back-Up names: its face shows the rest. */
export interface FaceCard extends Pick<Card, 'number' | 'name' | 'kind' | 'rarity' | 'bp' | 'sp' | 'cost'> {
  ability: { name: string | null; type: AbilityType | null; text?: string } | null
  text?: string | null
  backups?: readonly { name: string }[]
  /** Art drawn in the art box; the face has no art box without it. */
  art?: CardArt | null
}

export type FaceFont = 'regular' | 'bold'
/** `kind`: the frame's colour. */
export type FaceInk = 'ink' | 'muted' | 'white' | 'kind'
export const INKS: Record<Exclude<FaceInk, 'kind'>, string> = { ink: '#1a1a1f', muted: '#595966', white: '#ffffff' }
/** The art box's ground, seen until (or unless) its picture is drawn over it. */
export const ART_GROUND = '#dcdce2'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface FaceRect extends Box {
  /** `art`: the art box's ground. */
  fill: 'kind' | 'white' | 'art'
}

export interface FaceText {
  text: string
  /** The line's start, or its end when `anchor` is `end`. */
  x: number
  y: number
  size: number
  font: FaceFont
  ink: FaceInk
  anchor: 'start' | 'end'
  /** The room the line was fitted to: it measures no wider. */
  width: number
}

export interface FaceLayout {
  colour: string
  /** The first is the frame, the whole card (the PDF stretches it over the bleed). */
  rects: FaceRect[]
  texts: FaceText[]
  /** The art box, and where the picture is drawn to fill it (clipped to the box): only when the card has art. */
  art?: { box: Box; picture: Box }
}

/**
 * Where a picture of `art.width` × `art.height` goes to fill `box`, cropped: scaled to cover the box times the
 * zoom, with the crop point at the box's centre unless that would leave part of the box bare.
 */
export function artPlacement(art: Pick<CardArt, 'width' | 'height' | 'x' | 'y' | 'zoom'>, box: Box): Box {
  const scale = Math.max(box.width / art.width, box.height / art.height) * art.zoom
  const width = art.width * scale
  const height = art.height * scale
  const clamp = (offset: number, room: number, size: number) => Math.min(0, Math.max(room - size, offset))
  return {
    x: box.x + clamp(box.width / 2 - art.x * width, box.width, width),
    y: box.y + clamp(box.height / 2 - art.y * height, box.height, height),
    width,
    height,
  }
}

/** The art box's height, as a share of the card's: between these, as the card's text leaves room. */
const ART_SHARE = { least: 0.2, most: 0.4 }
/** The text size the art box leaves room for, before the text shrinks. */
const ART_TEXT_SIZE = 7.5

export type Measure = (text: string, font: FaceFont, size: number) => number

/**
 * The face in a `width` × `height` card: a frame in the kind's colour, the name, number, rarity and kind, a strip
 * with BP and SP or the cost, the Back-Up names at the bottom, and the ability with its mark and the text filling
 * what is between. Each text keeps to its lines: shrunk down to a floor, then cut with ….
 */
export function layoutFace(card: FaceCard, width: number, height: number, measure: Measure): FaceLayout {
  const u = width / STANDARD_FACE.width // sizes follow the card's width, so smaller cards stay in proportion
  const regular: Width = (t, s) => measure(t, 'regular', s)
  const bold: Width = (t, s) => measure(t, 'bold', s)
  const rects: FaceRect[] = [{ x: 0, y: 0, width, height, fill: 'kind' }]
  const texts: FaceText[] = []
  let layoutArt: FaceLayout['art']
  const line = (text: string, x: number, y: number, size: number, font: FaceFont, ink: FaceInk, width: number, anchor: FaceText['anchor'] = 'start') =>
    texts.push({ text, x, y, size, font, ink, anchor, width })

  const band = 1.6 * MM * u
  const inner = { x: band, y: band, width: width - 2 * band, height: height - 2 * band }
  rects.push({ ...inner, fill: 'white' })
  const pad = 1.6 * MM * u
  const left = inner.x + pad
  const room = inner.width - 2 * pad
  let y = inner.y + pad

  // Every line shrinks to a floor, then ends in … if it still does not fit.
  const name = fitLine(card.name, bold, 10 * u, 6 * u, room)
  y += name.size
  line(name.text, left, y, name.size, 'bold', 'ink', room)
  y += 9 * u
  const sub = fitLine([card.number, card.rarity, KIND_LABELS[card.kind]].filter(Boolean).join(' · '), regular, 6.5 * u, 5.5 * u, room)
  line(sub.text, left, y, sub.size, 'regular', 'muted', room)

  // Back-Up names at the bottom, the ability's heading and text above them: laid out first, as the art box
  // (when there is one) takes the room the text leaves.
  const bottom = inner.y + inner.height - pad
  let textBottom = bottom
  const bottomLines: (() => void)[] = []
  if (card.backups?.length) {
    const names = fitLines(card.backups.map((b) => b.name).join(', '), regular, 7 * u, 6 * u, room, 3, 0.5 * u)
    names.lines.forEach((l, i) => bottomLines.push(() => line(l, left, bottom - (names.lines.length - 1 - i) * 8.5 * u, names.size, 'regular', 'ink', room)))
    textBottom = bottom - names.lines.length * 8.5 * u
    const label = fitLine('Back-Up', bold, 6.5 * u, 5.5 * u, room)
    const labelY = textBottom - 1 * u
    bottomLines.push(() => line(label.text, left, labelY, label.size, 'bold', 'kind', room))
    textBottom -= 10 * u
  }
  const mark = card.ability?.type ? `${ABILITY_SYMBOLS[card.ability.type]} ` : ''
  const heading = card.ability ? fitLines(`${mark}${card.ability.name ?? 'Ability'}`, bold, 9 * u, 7 * u, room, 2, 0.5 * u) : null
  const headingHeight = heading ? heading.lines.length * (heading.size + 1.5 * u) + 4 * u : 0
  const text = card.ability?.text ?? card.text

  y += 4 * u
  if (card.art) {
    const below = 17 * u + 6 * u + headingHeight
    const wanted = text ? wrapText(text, regular, ART_TEXT_SIZE * u, room).length * ART_TEXT_SIZE * u * LEADING : 0
    const share = Math.min(ART_SHARE.most * height, Math.max(ART_SHARE.least * height, textBottom - y - below - wanted))
    const box = { x: inner.x, y, width: inner.width, height: share }
    rects.push({ ...box, fill: 'art' })
    y += share
    layoutArt = { box, picture: artPlacement(card.art, box) }
  }
  rects.push({ x: inner.x, y, width: inner.width, height: 17 * u, fill: 'kind' })
  y += 17 * u
  // SP at the right end, in at most half the strip; BP or the cost in what it leaves.
  const spRoom = room / 2 - 2 * u
  const sp = card.bp !== null && card.sp !== null ? fitLine(`SP ${card.sp}`, bold, 11 * u, 8 * u, spRoom) : null
  const statsRoom = sp ? room - bold(sp.text, sp.size) - 4 * u : room
  const stats = fitLine(
    card.bp !== null ? `BP ${card.bp}` : card.cost !== null ? `Cost ${card.cost} SP` : KIND_LABELS[card.kind],
    bold,
    11 * u,
    8 * u,
    statsRoom,
  )
  line(stats.text, left, y - 5 * u, stats.size, 'bold', 'white', statsRoom)
  if (sp) line(sp.text, left + room, y - 5 * u, sp.size, 'bold', 'white', spRoom, 'end')
  for (const draw of bottomLines) draw()

  y += 6 * u
  if (heading) {
    for (const l of heading.lines) {
      y += heading.size + 1.5 * u
      line(l, left, y, heading.size, 'bold', 'ink', room)
    }
    y += 4 * u
  }
  if (text) {
    const paragraph = fitParagraph(text, regular, 9 * u, { width: room, height: textBottom - y })
    paragraph.lines.forEach((l, i) => line(l, left, y + paragraph.size + i * paragraph.size * LEADING, paragraph.size, 'regular', 'ink', room))
  }
  return { colour: KIND_COLOURS[card.kind], rects, texts, ...(layoutArt ? { art: layoutArt } : {}) }
}

/** The face in words, for screen readers: what a player reads off the card, the marks named. */
export function describeFace(card: FaceCard): string {
  const head = [
    `${card.number} ${card.name}`,
    KIND_LABELS[card.kind],
    card.rarity ? `rarity ${card.rarity}` : null,
    card.bp !== null ? `BP ${card.bp}` : null,
    card.bp !== null && card.sp !== null ? `SP ${card.sp}` : null,
    card.cost !== null ? `cost ${card.cost} SP` : null,
  ]
  const type = card.ability?.type
  const ability = card.ability
    ? `${type ? `${type[0].toUpperCase()}${type.slice(1)} ability` : 'Ability'}${card.ability.name ? ` ${card.ability.name}` : ''}${card.ability.text ? `: ${card.ability.text}` : ''}`
    : card.text
  const backUp = card.backups?.length ? `Back-Up: ${card.backups.map((b) => b.name).join(', ')}` : null
  return [head.filter(Boolean).join(', '), ability, backUp]
    .filter((s): s is string => Boolean(s))
    .map((s) => (/[.!?…]$/.test(s) ? s : `${s}.`))
    .join(' ')
}

const tables = { regular: indexed(REGULAR), bold: indexed(BOLD) }

function indexed(metrics: FontMetrics): { em: number; widths: Map<number, number> } {
  const widths = new Map<number, number>()
  for (const { from, widths: run } of metrics.ranges) run.forEach((w, i) => w >= 0 && widths.set(from + i, w))
  return { em: metrics.unitsPerEm, widths }
}

/**
 * Widths from the face fonts' own metrics (face-metrics.ts), for laying a face out with no font engine at hand
 * (the page). A character the table lacks counts as wide as an "o", or an em for wide scripts.
 */
export const measureFace: Measure = (text, font, size) => {
  const { em, widths } = tables[font]
  let units = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    units += widths.get(code) ?? (code >= 0x2e80 ? em : widths.get(0x6f)!)
  }
  return (units / em) * size
}
