// What changed between a version and the sheet, as the versions panel shows it: each change named as the form
// names it, whether it was added, removed or changed, and for a move which parts of its line differ.
import type { SheetChange } from '../../../../shared/characters'

export type ChangeKind = 'added' | 'removed' | 'changed'

/** A part of a line, with the separator written before it. */
export interface LinePart {
  sep: string
  text: string
  differs: boolean
}

export interface ShownChange {
  what: string
  kind: ChangeKind
  move: boolean
  /** Short values read best on one line: "Strength 6 → 8". */
  inline: boolean
  was: LinePart[] | null
  now: LinePart[] | null
}

const SHORT = 24

export function shownChange(change: SheetChange): ShownChange {
  const move = change.what.startsWith('move ')
  const kind: ChangeKind = change.from === null ? 'added' : change.to === null ? 'removed' : 'changed'
  const what = move ? `Move ${change.what.slice('move '.length)}` : change.what.charAt(0).toUpperCase() + change.what.slice(1)
  const inline = !move && kind === 'changed' && (change.from ?? '').length <= SHORT && (change.to ?? '').length <= SHORT
  const line = (text: string | null, other: string | null) => (text === null ? null : move ? moveParts(text, other) : [{ sep: '', text, differs: false }])
  return { what, kind, move, inline, was: line(change.from, change.to), now: line(change.to, change.from) }
}

/**
 * A move's line is "special on J, type A, R, 8 damage, priority 3, 1 pt, [TS]: its text": the parts before the
 * text are compared one by one with the other line's, the text as a whole.
 */
function moveParts(line: string, other: string | null): LinePart[] {
  const mine = split(line)
  const theirs = other === null ? null : new Set(split(other).map((p) => p.sep + p.text))
  return mine.map((p) => ({ ...p, differs: theirs !== null && !theirs.has(p.sep + p.text) }))
}

function split(line: string): Omit<LinePart, 'differs'>[] {
  const colon = line.indexOf(': ')
  const head = colon < 0 ? line : line.slice(0, colon)
  const parts = head.split(', ').map((text, i) => ({ sep: i === 0 ? '' : ', ', text }))
  if (colon >= 0) parts.push({ sep: ': ', text: line.slice(colon + 2) })
  return parts
}
