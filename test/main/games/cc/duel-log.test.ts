// The log a player reads at the table for two, byte for byte, for seeded games of each kind: every line the engine
// writes (the draws, blocks, dodges, counters, negations, tech hits, combos, clean-ups, tags, recoveries, jokers, KOs
// and time overs) with the numbers in it. A change that means to change the log writes the new bytes with
// RINGSIDE_GOLDEN=write and says why in its commit.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import type { CcSeat } from '../../../../src/shared/games/cc/duel'
import { gameRng } from '../../../../src/main/core/rng'
import { CcDuel } from '../../../../src/main/games/cc/duel/engine'
import { CC_DUEL_POLICY, type CcDuelPolicyName } from '../../../../src/main/games/cc/duel/policies'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'

const write = process.env.RINGSIDE_GOLDEN === 'write'
const ONE = [[GAMBIT], [RYU]] as const
const TAG = [
  [GAMBIT, RYU],
  [RYU, GAMBIT],
] as const

/**
 * Random players lay every kind of move; greedy ones counter, dodge and combo as a player would. Among these games: a
 * time over, a tech hit, a tag super, variable counters of each outcome, a joker shuffled back, both ace searches.
 */
const GAMES: [string, typeof ONE | typeof TAG, number, [CcDuelPolicyName, CcDuelPolicyName]][] = [
  ['1 on 1', ONE, 9, ['random', 'random']],
  ['1 on 1', ONE, 2, ['greedy', 'random']],
  ['1 on 1', ONE, 3, ['greedy', 'greedy']],
  ['tag battle', TAG, 1, ['random', 'random']],
  ['tag battle', TAG, 4, ['random', 'random']],
  ['tag battle', TAG, 5, ['greedy', 'random']],
  ['tag battle', TAG, 14, ['greedy', 'random']],
  ['tag battle', TAG, 1, ['greedy', 'greedy']],
]

it('the log of seeded games for two, as pinned', () => {
  const logs = GAMES.map(([label, teams, seed, policies]) => {
    const duel = new CcDuel([[...teams[0]], [...teams[1]]], { seed, first: (seed % 2) as CcSeat })
    const rng = gameRng(seed, 5)
    while (duel.toMove() !== null && duel.state.turn <= 300) {
      const seat = duel.toMove()!
      expect(duel.play(seat, CC_DUEL_POLICY[policies[seat]](duel, rng))).toBeNull()
    }
    return [`# ${label}, seed ${seed}, A ${policies[0]}, B ${policies[1]}`, ...duel.state.log].join('\n')
  })
  const text = `${logs.join('\n\n')}\n`
  const file = path.join('test', 'golden', 'cc-duel-logs.txt')
  if (write) fs.writeFileSync(file, text)
  expect(text).toBe(fs.readFileSync(file, 'utf8'))
})
