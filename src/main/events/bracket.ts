// Elimination brackets, single and double, as templates of matches whose two sides come from a seed, the winner of
// a match or its loser. The bracket is grown to a power of two; a seed past the players is nobody, and a match with
// nobody on one side is a walkover, decided without being played, so the top seeds get the byes. The template is in
// the order matches become playable; which ones are playable now follows from the results entered.
//
// Double elimination: the winners' bracket; the losers' bracket, where a player's second loss ends their event
// (its odd rounds pair the losers' bracket's own winners, its even rounds meet the winners' bracket's next losers);
// the grand final between the two brackets' champions, and a second final (the reset) only when the losers'
// champion wins the first, as each then has one loss.

export type Source = { seed: number } | { winner: string } | { loser: string }

export interface BracketMatch {
  /** W2.1: the winners' bracket (or a single bracket), round 2, match 1; L3.2: the losers' bracket; F1, F2: the grand final and its reset. */
  id: string
  sources: [Source, Source]
  /** How late in the event its loser goes out: players out at the same stage share a place. Null: its loser is not out. */
  stage: number | null
}

export type Bracket = readonly BracketMatch[]

/** A decided match: who won and who lost (null: nobody, in a walkover). */
export interface Outcome {
  winner: string | null
  loser: string | null
}

/** The seeds in bracket order for `size` (a power of two): 1 and 2 meet only in the final, and so on down. */
export function seedOrder(size: number): number[] {
  let order = [1]
  while (order.length < size) {
    const n = order.length * 2
    order = order.flatMap((s) => [s, n + 1 - s])
  }
  return order
}

const sizeFor = (players: number) => 2 ** Math.max(1, Math.ceil(Math.log2(Math.max(2, players))))

/** A single-elimination bracket for `players` seeds. */
export function singleBracket(players: number): Bracket {
  const size = sizeFor(players)
  const rounds = Math.log2(size)
  const order = seedOrder(size)
  const matches: BracketMatch[] = []
  for (let m = 1; m <= size / 2; m++) matches.push({ id: `W1.${m}`, sources: [{ seed: order[2 * m - 2] }, { seed: order[2 * m - 1] }], stage: 1 })
  for (let r = 2; r <= rounds; r++)
    for (let m = 1; m <= size / 2 ** r; m++)
      matches.push({ id: `W${r}.${m}`, sources: [{ winner: `W${r - 1}.${2 * m - 1}` }, { winner: `W${r - 1}.${2 * m}` }], stage: r })
  return matches
}

/** A double-elimination bracket for `players` seeds, with its grand final and reset. */
export function doubleBracket(players: number): Bracket {
  const size = sizeFor(players)
  const rounds = Math.log2(size)
  const winners = singleBracket(players).map((m) => ({ ...m, stage: null }))
  const losers: BracketMatch[] = []
  // Losers' round 1 pairs the winners' round 1 losers; each even round meets the winners' next round's losers, in
  // reverse order so that two players do not meet again at once; each odd round after pairs the round before's winners.
  let last: string[] = []
  for (let m = 1; m <= size / 4; m++) {
    losers.push({ id: `L1.${m}`, sources: [{ loser: `W1.${2 * m - 1}` }, { loser: `W1.${2 * m}` }], stage: 1 })
    last.push(`L1.${m}`)
  }
  let lr = 1
  for (let wr = 2; wr <= rounds; wr++) {
    lr++
    const dropping = Array.from({ length: size / 2 ** wr }, (_, i) => `W${wr}.${i + 1}`).reverse()
    const met: string[] = []
    dropping.forEach((from, i) => {
      const id = `L${lr}.${i + 1}`
      losers.push({ id, sources: [{ winner: last[i] }, { loser: from }], stage: lr })
      met.push(id)
    })
    last = met
    if (last.length > 1) {
      lr++
      const paired: string[] = []
      for (let m = 1; m <= last.length / 2; m++) {
        const id = `L${lr}.${m}`
        losers.push({ id, sources: [{ winner: last[2 * m - 2] }, { winner: last[2 * m - 1] }], stage: lr })
        paired.push(id)
      }
      last = paired
    }
  }
  // With two players the losers' champion is the loser of the one match.
  const losersChampion: Source = size === 2 ? { loser: 'W1.1' } : { winner: last[0] }
  const final: BracketMatch[] = [
    { id: 'F1', sources: [{ winner: `W${rounds}.1` }, losersChampion], stage: lr + 1 },
    { id: 'F2', sources: [{ winner: 'F1' }, { loser: 'F1' }], stage: lr + 2 },
  ]
  return [...winners, ...losers, ...final]
}

/** A match's two players: known (a name, or null for nobody) or not yet (undefined). */
type Side = string | null | undefined

/** A match decided, with the two players it had, and (a walkover) every player who left the event there. */
export type Decided = Outcome & { a: string | null; b: string | null; gone?: string[] }

