// A format as the form holds it: every field as typed, read back into the format's data for main to check, and
// each problem main names by its field shown beside the form field it belongs to.
import { CARD_KINDS, type CardKind } from '../../../shared/card'
import type { Format, FormatProblem } from '../../../shared/format'

export interface FormatDraft {
  id: string
  name: string
  game: string
  description: string
  deckSize: string
  copyLimit: string
  /** 0: no Strikers zone. */
  strikerCount: string
  strikerKinds: CardKind[]
  allowedKinds: CardKind[]
  /** The sets a deck may draw from, by id, comma-separated; empty for every set. */
  sets: string
  /** Card numbers, comma-separated. */
  banned: string
  /** One card a line: its number and the copies allowed ("S019 1"). */
  limited: string
  hpChoices: string
  hpDefault: string
}

export const KINDS = CARD_KINDS

export function draftOf(f: Format): FormatDraft {
  const c = f.construction
  return {
    id: f.id,
    name: f.name,
    game: f.game,
    description: f.description,
    deckSize: String(c.deckSize),
    copyLimit: String(c.copyLimit),
    strikerCount: String(c.strikers?.count ?? 0),
    strikerKinds: [...(c.strikers?.kinds ?? ['capcom', 'snk'])],
    allowedKinds: [...c.allowedKinds],
    sets: (c.sets ?? []).join(', '),
    banned: c.banned.join(', '),
    limited: c.limited.map((l) => `${l.card} ${l.copies}`).join('\n'),
    hpChoices: f.hp.choices.join(', '),
    hpDefault: String(f.hp.default),
  }
}

/** A whole number as typed; anything else is passed on as typed, for main to name. */
const whole = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text)
const list = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The draft as format data, for main to check and keep. */
export function formatData(d: FormatDraft): Record<string, unknown> {
  const strikers = whole(d.strikerCount)
  return {
    id: d.id.trim(),
    name: d.name,
    game: d.game,
    description: d.description,
    construction: {
      kind: 'constructed',
      deckSize: whole(d.deckSize),
      copyLimit: whole(d.copyLimit),
      strikers: strikers === 0 ? null : { count: strikers, kinds: d.strikerKinds },
      allowedKinds: d.allowedKinds,
      sets: list(d.sets).length ? list(d.sets) : null,
      banned: list(d.banned),
      limited: d.limited
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          const [card, copies = ''] = line.trim().split(/\s+/)
          return { card, copies: whole(copies) }
        }),
    },
    hp: { choices: list(d.hpChoices).map(whole), default: whole(d.hpDefault) },
  }
}

/** The form's fields, each with the fields of the format data it stands for (the longest match wins). */
const FIELDS: [keyof FormatDraft | 'whole', string[]][] = [
  ['id', ['id']],
  ['name', ['name']],
  ['game', ['game']],
  ['description', ['description']],
  ['deckSize', ['construction.deckSize']],
  ['copyLimit', ['construction.copyLimit']],
  ['strikerCount', ['construction.strikers']],
  ['allowedKinds', ['construction.allowedKinds']],
  ['sets', ['construction.sets']],
  ['banned', ['construction.banned', 'construction']],
  ['limited', ['construction.limited']],
  ['hpChoices', ['hp.choices', 'hp']],
  ['hpDefault', ['hp.default']],
]

/** Each problem beside its form field; what belongs to none, under `whole`. */
export function problemsByField(problems: readonly FormatProblem[]): Partial<Record<keyof FormatDraft | 'whole', string[]>> {
  const by: Partial<Record<keyof FormatDraft | 'whole', string[]>> = {}
  for (const p of problems) {
    let best: [keyof FormatDraft | 'whole', number] = ['whole', -1]
    for (const [field, paths] of FIELDS)
      for (const path of paths) if ((p.field === path || p.field.startsWith(`${path}.`)) && path.length > best[1]) best = [field, path.length]
    // A list's item by its place: the limited list's line, the banned list's or the sets' entry.
    const at = /^(?:construction\.(limited|banned|sets)|hp\.choices)\.(\d+)/.exec(p.field)
    const where = at ? `${at[1] === 'limited' ? 'line' : 'entry'} ${Number(at[2]) + 1}: ` : ''
    ;(by[best[0]] ??= []).push(where + p.message)
  }
  return by
}

/** A new format's draft: the classic rules under an id and name of the player's own. */
export function copyDraft(f: Format, taken: readonly string[]): FormatDraft {
  let id = `${f.id}-copy`
  for (let n = 2; taken.includes(id); n++) id = `${f.id}-copy-${n}`
  return { ...draftOf(f), id, name: `${f.name} (copy)` }
}
