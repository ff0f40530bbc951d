// What the matchup report of every game of two characters holds alike, in the order the report prints it: who
// played whom over how many games on which seed with which policies, then A's win rate, its interval, the wins and
// the draws. Each game puts its own figures around these.

/** The report's opening: the game, the two sides, the run's size, seed and policies. */
export function matchupHead<G extends string, P>(game: G, run: { a: Side; b: Side; policies: readonly [P, P] }, games: number, seed: number) {
  return {
    game,
    a: { id: run.a.id, name: run.a.name },
    b: { id: run.b.id, name: run.b.name },
    games,
    seed,
    policies: { a: run.policies[0], b: run.policies[1] },
  }
}

/** The outcome: A's win rate and its 95 % interval, the wins of each side, the draws and the turn limit. */
export function matchupWins(
  tally: { aWins: number; bWins: number; draws: number },
  outcome: { winRate: number; interval: [number, number] },
  maxTurns: number,
) {
  return { winRate: outcome.winRate, interval: outcome.interval, wins: { a: tally.aWins, b: tally.bWins }, draws: tally.draws, maxTurns }
}

interface Side {
  id: string
  name: string
}
