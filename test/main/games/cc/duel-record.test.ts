// Game records of Capcom Crossovers for two: every line read and checked by its line, written back as read, played
// through the engine to the same game; the rule book's worked examples as shipped records.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CC_DUEL_POLICY } from '../../../../src/main/games/cc/duel/policies'
import { CcDuel } from '../../../../src/main/games/cc/duel/engine'
import { isCcRecord, moveText, readCcRecord, replayCcRecord, writeCcRecord } from '../../../../src/main/games/cc/duel/record'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { gameRng } from '../../../../src/main/core/rng'
import type { CcDuelMove, CcSeat } from '../../../../src/shared/games/cc/duel'

const SHEETS = { gambit: GAMBIT, ryu: RYU }
const sheetOf = (id: string) => {
  const sheet = SHEETS[id as keyof typeof SHEETS]
  if (!sheet) throw new Error(`no character "${id}"`)
  return sheet
}

describe('Capcom Crossovers game records', () => {
  it('write a played game and read it back to the same game, move by move', () => {
    for (const [seed, teams] of [
      [1, [['gambit'], ['ryu']]],
      [
        2,
        [
          ['gambit', 'ryu'],
          ['ryu', 'gambit'],
        ],
      ],
    ] as const) {
      const duel = new CcDuel([teams[0].map(sheetOf), teams[1].map(sheetOf)], { seed, first: 0 })
      const rng = gameRng(seed, 5)
      const moves: { seat: CcSeat; move: CcDuelMove }[] = []
      while (duel.toMove() !== null && moves.length < 600) {
        const seat = duel.toMove()!
        const move = CC_DUEL_POLICY[moves.length % 3 === 0 ? 'random' : 'greedy'](duel, rng)
        expect(duel.play(seat, move)).toBeNull()
        moves.push({ seat, move })
      }
      const text = writeCcRecord({ first: 0, seed, teams: [[...teams[0]], [...teams[1]]], decks: null, moves })
      expect(isCcRecord(text)).toBe(true)
      const read = readCcRecord(text)
      if (!read.ok) throw new Error(JSON.stringify(read.problems))
      expect(read.record.moves.map((m) => m.move)).toEqual(moves.map((m) => m.move))
      const replayed = replayCcRecord(read.record, sheetOf)
      expect(replayed.refused).toBeNull()
      expect(replayed.duel.state).toEqual(duel.state)
    }
  })

  it('reads every move of the grammar, and writes each as it reads it', () => {
    const lines = [
      'keep',
      'mulligan',
      'draw 3',
      'block 6H',
      'attack QH=Cajun Slash',
      'attack 9S 9H',
      'attack X X',
      'pass',
      'take',
      'dodge',
      'counter KS=Cajun Escape KH',
      'tech 8H 8C',
      'variable counter Shoryuken',
      'variable counter',
      'combo 2H 3S QC=Shoryuken',
      'combo',
      'shot JC',
      'shot',
      'bank 9S',
      'discard 9S',
      'search AC from discard paying 10S 10H 10D 10C',
      'tag 4S 4H',
      'recover QS',
      'joker back paying 10S 10H 10D 10C 9C 8D',
      'end',
    ]
    const text = ['game: cc', 'first: A', 'seed: 3', 'characters A: gambit', 'characters B: ryu', 'moves:', ...lines.map((l) => `A: ${l}`)].join('\n')
    const read = readCcRecord(text)
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    expect(read.record.moves.map((m) => moveText(m.move))).toEqual(lines)
    expect(read.record.moves[4].move).toEqual({ type: 'attack', cards: ['QH'], move: 'Cajun Slash' })
    expect(read.record.moves[14].move).toEqual({ type: 'combo', cards: ['2H', '3S', 'QC'], named: { 2: 'Shoryuken' } })
  })

  it('names every problem by its line, and gives no record', () => {
    const read = readCcRecord(
      [
        'game: cc',
        'first: C',
        'seed: 2',
        'order: as written',
        'characters A: gambit ryu zangief',
        'colour: red',
        'moves:',
        'A: jump',
        'B: attack 4Z',
        'C: keep',
      ].join('\n'),
    )
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'the header needs "characters B:", the ids of B\'s character or tag team'],
      [2, 'first: is A or B, not "C"'],
      [4, 'give "seed:" or "order: as written", not both'],
      [5, 'characters A: names one character, or two for a tag battle'],
      [6, 'unknown header "colour:" (a Capcom Crossovers record\'s header has game:, first:, seed:, order:, characters A:, characters B:, deck A:, deck B:)'],
      [8, expect.stringMatching(/^A: jump: unknown move "jump"/)],
      [9, 'B: attack 4Z: "4Z" is not a card (4S, 10C, QH, X; QH=Move names the move)'],
      [10, 'a move is "A: …" or "B: …", not "C: keep"'],
    ])
  })

  it.each([
    ['cc-blocked-super.record.txt', { A: 100, B: 100 - (35 - 16) }, 'the block 6H meets it, taking 16 off; the block card is discarded'],
    ['cc-throw-through-block.record.txt', { A: 100, B: 100 - 7 - 2 - 3 - 12 }, 'the block 5C meets it, and is broken; the block card is discarded'],
  ])("plays the rule book's example %s to its numbers", (file, hp, line) => {
    const read = readCcRecord(fs.readFileSync(`examples/records/${file}`, 'utf8'))
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    const replayed = replayCcRecord(read.record, sheetOf)
    expect(replayed.refused).toBeNull()
    const s = replayed.duel.state
    expect({ A: s.players[0].fighters[0].hp, B: s.players[1].fighters[0].hp }).toEqual(hp)
    expect(s.log.join('\n')).toContain(line)
  })

  it('stops at the first move the rules refuse: its line, its words and the rule', () => {
    const text = fs.readFileSync('examples/records/cc-blocked-super.record.txt', 'utf8').replace('A: attack AS', 'A: attack 9C')
    const read = readCcRecord(text)
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    const replayed = replayCcRecord(read.record, sheetOf)
    expect(replayed.refused).toEqual({ line: 17, move: 'A: attack 9C', reason: '9C is not in the hand' })
    expect(replayed.played).toHaveLength(5)
  })
})
