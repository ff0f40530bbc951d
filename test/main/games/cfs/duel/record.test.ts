// A game record's syntax (docs/game-records.md): the header, the two decks' lines, and every move's words.
import { describe, expect, it } from 'vitest'
import { readMoveLine, readRecord } from '../../../../../src/main/games/cfs/duel/record'

const move = (line: string) => readMoveLine(line)
/** The move a line that must be read holds. */
function moveOf(line: string) {
  const read = readMoveLine(line)
  if ('problem' in read) throw new Error(read.problem)
  return read.move
}

describe('a move line', () => {
  it('reads each move of the grammar, slots and targets 0-based', () => {
    expect(move('A: place Zangief 1')).toEqual({ seat: 0, text: 'place Zangief 1', move: { type: 'place', card: 'Zangief', slot: 0 } })
    expect(moveOf('A: place Ryu (U) 3')).toEqual({ type: 'place', card: 'Ryu (U)', slot: 2 })
    expect(moveOf('a: backup Ken on 2')).toEqual({ type: 'backup', card: 'Ken', slot: 1 })
    expect(moveOf('A: action Sonic Boom on B2 A1')).toEqual({
      type: 'action',
      card: 'Sonic Boom',
      on: [
        { seat: 1, slot: 1 },
        { seat: 0, slot: 0 },
      ],
    })
    expect(moveOf('A: action Fight!')).toEqual({ type: 'action', card: 'Fight!', on: [] })
    expect(moveOf('A: arena Suzaku Castle')).toEqual({ type: 'arena', card: 'Suzaku Castle' })
    expect(moveOf('A: striker Dan at B1')).toEqual({ type: 'striker', card: 'Dan', at: { seat: 1, slot: 0 } })
    expect(moveOf('B: striker Dan defends')).toEqual({ type: 'striker-defends', card: 'Dan' })
    expect(moveOf('A: square 1 on B2')).toEqual({ type: 'square', slot: 0, on: [{ seat: 1, slot: 1 }] })
    expect(moveOf('A: attack 1')).toEqual({ type: 'attack', slot: 0 })
    expect(moveOf('A: union 3 1 2')).toEqual({ type: 'union', slots: [2, 0, 1] })
    expect(moveOf('B: react Guard on B1')).toEqual({ type: 'react', card: 'Guard', on: [{ seat: 1, slot: 0 }] })
    expect(moveOf('B: counter with 1')).toEqual({ type: 'counter', slot: 0 })
    expect(moveOf('B: take')).toEqual({ type: 'take' })
    expect(move('A: end')).toEqual({ seat: 0, text: 'end', move: { type: 'end' } })
  })

  it('keeps a card name that ends in "on" and a word as the card’s name', () => {
    expect(moveOf('A: action Hold on Tight')).toEqual({ type: 'action', card: 'Hold on Tight', on: [] })
  })

  it('says what to write for a move it cannot read', () => {
    expect(move('C: end')).toEqual({ problem: expect.stringMatching(/is not a move: a move is "A: …" or "B: …"/) })
    expect(move('A: place Zangief')).toEqual({ problem: 'A: place Zangief: write "place <card> <slot 1-3>"' })
    expect(move('A: place Zangief 4')).toEqual({ problem: 'A: place Zangief 4: write "place <card> <slot 1-3>"' })
    expect(move('A: union 1')).toEqual({ problem: expect.stringMatching(/write "union <slot> <slot> \[<slot>\]"/) })
    expect(move('A: counter 1')).toEqual({ problem: 'A: counter 1: write "counter with <slot 1-3>"' })
    expect(move('A: striker Dan at A1')).toEqual({ problem: "A: striker Dan at A1: a Striker attacks the opponent's character, not A1" })
    expect(move('A: end now')).toEqual({ problem: 'A: end now: "end" takes nothing after it' })
    expect(move('A: fly')).toEqual({ problem: expect.stringMatching(/unknown move "fly" \(the moves are place, backup/) })
  })
})

describe('a record', () => {
  const text = [
    '# a comment',
    'format: cfs-legends',
    'first: b',
    'seed: 42',
    'deck A:',
    '3 C001 Ryu',
    '',
    'deck B:',
    'Strikers',
    '1 C002 Ken',
    'moves:',
    'B: end',
    '# done',
  ].join('\n')

  it('reads the header, keeps each deck’s lines at the record’s line numbers, and the moves with theirs', () => {
    const read = readRecord(text)
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    const r = read.record
    expect([r.format, r.first, r.seed, r.hp]).toEqual(['cfs-legends', 1, 42, null])
    expect(r.decks[0].text.split('\n')[5]).toBe('3 C001 Ryu')
    expect(r.decks[1].text.split('\n').slice(8)).toEqual(['Strikers', '1 C002 Ken'])
    expect(r.moves).toEqual([{ line: 12, seat: 1, text: 'end', move: { type: 'end' } }])
  })

  it('takes "order: as written" for no shuffle', () => {
    const read = readRecord(text.replace('seed: 42', 'order: As Written'))
    expect(read.ok && read.record.seed).toBeNull()
  })

  it('lists every problem by line, and gives no record', () => {
    const broken = ['first: C', 'seed: 42', 'order: as written', 'colour: red', 'deck B:', 'deck A:', 'moves:', 'A: jump'].join('\n')
    const read = readRecord(broken)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems).toEqual([
      { line: 1, message: 'first: is A or B, not "C"' },
      { line: 3, message: 'give "seed:" or "order: as written", not both' },
      { line: 4, message: 'unknown header "colour:" (a record\'s header has format:, first:, seed:, order:, hp:)' },
      { line: 5, message: '"deck B:" out of place: a record has "deck A:", then "deck B:", then "moves:", each once' },
      { line: 6, message: '"deck A:" out of place: a record has "deck A:", then "deck B:", then "moves:", each once' },
      { line: 7, message: '"moves:" out of place: a record has "deck A:", then "deck B:", then "moves:", each once' },
      { line: 8, message: expect.stringMatching(/^A: jump: unknown move "jump"/) },
    ])
  })

  it('refuses a target that names no slot, where a card name would hide it', () => {
    const aimed = (move: string) => readRecord(text.replace('B: end', move))
    expect(aimed('A: action A009 on C1')).toMatchObject({
      ok: false,
      problems: [{ line: 12, message: expect.stringMatching(/C1 is no target: write A1, A2, A3 \(A's ring\) or B1, B2, B3/) }],
    })
    expect(aimed('A: square 1 on B1 b4')).toMatchObject({
      ok: false,
      problems: [{ line: 12, message: expect.stringMatching(/^A: square 1 on B1 b4: b4 is no target/) }],
    })
    // Words after "on" that are no target are the card's name.
    expect(aimed('A: action Hit on Target')).toMatchObject({ ok: true })
    expect(aimed('B: react Ryu on B2, A1')).toMatchObject({ ok: true })
  })

  it('needs a seed or an order, and the decks and moves', () => {
    const read = readRecord('first: A\ndeck A:\n1 C001 Ryu')
    expect(read.ok ? [] : read.problems.map((p) => p.message)).toEqual([
      'the header needs "seed: N" (the decks are shuffled) or "order: as written" (they are not)',
      'the record ends before its "deck B:" line',
    ])
  })
})
