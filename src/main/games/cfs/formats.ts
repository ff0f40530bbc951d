// The shipped formats, as data: format files (formats/*.format.json) in the same form as a player's or an
// organiser's own, read through the same checks when Ringside starts.
import type { Format } from '../../../shared/format'
import { checkFormat } from '../../../shared/format-file'
import cfpOriginal from './formats/cfp-original.format.json'
import cfsClassic from './formats/cfs-classic.format.json'
import cfsLegends from './formats/cfs-legends.format.json'

function shipped(json: unknown, file: string): Format {
  const checked = checkFormat(json)
  // Internal invariant: a shipped format file reads (test/main/games/cfs/formats.test.ts reads each one).
  if (!checked.ok) throw new Error(`the shipped format ${file} does not read: ${checked.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`)
  return checked.format
}

export const FORMATS: readonly Format[] = [
  shipped(cfsClassic, 'cfs-classic.format.json'),
  shipped(cfsLegends, 'cfs-legends.format.json'),
  shipped(cfpOriginal, 'cfp-original.format.json'),
]

export function findFormat(id: string): Format | undefined {
  return FORMATS.find((f) => f.id === id)
}
