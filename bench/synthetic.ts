// A large synthetic catalogue made from the base set: every card repeated with invented names, so the
// search vocabulary grows the way a real fan catalogue's would. Deterministic: same cards every run.
import type { Card } from '../src/shared/card'

const SYLLABLES = ['ka', 'ren', 'shi', 'to', 'mu', 'ra', 'zen', 'ko', 'ba', 'yu', 'ri', 'an', 'go', 'te', 'su', 'mi', 'do', 'ha', 'no', 'ji']

function word(i: number): string {
  const s = SYLLABLES.length
  return SYLLABLES[i % s] + SYLLABLES[Math.floor(i / s) % s] + SYLLABLES[Math.floor(i / (s * s)) % s]
}

export function syntheticCards(base: readonly Card[], count: number, set = 'synthetic'): Card[] {
  const out: Card[] = []
  for (let i = 0; i < count; i++) {
    const b = base[i % base.length]
    const block = Math.floor(i / 10000)
    const number = `${String.fromCharCode(65 + (block % 26))}${String.fromCharCode(65 + Math.floor(block / 26))}${String(i % 10000).padStart(4, '0')}`
    out.push({
      ...b,
      set,
      number,
      name: `${b.name} ${word(i * 7919)}`,
      ability: b.ability ? { ...b.ability, text: `${b.ability.text} ${word(i * 104729)}` } : null,
      backups: b.backups.map((x) => ({ name: x.name, number: null })),
    })
  }
  return out
}
