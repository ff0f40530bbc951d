// The line of a matchup that says who wins, the same for every game of two characters.
import { plural } from '../shared/plural'

export interface Wins {
  a: { name: string }
  b: { name: string }
  games: number
  winRate: number
  interval: readonly [number, number] | number[]
  wins: { a: number; b: number }
  draws: number
  maxTurns: number
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** Both sides as rates with their counts ("Ken wins 68.0% (136 of 200 games …); Chun-Li wins 32.0% (64)"). */
export function winsLine(r: Wins): string {
  const b = r.games ? r.wins.b / r.games : 0
  return (
    `${r.a.name} wins ${pct(r.winRate)} (${r.wins.a} of ${plural(r.games, 'game')}; 95% interval ${pct(r.interval[0])}–${pct(r.interval[1])}); ` +
    `${r.b.name} wins ${pct(b)} (${r.wins.b}); ${r.draws} undecided after ${r.maxTurns} turns`
  )
}