/**
 * Every match's players and outcome so far: played ones from `played` (by match id), walkovers decided at once, and
 * the reset decided without play when the winners' champion wins the first final. `seeds`: the players, seed 1
 * first; `out`: players who left the event, nobody from their next match on.
 */
function walk(bracket: Bracket, seeds: readonly string[], played: ReadonlyMap<string, Outcome>, out: ReadonlySet<string>) {
  const decided = new Map<string, Decided>()
  const sides = new Map<string, [Side, Side]>()
  const side = (s: Source): Side => {
    if ('seed' in s) return seeds[s.seed - 1] ?? null
    const from = decided.get('winner' in s ? s.winner : s.loser)
    return from === undefined ? undefined : 'winner' in s ? from.winner : from.loser
  }
  // The template is in playing order, so one pass sees every source before the matches it feeds.
  for (const m of bracket) {
    const [a, b] = m.sources.map(side)
    sides.set(m.id, [a, b])
    if (a === undefined || b === undefined) continue
    const result = played.get(m.id)
    const f1 = decided.get('F1')
    if (result) decided.set(m.id, { ...result, a, b })
    else if (m.id === 'F2' && f1!.winner === f1!.a) decided.set(m.id, { winner: a, loser: null, a, b })
    else if (a === null || b === null || out.has(a) || out.has(b)) {
      // A walkover: who is still in goes through, and who left goes out here.
      const stays = [a, b].filter((p): p is string => p !== null && !out.has(p))
      const leaves = [a, b].filter((p): p is string => p !== null && out.has(p))
      decided.set(m.id, { winner: stays.length === 1 ? stays[0] : null, loser: leaves[0] ?? null, a, b, gone: leaves })
    }
  }
  return { decided, sides }
}

/** Every match decided so far, with its players and outcome. */
export function outcomes(
  bracket: Bracket,
  seeds: readonly string[],
  played: ReadonlyMap<string, Outcome>,
  out: ReadonlySet<string> = new Set(),
): Map<string, Decided> {
  return walk(bracket, seeds, played, out).decided
}

/** The matches to play now: both players known and in the event, and the match not decided. */
export function playable(
  bracket: Bracket,
  seeds: readonly string[],
  played: ReadonlyMap<string, Outcome>,
  out: ReadonlySet<string> = new Set(),
): { id: string; a: string; b: string }[] {
  const { decided, sides } = walk(bracket, seeds, played, out)
  // A match waits for every match of its bracket's earlier rounds, so an event round is one round of each bracket.
  const waiting = bracket.filter((m) => !decided.has(m.id)).map(roundOf)
  const held = (m: BracketMatch) => {
    const at = roundOf(m)
    return waiting.some((w) => w.bracket === at.bracket && w.round < at.round)
  }
  return bracket.flatMap((m) => {
    const [a, b] = sides.get(m.id)!
    return !decided.has(m.id) && !held(m) && typeof a === 'string' && typeof b === 'string' ? [{ id: m.id, a, b }] : []
  })
}

/** W2.1: the winners' bracket, round 2; F1: the final, round 1. */
function roundOf(m: BracketMatch): { bracket: string; round: number } {
  const [, bracket, round] = /^([A-Z])(\d+)/.exec(m.id)!
  return { bracket, round: Number(round) }
}

/** The bracket's champion once its last match is decided, else null. */
export function champion(bracket: Bracket, decided: ReadonlyMap<string, Outcome>): string | null {
  return decided.get(bracket[bracket.length - 1].id)?.winner ?? null
}

/**
 * Each seed's place: players out at the same stage share one (the two beaten semi-finalists are both 3rd), a later
 * stage places higher, and players still in place above everyone out. The first final's loser is out only when the
 * winners' champion beat them; else the reset decides.
 */
export function placings(bracket: Bracket, seeds: readonly string[], decided: ReadonlyMap<string, Decided>): { player: string; place: number }[] {
  const outAt = new Map<string, number>()
  for (const m of bracket) {
    const o = decided.get(m.id)
    // Two who both left at one walkover: the one not carried on as its loser goes out here (at once, in a winners' bracket).
    for (const p of o?.gone ?? []) if (p !== o!.loser && !outAt.has(p)) outAt.set(p, m.stage ?? 0)
    if (!o?.loser || m.stage === null || (m.id === 'F1' && o.winner !== o.a)) continue
    outAt.set(o.loser, m.stage)
  }
  const stageOf = (p: string) => outAt.get(p) ?? Infinity
  return seeds
    .map((player) => ({ player, place: 1 + seeds.filter((q) => stageOf(q) > stageOf(player)).length }))
    .sort((x, y) => x.place - y.place || seeds.indexOf(x.player) - seeds.indexOf(y.player))
}
