// The phrase book: the card texts Ringside reads, each pattern with the structured form it stands for, its
// value to the greedy policy, or the reason it changes nothing against a goldfish. A pattern matches a whole
// text (after normalize()); simple sentences ("Opponent loses 300 HP.", "Draw 2 cards.") also combine.
import type { Amount, CardFilter, Cost, Op, Reading, Text, Value, When, Who } from './model'

/** Why a text does nothing against a goldfish: an opponent with HP and nothing else, who never acts. */
export const NO_EFFECT = {
  enemy: 'it needs an enemy character; the goldfish has none',
  opposite: 'it touches the enemy character opposite; the goldfish has none',
  opponentHand: "it touches the opponent's hand; the goldfish holds no cards",
  opponentDeck: "it touches the opponent's deck; the goldfish has none",
  opponentSp: 'the goldfish has no SP',
  opponentPlays: 'the goldfish plays no cards',
  opponentCards: 'the goldfish holds no cards, so the condition never holds',
  counter: 'it works only when the opponent attacks, blocks or counters; the goldfish never does',
  freezeAfter: 'staying unfrozen matters only for countering; the goldfish never attacks',
  reactionCost: 'reactions are never played against a goldfish',
  positions: 'ring positions matter only opposite enemy characters; the goldfish has none',
  goesThrough: 'every attack on the goldfish reaches its HP: it never blocks',
  opponentDraws: 'the goldfish has no deck and never draws',
  opponentDiscard: 'the goldfish has no discard pile',
} as const

/** Why Synchro does nothing against a goldfish. */
export const PICKS_FROM_DECK = 'the goldfish has no deck to pick from, and it never picks'

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }
export const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : WORDS[s.toLowerCase()])

export const SELF: Who = { pick: 'self' }
export const ONE: Who = { pick: 'one' }
export const OTHER: Who = { pick: 'other' }
export const ALL: Who = { pick: 'all' }
export const OTHERS: Who = { pick: 'others' }
const PICKED: Who = { pick: 'picked' }
/** The player's own characters ("1 of your characters", "your other characters"). */
export const MINE: Who = { pick: 'one', side: 'own' }
export const MY_OTHER: Who = { pick: 'other', side: 'own' }
export const MY_OTHERS: Who = { pick: 'others', side: 'own' }
export const MY_ALL: Who = { pick: 'all', side: 'own' }
export const ENEMY: Who = { pick: 'one', side: 'enemy' }

export const ACTION: CardFilter = { kind: 'action' }
export const REACTION: CardFilter = { kind: 'reaction' }
export const CHARACTER: CardFilter = { kind: 'character' }
export const ANY: CardFilter = {}
/** "1 action card", "a character", "1 card": the filter a discard or a search names. */
export function filterOf(word: string | undefined): CardFilter {
  const w = (word ?? '').toLowerCase()
  if (w.startsWith('action')) return ACTION
  if (w.startsWith('reaction')) return REACTION
  if (w.startsWith('character')) return CHARACTER
  return ANY
}

type Extra = Partial<Pick<Text, 'cost' | 'condition' | 'may' | 'rules' | 'actionCost' | 'reactionCost'>>
export const exact = (when: When, ops: Op[], value: Value, extra: Extra = {}): Reading => ({ class: 'exact', text: { when, ops, value, ...extra } })
export const none = (reason: string): Reading => ({ class: 'no-effect', reason })
export const notModelled = (reason: string): Reading => ({ class: 'not-modelled', reason })

export const discardCost = (count: number, filter: CardFilter, random = false): Cost => ({ cost: 'discard', filter, count, ...(random ? { random } : {}) })
/** Damage dealt to characters: the amount, counted or not, is taken off their BP. */
export const hurt = (who: Who, n: Amount): Op => ({ op: 'bp', who, n: minus(n) })
function minus(n: Amount): Amount {
  if (typeof n === 'number') return -n
  if ('per' in n) return { ...n, times: -n.times, ...(n.plus ? { plus: -n.plus } : {}) }
  return { ...n, minus: true }
}

/** A pattern for a whole text: `when` is where the text stands (▲ entry, ■ square, ● static, an action's play). */
export interface Pattern {
  re: RegExp
  read: (m: RegExpMatchArray, when: When) => Reading
}

export const N = '(\\d+)'
export const COUNT = '(\\d+|a|an|one|two|three)'
export const p = (source: string, read: Pattern['read']): Pattern => ({ re: new RegExp(`^${source}$`, 'i'), read })

export const PATTERNS: Pattern[] = [
  // ---- Damage to characters, costs paid from hand ----
  p(`discard ${COUNT} (action |reaction )?cards? from hand: 1 character takes ${N} damage`, (m, w) =>
    exact(w, [hurt(ONE, num(m[3]))], 'harms', { cost: [discardCost(num(m[1]), filterOf(m[2]))] }),
  ),
  p(`deal ${N} damage to 1 character`, (m, w) => exact(w, [hurt(ONE, num(m[1]))], 'harms')),
  p(`deal ${N} damage to 1 other character`, (m, w) => exact(w, [hurt(OTHER, num(m[1]))], 'harms')),
  p(`on entry, deal ${N} damage to 1 character \\(to herself if no other target exists\\)`, (m, w) =>
    exact(w, [hurt({ pick: 'other', orSelf: true }, num(m[1]))], 'harms'),
  ),
  p(`deal ${N} damage to (?:1 enemy character or to the opponent|the opponent or to 1 enemy character)`, (m, w) =>
    exact(w, [{ op: 'damage', n: num(m[1]) }], 'helps'),
  ),
  p(`discard 1 reaction card: deal ${N} damage to 1 character or to the opponent`, (m, w) =>
    exact(w, [{ op: 'choose', options: [[{ op: 'damage', n: num(m[1]) }], [hurt(ONE, num(m[1]))]] }], 'helps', { cost: [discardCost(1, REACTION)] }),
  ),
  p(`every character(?: in play)?,? (?:this one included, )?(?:loses ${N} BP|takes ${N} damage)`, (m, w) => exact(w, [hurt(ALL, num(m[1] ?? m[2]))], 'harms')),
  p(`every other character takes ${N} damage`, (m, w) => exact(w, [hurt(OTHERS, num(m[1]))], 'harms')),
  p(`this character and 1 other character each lose ${N} BP`, (m, w) => exact(w, [hurt(SELF, num(m[1])), hurt(OTHER, num(m[1]))], 'harms')),
  p(`freeze this character, then every frozen character takes ${N} damage`, (m, w) =>
    exact(w, [{ op: 'freeze', who: SELF, turns: 1 }, hurt({ pick: 'all', frozen: true }, num(m[1]))], 'harms'),
  ),
  p(`KO this character; every character takes ${N} damage`, (m, w) => exact(w, [hurt(ALL, num(m[1]))], 'harms', { cost: [{ cost: 'ko', who: SELF }] })),
  p(`KO this character; a random character in the ring takes ${N} damage`, (m, w) =>
    exact(w, [hurt({ pick: 'random' }, num(m[1]))], 'harms', { cost: [{ cost: 'ko', who: SELF }] }),
  ),
  p(`discard your hand; every character except him takes ${N} damage per card discarded`, (m, w) =>
    exact(w, [hurt(OTHERS, { per: 'discarded', times: num(m[1]) })], 'harms', { cost: [{ cost: 'discard-hand' }] }),
  ),
  p(`KO 1 of your characters; its remaining BP is dealt as damage to a character you pick`, (_m, w) =>
    exact(w, [hurt(ONE, { bpOf: 'koed' })], 'harms', { cost: [{ cost: 'ko', who: MINE }] }),
  ),
  p(`KO 1 character, then every other character takes ${N} damage`, (m, w) => exact(w, [{ op: 'ko', who: ONE }, hurt(ALL, num(m[1]))], 'harms')),
  p(`every character takes ${N} damage at the end of your turn`, (m) => exact('turn-end', [hurt(ALL, num(m[1]))], 'harms')),

  // ---- KOs ----
  p(`(?:on entry, )?KO 1 other character`, (_m, w) => exact(w, [{ op: 'ko', who: OTHER }], 'harms')),
  p(`on entry, KO 1 frozen character`, (_m, w) => exact(w, [{ op: 'ko', who: { pick: 'one', frozen: true } }], 'harms')),
  p(`on entry, KO 1 other unfrozen character in your ring`, (_m, w) => exact(w, [{ op: 'ko', who: { pick: 'other', frozen: false, side: 'own' } }], 'harms')),
  p(`KO 1 character that currently has a back-up`, (_m, w) => exact(w, [{ op: 'ko', who: { pick: 'one', backed: true } }], 'harms')),
  p(`KO every character with ${N} BP or less`, (m, w) => exact(w, [{ op: 'ko', who: { pick: 'all', maxBp: num(m[1]) } }], 'harms')),
  p(`KO every character with ${N} BP or more`, (m, w) => exact(w, [{ op: 'ko', who: { pick: 'all', minBp: num(m[1]) } }], 'harms')),
  p(`KO every character (?:in play|in the ring, this one included)`, (_m, w) => exact(w, [{ op: 'ko', who: ALL }], 'harms')),
  p(`pick 1 character on each side; every other character is KO'd`, (_m, w) =>
    exact(
      w,
      [
        { op: 'ko', who: { pick: 'all-but-one', side: 'own' } },
        { op: 'ko', who: { pick: 'all-but-one', side: 'enemy' } },
      ],
      'harms',
    ),
  ),
  p(`on entry, KO 1 character with 800\\+ BP; if there is none, this card is KO'd`, (_m, w) =>
    exact(w, [{ op: 'ko', who: { pick: 'one', minBp: 800, orSelf: true } }], 'harms'),
  ),
  p(`discard 1 card from hand: KO 1 character with 800\\+ BP`, (_m, w) =>
    exact(w, [{ op: 'ko', who: { pick: 'one', minBp: 800 } }], 'harms', { cost: [discardCost(1, ANY)] }),
  ),
  p(`KO 1 character; you gain HP equal to its BP`, (_m, w) => exact(w, [{ op: 'heal', n: { bpOf: 'koed' } }], 'harms', { cost: [{ cost: 'ko', who: ONE }] })),
  p(`KO all your other characters in the ring; \\+${N} BP for each one KO'd`, (m, w) =>
    exact(
      w,
      [
        { op: 'ko', who: MY_OTHERS },
        { op: 'bp', who: SELF, n: { per: 'koed', times: num(m[1]) } },
      ],
      'harms',
    ),
  ),
  p(`KO all your other characters in the ring; \\+${N} SP for each one KO'd`, (m, w) =>
    exact(
      w,
      [
        { op: 'ko', who: MY_OTHERS },
        { op: 'sp', n: { per: 'koed', times: num(m[1]) } },
      ],
      'harms',
    ),
  ),
  p(`KO as many of your own characters as you like; \\+${N} SP per character KO'd`, (m, w) =>
    exact(w, [{ op: 'sp', n: { per: 'koed', times: num(m[1]) } }], 'neutral', { cost: [{ cost: 'ko', who: { pick: 'any-number', side: 'own' } }] }),
  ),
  p(`KO as many of your own characters as you like; draw 1 card per character KO'd`, (_m, w) =>
    exact(w, [{ op: 'draw', n: { per: 'koed', times: 1 } }], 'neutral', { cost: [{ cost: 'ko', who: { pick: 'any-number', side: 'own' } }] }),
  ),
  p(`KO 1 of your characters: gain ${N} SP`, (m, w) => exact(w, [{ op: 'sp', n: num(m[1]) }], 'harms', { cost: [{ cost: 'ko', who: MINE }] })),
  p(`draw 1 card by KOing 1 of your characters`, (_m, w) => exact(w, [{ op: 'draw', n: 1 }], 'harms', { cost: [{ cost: 'ko', who: MINE }] })),
  p(`gain ${N} HP by KOing 1 of your characters`, (m, w) => exact(w, [{ op: 'heal', n: num(m[1]) }], 'harms', { cost: [{ cost: 'ko', who: MINE }] })),
  p(`KO 1 of your other characters; add its BP to this one`, (_m, w) =>
    exact(w, [{ op: 'bp', who: SELF, n: { bpOf: 'koed' } }], 'neutral', { cost: [{ cost: 'ko', who: MY_OTHER }] }),
  ),
  p(`KO this character; add a random character card from your deck to your hand`, (_m, w) =>
    exact(w, [{ op: 'search', filter: CHARACTER, count: 1, to: 'hand', random: true, shuffle: false }], 'harms', { cost: [{ cost: 'ko', who: SELF }] }),
  ),
  p(`KO this character; gain ${N} HP per card in your hand`, (m, w) =>
    exact(w, [{ op: 'heal', n: { per: 'hand', times: num(m[1]) } }], 'harms', { cost: [{ cost: 'ko', who: SELF }] }),
  ),
  p(`KO this character; gain HP equal to his remaining BP`, (_m, w) =>
    exact(w, [{ op: 'heal', n: { bpOf: 'koed' } }], 'harms', { cost: [{ cost: 'ko', who: SELF }] }),
  ),
  p(`both players discard their hands; this character is KO'd`, (_m, w) =>
    exact(
      w,
      [
        { op: 'discard', filter: ANY, count: 'all' },
        { op: 'ko', who: SELF },
      ],
      'harms',
    ),
  ),
  p(`KO all of your characters; you take another turn after this one`, () => notModelled('an extra turn is not modelled')),

  // ---- BP ----
  p(`spend all your SP; every other character in play becomes ${N} BP`, (m, w) =>
    exact(w, [{ op: 'sp-zero' }, { op: 'bp-set', who: OTHERS, n: num(m[1]) }], 'harms'),
  ),
  p(`every character's BP becomes ${N}`, (m, w) => exact(w, [{ op: 'bp-set', who: ALL, n: num(m[1]) }], 'harms')),
  p(`(?:on entry, )?BP randomly goes up or down by ${N}`, (m, w) => exact(w, [{ op: 'bp-random', who: SELF, n: num(m[1]) }], 'neutral')),
  p(`a random character on the field gains or loses ${N} BP`, (m, w) => exact(w, [{ op: 'bp-random', who: { pick: 'random' }, n: num(m[1]) }], 'neutral')),
  p(`if your ring is empty, her BP doubles`, (_m, w) => exact(w, [{ op: 'bp-double', who: SELF }], 'helps', { condition: { if: 'alone' } })),
  p(`BP doubles if your HP is ${N} or less`, (m, w) => exact(w, [{ op: 'bp-double', who: SELF }], 'helps', { condition: { if: 'hp-at-most', n: num(m[1]) } })),
  p(`BP doubles while your HP is 1000 or less`, () => exact('static', [], 'helps', { rules: ['self:double-at-1000'] })),
  p(`BP doubles if the opponent has 3 characters in their ring`, () => none(NO_EFFECT.enemy)),
  p(`discard the top card of your deck: \\+${N} BP`, (m, w) =>
    exact(w, [{ op: 'bp', who: SELF, n: num(m[1]) }], 'neutral', { cost: [{ cost: 'mill', n: 1 }] }),
  ),
  p(`discard 1 card from hand: \\+${N} BP`, (m, w) => exact(w, [{ op: 'bp', who: SELF, n: num(m[1]) }], 'neutral', { cost: [discardCost(1, ANY)] })),
  p(`discard every action card in your hand; \\+${N} BP per card discarded`, (m, w) =>
    exact(
      w,
      [
        { op: 'discard', filter: ACTION, count: 'all' },
        { op: 'bp', who: SELF, n: { per: 'discarded', times: num(m[1]) } },
      ],
      'neutral',
    ),
  ),
  p(`reveal your hand; \\+${N} BP for each card with ${N}-${N} BP in it`, (m, w) =>
    exact(w, [{ op: 'bp', who: SELF, n: { per: 'hand-low-bp', times: num(m[1]), minBp: num(m[2]), maxBp: num(m[3]) } }], 'helps'),
  ),
  p(`discard 1 random card from your hand: 1 of your characters gets \\+${N} BP`, (m, w) =>
    exact(w, [{ op: 'bp', who: MINE, n: num(m[1]) }], 'neutral', { cost: [discardCost(1, ANY, true)] }),
  ),
  p(`each character with ${N} BP or less gets \\+${N} BP`, (m, w) => exact(w, [{ op: 'bp', who: { pick: 'all', maxBp: num(m[1]) }, n: num(m[2]) }], 'helps')),
  p(`every character that has a back-up gets \\+${N} BP`, (m, w) => exact(w, [{ op: 'bp', who: { pick: 'all', backed: true }, n: num(m[1]) }], 'helps')),
  p(`1 character on each side of the ring gets \\+${N} BP`, (m, w) =>
    exact(
      w,
      [
        { op: 'bp', who: MINE, n: num(m[1]) },
        { op: 'bp', who: ENEMY, n: num(m[1]) },
      ],
      'helps',
    ),
  ),
  p(`the lowest-BP character\\(s\\) in the ring have their BP raised to this card's BP`, (_m, w) =>
    exact(w, [{ op: 'bp-set', who: { pick: 'all', lowest: true }, n: { bpOf: 'self' } }], 'helps'),
  ),
  p(`discard a character from hand; this card's BP becomes that character's BP`, (_m, w) =>
    exact(w, [{ op: 'bp-set', who: SELF, n: { bpOf: 'discarded' } }], 'neutral', { cost: [discardCost(1, CHARACTER)] }),
  ),
  p(`discard 1 action card from hand: 1 character loses its ability and its BP becomes ${N}`, (m, w) =>
    exact(
      w,
      [
        { op: 'lose-ability', who: ONE },
        { op: 'bp-set', who: PICKED, n: num(m[1]) },
      ],
      'harms',
      { cost: [discardCost(1, ACTION)] },
    ),
  ),
  p(`remove a character's ability; that character gets \\+${N} BP in exchange`, (m, w) =>
    exact(
      w,
      [
        { op: 'lose-ability', who: ONE },
        { op: 'bp', who: PICKED, n: num(m[1]) },
      ],
      'neutral',
    ),
  ),
  p(`\\+${N} BP each time he attacks alone`, (m) => exact('after-attack', [{ op: 'bp', who: SELF, n: num(m[1]) }], 'helps')),
  p(`\\+${N} BP at the start of each of your turns`, (m) => exact('turn-start', [{ op: 'bp', who: SELF, n: num(m[1]) }], 'helps')),
  p(`at the start of your turn, his BP is reset to ${N}`, (m) => exact('turn-start', [{ op: 'bp-set', who: SELF, n: num(m[1]) }], 'harms')),
  p(`at the start of your turn, each character with a back-up gets \\+${N} BP`, (m) =>
    exact('turn-start', [{ op: 'bp', who: { pick: 'all', backed: true }, n: num(m[1]) }], 'helps'),
  ),
  p(`pick a character and the top card of either deck; the character's BP becomes that card's BP \\(KO'd if that card is not a character\\)`, (_m, w) =>
    exact(w, [{ op: 'morph', who: ONE }], 'neutral'),
  ),
  p(`pick a character and the top card of either deck; the character's BP becomes that card's BP \\(KO'd if it is an action card\\)`, () =>
    notModelled('a reaction on top has no BP, and the text does not say what happens then'),
  ),

  // ---- Freezing ----
  p(`freeze 1 character other than this one`, (_m, w) => exact(w, [{ op: 'freeze', who: OTHER, turns: 1 }], 'harms')),
  p(`(?:a frozen character stays frozen for one more turn|a character that is already frozen also stays frozen through its next turn)`, (_m, w) =>
    exact(w, [{ op: 'freeze', who: { pick: 'one', frozen: true }, turns: 2 }], 'harms'),
  ),
  p(`freeze or unfreeze 1 character`, (_m, w) =>
    exact(w, [{ op: 'choose', options: [[{ op: 'unfreeze', who: ONE }], [{ op: 'freeze', who: ONE, turns: 1 }]] }], 'neutral'),
  ),
  p(`unfreeze every character`, (_m, w) => exact(w, [{ op: 'unfreeze', who: ALL }], 'neutral')),
  p(`unfreeze every character (?:in your ring|you control)`, (_m, w) => exact(w, [{ op: 'unfreeze', who: MY_ALL }], 'neutral')),
  p(`unfreeze 1 of your characters`, (_m, w) => exact(w, [{ op: 'unfreeze', who: MINE }], 'neutral')),
  p(`after every player's turn, all characters in the ring unfreeze`, () => exact('turn-end', [{ op: 'unfreeze', who: ALL }], 'neutral')),
  p(`does not unfreeze during your unfreeze phase`, () => exact('static', [], 'harms', { rules: ['self:never-unfreeze'] })),
  p(`does not enter freeze phase after attacking`, () => none(NO_EFFECT.freezeAfter)),
  p(`this turn, your characters stay unfrozen after they attack`, () => none(NO_EFFECT.freezeAfter)),

  // ---- Characters leaving the ring ----
  p(`(?:on entry, )?return 1 character from your ring(?: \\((?:she|he) may choose (?:herself|himself)\\))? to your hand`, (_m, w) =>
    exact(w, [{ op: 'return', who: MINE, to: 'hand' }], 'harms'),
  ),
  p(`return 1 other character to its owner's hand`, (_m, w) => exact(w, [{ op: 'return', who: OTHER, to: 'hand' }], 'harms')),
  p(`return 1 of your characters in play to your hand`, (_m, w) => exact(w, [{ op: 'return', who: MINE, to: 'hand' }], 'harms')),
  p(`return any 1 character in play to its owner's hand`, (_m, w) => exact(w, [{ op: 'return', who: ONE, to: 'hand' }], 'harms')),
  p(`return 1 of your characters and 1 enemy character to their owners' hands`, (_m, w) =>
    exact(
      w,
      [
        { op: 'return', who: MINE, to: 'hand' },
        { op: 'return', who: ENEMY, to: 'hand' },
      ],
      'harms',
    ),
  ),
  p(`every character in play returns to its owner's hand`, (_m, w) => exact(w, [{ op: 'return', who: ALL, to: 'hand' }], 'harms')),
  p(`every character in the ring is shuffled back into its owner's deck`, (_m, w) => exact(w, [{ op: 'return', who: ALL, to: 'deck' }], 'harms')),
  p(`put 1 of your characters in play on the bottom of your deck`, (_m, w) => exact(w, [{ op: 'return', who: MINE, to: 'deck-bottom' }], 'harms')),
  p(`return this character to your hand`, (_m, w) => exact(w, [{ op: 'return', who: SELF, to: 'hand' }], 'harms')),
  p(`shuffle this character back into your deck`, (_m, w) => exact(w, [{ op: 'return', who: SELF, to: 'deck' }], 'harms')),
  p(`on entry, if any other character is on the field, she returns to your hand`, (_m, w) =>
    exact(w, [{ op: 'return', who: SELF, to: 'hand' }], 'harms', { condition: { if: 'not-alone' } }),
  ),
  p(`on entry, every character with a triangle ability \\(him included\\) returns to its owner's hand`, (_m, w) =>
    exact(w, [{ op: 'return', who: { pick: 'all', triangle: true }, to: 'hand' }], 'harms'),
  ),
  p(`at the start of your next turn, she is shuffled back into your deck`, () => exact('turn-start', [{ op: 'return', who: SELF, to: 'deck' }], 'harms')),
  p(`returns to your hand after attacking or blocking`, () => exact('after-attack', [{ op: 'return', who: SELF, to: 'hand' }], 'harms')),
  p(`at the end of your attack phase, every character with 800\\+ BP returns to its owner's hand`, () =>
    exact('turn-end', [{ op: 'return', who: { pick: 'all', minBp: 800 }, to: 'hand' }], 'harms'),
  ),
  p(`the character opposite him takes damage equal to his BP; then return him to your hand`, (_m, w) =>
    exact(
      w,
      [
        { op: 'nothing', why: NO_EFFECT.opposite },
        { op: 'return', who: SELF, to: 'hand' },
      ],
      'harms',
    ),
  ),
  p(`this card is KO'd at the start of your turn`, () => exact('turn-start', [{ op: 'ko', who: SELF }], 'harms')),
  p(`KO'd at end of turn if he attacked or countered that turn`, () =>
    exact('turn-end', [{ op: 'ko', who: SELF }], 'harms', { condition: { if: 'attacked' } }),
  ),
  p(`shuffle this card and your hand into your deck, then draw ${N} cards`, (m, w) =>
    exact(w, [{ op: 'return', who: SELF, to: 'deck' }, { op: 'hand-to-deck' }, { op: 'draw', n: num(m[1]) }], 'neutral'),
  ),

  // ---- Abilities ----
  p(`(?:on entry, )?every character in the ring(?:, himself included,)? loses its ability`, (_m, w) => exact(w, [{ op: 'lose-ability', who: ALL }], 'harms')),
  p(`on entry, you must remove the ability of 1 other character on the field`, (_m, w) => exact(w, [{ op: 'lose-ability', who: OTHER }], 'harms')),
  p(`1 of your characters in play loses its ability; draw 1 card`, (_m, w) =>
    exact(
      w,
      [
        { op: 'lose-ability', who: MINE },
        { op: 'draw', n: 1 },
      ],
      'neutral',
    ),
  ),
  p(`triangle abilities have no effect`, () => exact('static', [], 'neutral', { rules: ['no-triangle'] })),
  p(`(?:square abilities of all characters are disabled|square abilities cannot be activated)`, () => exact('static', [], 'neutral', { rules: ['no-square'] })),
  p(`characters can use square abilities on the turn they enter the ring`, () => exact('static', [], 'helps', { rules: ['square-on-entry'] })),
  p(`characters \\(this one included\\) can be backed up on the turn they enter`, () => exact('static', [], 'helps', { rules: ['back-up-on-entry'] })),
  p(`can attack on the turn he is played`, () => exact('static', [], 'helps', { rules: ['self:attack-on-entry'] })),
  p(`this character cannot attack or counter`, () => exact('static', [], 'harms', { rules: ['self:cannot-attack'] })),
  p(`characters with 800\\+ BP cannot be played into the ring`, () => exact('static', [], 'harms', { rules: ['no-800'] })),
  p(`a direct attack on the opponent always deals 600 damage, whatever her BP`, () => exact('static', [], 'helps', { rules: ['self:direct-600'] })),
  p(`draw 1 extra card during your draw phase`, () => exact('static', [], 'helps', { rules: ['extra-draw'] })),
  p(`whenever a player backs up a character, that player draws 1 card`, () => exact('static', [], 'helps', { rules: ['back-up-draws'] })),
  p(`direct-damage action cards deal 100 extra damage \\(both players\\)`, () => exact('static', [], 'helps', { rules: ['action-damage+100'] })),
  p(`action cards cost ${N} (less|more) SP for both players`, (m) =>
    exact('static', [], m[2].toLowerCase() === 'less' ? 'helps' : 'harms', { actionCost: m[2].toLowerCase() === 'less' ? -num(m[1]) : num(m[1]) }),
  ),
  p(`pick a character; it can receive several back-ups this turn`, (_m, w) => exact(w, [{ op: 'many-back-ups', who: ONE }], 'helps')),
  p(
    `(?:take the ability of 1 character in the ring|on entry, copy the ability of another character in the ring|copy 1 character's square ability onto 1 of your characters|swap the abilities of 2 characters that have abilities|move this ability onto another character; this card loses it)`,
    () => notModelled('abilities moved or copied between characters are not modelled'),
  ),
  p(`(?:give a random ability to a character of your choice|every character receives a random ability taken from the game's card pool)`, () =>
    notModelled('random abilities from the card pool are not modelled'),
  ),
  p(`discard a card with an ability from hand; 1 of your characters in play gains that ability`, () =>
    notModelled('abilities moved between cards are not modelled'),
  ),
  p(`discard a character with a triangle ability from hand and trigger that ability`, () =>
    notModelled("another card's ability played from hand is not modelled"),
  ),
  p(`KO this character; another character becomes a Zombie`, () => notModelled('turning a character into another card is not modelled')),
  p(`transform 1 character into a different character from the game; its back-ups are discarded`, () =>
    notModelled('turning a character into another card is not modelled'),
  ),

  // ---- SP ----
  p(`both players' SP drops to 0`, (_m, w) => exact(w, [{ op: 'sp-zero' }], 'harms')),
  p(`if you have 0 SP, gain ${N} SP`, (m, w) => exact(w, [{ op: 'sp', n: num(m[1]) }], 'helps', { condition: { if: 'sp-zero' } })),
  p(`on entry, pay ${N} SP; if you cannot, this card is KO'd`, (m, w) => exact(w, [], 'neutral', { cost: [{ cost: 'sp', n: num(m[1]), orKo: true }] })),
  p(`lose ${N} SP at the start of each of your turns`, (m) => exact('turn-start', [{ op: 'sp', n: -num(m[1]) }], 'harms')),
  p(`at the start of each player's turn, that player loses 1 SP per card in hand`, () =>
    exact('turn-start', [{ op: 'sp', n: { per: 'hand', times: -1 } }], 'harms'),
  ),
  p(`discard 1 action card from hand: gain 1 SP per card left in your hand`, (_m, w) =>
    exact(w, [{ op: 'sp', n: { per: 'hand', times: 1 } }], 'neutral', { cost: [discardCost(1, ACTION)] }),
  ),
  p(`discard a character from hand; gain SP equal to its SP value`, (_m, w) =>
    exact(w, [{ op: 'sp', n: { spOf: 'discarded' } }], 'neutral', { cost: [discardCost(1, CHARACTER)] }),
  ),
  p(`the next action card you play this turn costs 0 SP`, (_m, w) => exact(w, [{ op: 'turn', rule: 'free-action' }], 'neutral')),
  p(`this turn, unite attacks cost ${N} less SP`, (_m, w) => exact(w, [{ op: 'turn', rule: 'cheap-unions' }], 'neutral')),
  p(`(?:at end of your turn, gain 3 SP if you have less SP than the opponent|when he damages the opponent directly, take up to 3 of their SP)`, () =>
    none(NO_EFFECT.opponentSp),
  ),

  // ---- HP ----
  p(`discard 1 (action )?card from hand: gain ${N} HP`, (m, w) =>
    exact(w, [{ op: 'heal', n: num(m[2]) }], 'harms', { cost: [discardCost(1, filterOf(m[1]))] }),
  ),
  p(`you heal by the amount of HP damage she deals to the opponent`, () => exact('direct-hit', [{ op: 'heal', n: { of: 'hit' } }], 'neutral')),
  p(`gain ${N} HP at the end of each of your turns`, (m) => exact('turn-end', [{ op: 'heal', n: num(m[1]) }], 'neutral')),
  p(`opponent loses ${N} HP at the start of each of your turns`, (m) => exact('turn-start', [{ op: 'damage', n: num(m[1]) }], 'helps')),
  p(`discard 1 action card from hand: opponent loses ${N} HP`, (m, w) =>
    exact(w, [{ op: 'damage', n: num(m[1]) }], 'helps', { cost: [discardCost(1, ACTION)] }),
  ),
  p(`KO this character; opponent loses 100 HP per card in their hand`, () => none(NO_EFFECT.opponentCards)),
  p(`when her attack is countered, the opponent loses 200 HP`, () => none(NO_EFFECT.counter)),

  // ---- Drawing ----
  p(`draw ${N}, then discard ${N} cards? from hand`, (m, w) =>
    exact(
      w,
      [
        { op: 'draw', n: num(m[1]) },
        { op: 'discard', filter: ANY, count: num(m[2]) },
      ],
      'helps',
    ),
  ),
  p(`draw ${N} cards, then discard ${N} card from your hand`, (m, w) =>
    exact(
      w,
      [
        { op: 'draw', n: num(m[1]) },
        { op: 'discard', filter: ANY, count: num(m[2]) },
      ],
      'helps',
    ),
  ),
  p(`draw ${N} cards by discarding 1 action card from your hand`, (m, w) =>
    exact(w, [{ op: 'draw', n: num(m[1]) }], 'helps', { cost: [discardCost(1, ACTION)] }),
  ),
  p(`discard 1 reaction card from hand: draw ${N} cards`, (m, w) => exact(w, [{ op: 'draw', n: num(m[1]) }], 'helps', { cost: [discardCost(1, REACTION)] })),
  p(`both players draw ${N} cards`, (m, w) =>
    exact(
      w,
      [
        { op: 'draw', n: num(m[1]) },
        { op: 'nothing', why: NO_EFFECT.opponentDraws },
      ],
      'helps',
    ),
  ),
  p(`on entry, draw ${N} cards if your HP is ${N} or less`, (m, w) =>
    exact(w, [{ op: 'draw', n: num(m[1]) }], 'helps', { condition: { if: 'hp-at-most', n: num(m[2]) } }),
  ),
  p(`draw 1 card whenever he damages the opponent directly`, () => exact('direct-hit', [{ op: 'draw', n: 1 }], 'helps')),
  p(`discard your hand, then draw that many cards plus ${N}`, (m, w) =>
    exact(w, [{ op: 'draw', n: { per: 'discarded', times: 1, plus: num(m[1]) } }], 'helps', { cost: [{ cost: 'discard-hand' }] }),
  ),
  p(`discard your hand, then draw ${N} cards`, (m, w) =>
    exact(
      w,
      [
        { op: 'discard', filter: ANY, count: 'all' },
        { op: 'draw', n: num(m[1]) },
      ],
      'neutral',
    ),
  ),
  p(`both players reveal hands; each draws 1 card per action card they hold`, (_m, w) =>
    exact(w, [{ op: 'draw', n: { per: 'hand-actions', times: 1 } }], 'helps'),
  ),
  p(`shuffle your hand into your deck; draw as many cards as your hand held plus 1 \\(hand size counted with this card\\)`, (_m, w) =>
    exact(w, [{ op: 'hand-to-deck' }, { op: 'draw', n: { per: 'discarded', times: 1, plus: 2 } }], 'neutral'),
  ),
  p(`shuffle your hand into your deck and redraw \\(source entry truncated; CF1 version draws hand size plus 1\\)`, (_m, w) => ({
    class: 'partial',
    text: { when: w, ops: [{ op: 'hand-to-deck' }, { op: 'draw', n: { per: 'discarded', times: 1, plus: 2 } }], value: 'neutral' },
    reason: 'the printed text is cut short; it is played as the CF1 version (draw as many as the hand held, this card included, plus 1)',
  })),
  p(`the player holding more cards(?: \\(after this is played\\))? discards their hand and redraws up to the other player's hand size`, (_m, w) =>
    exact(w, [{ op: 'discard', filter: ANY, count: 'all' }], 'harms'),
  ),

  // ---- The deck ----
  p(`add 1 (.+) and 1 (.+) from your deck to your hand, then shuffle`, (m, w) =>
    exact(
      w,
      [
        { op: 'search', filter: { names: [m[1]] }, count: 1, to: 'hand', shuffle: false },
        { op: 'search', filter: { names: [m[2]] }, count: 1, to: 'hand', shuffle: true },
      ],
      'helps',
    ),
  ),
  p(`put every (.+) from your deck into your hand, then shuffle`, (m, w) =>
    exact(w, [{ op: 'search', filter: { names: [m[1]] }, count: 'all', to: 'hand', shuffle: true }], 'helps'),
  ),
  p(`add a random (action|character) card from your deck to your hand`, (m, w) =>
    exact(w, [{ op: 'search', filter: filterOf(m[1]), count: 1, to: 'hand', random: true, shuffle: false }], 'helps'),
  ),
  p(`search your deck for a character with ${N}-${N} BP and add it to your hand; shuffle`, (m, w) =>
    exact(w, [{ op: 'search', filter: { kind: 'character', minBp: num(m[1]), maxBp: num(m[2]) }, count: 1, to: 'hand', shuffle: true }], 'helps'),
  ),
  p(
    `search your deck for 1 (character|action) card(?:; shuffle the rest and put it on top| and put it on top of the deck \\(rest shuffled\\)|; shuffle, then place it on top)`,
    (m, w) => exact(w, [{ op: 'search', filter: filterOf(m[1]), count: 1, to: 'top', shuffle: true }], 'helps'),
  ),
  p(`discard your hand; search your deck for 1 card, which becomes your whole hand; shuffle`, (_m, w) =>
    exact(
      w,
      [
        { op: 'discard', filter: ANY, count: 'all' },
        { op: 'search', filter: ANY, count: 1, to: 'hand', shuffle: true },
      ],
      'neutral',
    ),
  ),
  p(`reveal cards from the top of your deck until an action card appears; take it into hand and discard the other revealed cards`, (_m, w) =>
    exact(w, [{ op: 'dig', filter: ACTION }], 'helps'),
  ),
  p(`look at your top ${N} cards; put 1 in your hand and discard the other ${N}`, (m, w) => exact(w, [{ op: 'look', n: num(m[1]), keep: 1 }], 'helps')),
  p(`look at (?:your top ${N} cards|the top ${N} cards of either deck) and put them back in any order`, (m, w) =>
    exact(w, [{ op: 'arrange', n: num(m[1] ?? m[2]) }], 'helps'),
  ),
  p(`look at your top card; you may move it to the bottom`, (_m, w) => exact(w, [{ op: 'top-or-bottom' }], 'helps')),
  p(`each player discards the top ${N} cards of their own deck`, (m, w) => exact(w, [{ op: 'mill', n: num(m[1]) }], 'harms')),
  p(`at the end of your turn, both players discard the top ${N} cards of their decks`, (m) => exact('turn-end', [{ op: 'mill', n: num(m[1]) }], 'harms')),
  p(`discard every action card from your deck, then shuffle it`, (_m, w) => exact(w, [{ op: 'purge-deck', filter: ACTION }], 'harms')),
  p(`keep ${N} cards of your choice from your deck in the order you choose; discard the rest of the deck`, (m, w) =>
    exact(w, [{ op: 'keep-deck', n: num(m[1]) }], 'harms'),
  ),
  p(`swap your discard pile and deck, then shuffle the new deck`, (_m, w) => exact(w, [{ op: 'swap-discard-deck' }], 'harms')),
  p(`shuffle your deck or the opponent's deck`, (_m, w) =>
    exact(w, [{ op: 'choose', options: [[{ op: 'nothing', why: NO_EFFECT.opponentDeck }], [{ op: 'shuffle' }]] }], 'neutral'),
  ),
  p(`replace the top card of either player's deck with a different card`, () => notModelled('the text does not say where the different card comes from')),
  p(`keep 5 cards of your choice from your deck in the order you choose; discard the rest of the deck`, (_m, w) =>
    exact(w, [{ op: 'keep-deck', n: 5 }], 'harms'),
  ),

  // ---- The discard pile ----
  p(`shuffle all action cards from your discard pile into your deck`, (_m, w) =>
    exact(w, [{ op: 'recycle', filter: ACTION, count: 'all', to: 'deck' }], 'neutral'),
  ),
  p(`all character cards in the discard pile are shuffled back into the deck`, (_m, w) =>
    exact(w, [{ op: 'recycle', filter: CHARACTER, count: 'all', to: 'deck' }], 'neutral'),
  ),
  p(`shuffle your discard pile back into your deck`, (_m, w) => exact(w, [{ op: 'recycle', filter: ANY, count: 'all', to: 'deck' }], 'neutral')),
  p(`shuffle 1 card from the discard pile back into your deck`, (_m, w) => exact(w, [{ op: 'recycle', filter: ANY, count: 1, to: 'deck' }], 'neutral')),
  p(`shuffle up to ${N} cards from your discard pile into your deck, then draw ${N}`, (m, w) =>
    exact(
      w,
      [
        { op: 'recycle', filter: ANY, count: num(m[1]), to: 'deck', upTo: true },
        { op: 'draw', n: num(m[2]) },
      ],
      'helps',
    ),
  ),
  p(`(?:return|put) 1 (action|reaction|character) card from your discard pile (?:to|into) your hand`, (m, w) =>
    exact(w, [{ op: 'recycle', filter: filterOf(m[1]), count: 1, to: 'hand' }], m[1].toLowerCase() === 'reaction' ? 'neutral' : 'helps'),
  ),
  p(`put 1 action card from your discard pile on top of your deck`, (_m, w) => exact(w, [{ op: 'recycle', filter: ACTION, count: 1, to: 'top' }], 'helps')),
  p(`from your hand plus discard pile, keep ${N} cards as your new hand; the rest go to the discard pile`, (m, w) =>
    exact(w, [{ op: 'keep-hand', n: num(m[1]) }], 'neutral'),
  ),

  // ---- The hand ----
  p(`both players reveal their hands and discard every (action|reaction|character) card(?: in them)?`, (m, w) =>
    exact(w, [{ op: 'discard', filter: filterOf(m[1]), count: 'all' }], m[1].toLowerCase() === 'reaction' ? 'neutral' : 'harms'),
  ),
  p(`on entry, reveal your hand and discard every action and reaction card in it`, (_m, w) =>
    exact(w, [{ op: 'discard', filter: { kind: 'non-character' }, count: 'all' }], 'harms'),
  ),
  p(`on entry, discard 1 character card from hand; if you do not, this card is KO'd`, (_m, w) =>
    exact(w, [], 'neutral', { cost: [{ cost: 'discard', filter: CHARACTER, count: 1, orKo: true }] }),
  ),
  p(`draw 1 card from the opponent's deck, then put 1 card from your hand into their discard pile`, (_m, w) =>
    exact(
      w,
      [
        { op: 'nothing', why: NO_EFFECT.opponentDeck },
        { op: 'give', count: 1 },
      ],
      'harms',
    ),
  ),

  // ---- Turn rules ----
  p(`this turn, (?:your characters can be backed up any number of times|a character can receive more than one back-up)`, (_m, w) =>
    exact(w, [{ op: 'turn', rule: 'any-back-ups' }], 'helps'),
  ),
  p(`after you have played a character this turn, you may play 1 more`, (_m, w) => exact(w, [{ op: 'turn', rule: 'extra-character' }], 'helps')),
  p(`if none of your characters has more than ${N} BP, you may play a second character`, (m, w) =>
    exact(w, [{ op: 'turn', rule: 'extra-character' }], 'helps', { condition: { if: 'none-above', n: num(m[1]) } }),
  ),
  p(`you cannot attack this turn, and the opponent cannot attack on their (?:next )?turn`, (_m, w) => exact(w, [{ op: 'turn', rule: 'no-attack' }], 'harms')),
  p(`pick one: this card acts as .+`, () => notModelled('it plays the text of other cards named on it')),
  p(`shuffle your hand into your deck; for this turn your discard pile serves as your hand`, () =>
    notModelled('a discard pile played as a hand is not modelled'),
  ),
  p(`discard 1 action card; every other card in your hand becomes a copy of it`, () => notModelled('cards becoming copies of another card is not modelled')),

  // ---- What needs an opponent who acts or has cards ----
  p(
    `(?:if the opponent has only 1 character left, it cannot counter this character.*|when countering, its BP becomes equal to the attacker's BP|takes no extra damage when countering a unite attack|cannot be countered while your hand is empty|attackers with 300 BP or less that attack alone cannot be countered|this character cannot counter|when he is countered, the opponent loses 3 SP|when his attack is countered, draw 1 card|draw 2 cards whenever he blocks an attack|characters with higher BP than his cannot block his attacks)`,
    () => none(NO_EFFECT.counter),
  ),
  p(`his attack damage goes through to the opponent's HP`, () => none(NO_EFFECT.goesThrough)),
  p(
    `(?:KO 1 enemy character, then shuffle this card into your deck|KO both this character and 1 enemy character|each enemy character takes ${N} damage|discard 1 action card: KO 1 enemy character that has no ability|freeze 1 enemy character|sacrifice 1 of your characters to KO 1 enemy character|this character and 1 chosen enemy character each lose ${N} BP|pick an enemy character; this card's BP becomes equal to its BP|1 enemy character cannot attack during the opponent's next turn|if the opponent has 3 characters in play, each of them takes ${N} damage|KO 1 of your characters; 1 enemy character takes damage equal to its BP|discard 1 card: 1 enemy character cannot block|each of the opponent's frozen characters takes ${N} damage at the end of your turn)`,
    () => none(NO_EFFECT.enemy),
  ),
  p(
    `(?:on entry, KO the character directly opposite him|freeze the character directly opposite him|on entry, return the enemy character opposite him to its owner's hand|take the ability of the enemy character opposite him|at the end of your turn, the character\\(s\\) opposite him lose their ability)`,
    () => none(NO_EFFECT.opposite),
  ),
  p(`swap the ring positions of 2 characters on the same side \\(yours or the opponent's\\)`, () => none(NO_EFFECT.positions)),
  p(
    `(?:opponent discards 1 random card from hand|look at the opponent's hand(?:; (?:they discard every reaction card in it|you may discard 1 action card from it))?|look at the opponent's hand and discard 1 card of your choice from it|put 1 card from the opponent's hand on the top or bottom of their deck)`,
    () => none(NO_EFFECT.opponentHand),
  ),
  p(
    `(?:look at the opponent's top card; you may move it to the bottom|look at the opponent's top ${N} cards and discard ${N} of them|the top ${N} cards of the opponent's deck are discarded|put 1 card from your hand on top of the opponent's deck; take the bottom card of their deck into your hand)`,
    () => none(NO_EFFECT.opponentDeck),
  ),
  p(
    `(?:when he damages the opponent directly, they cannot play action cards on their next turn|opponent cannot play action cards during their next turn|opponent cannot play reaction cards this turn|while she attacks, the opponent cannot play reaction cards)`,
    () => none(NO_EFFECT.opponentPlays),
  ),
  p(
    `(?:at end of turn, draw 1 card if you hold fewer cards than the opponent|at the end of your turn, draw 1 card if the opponent holds more cards than you|if you hold fewer cards than the opponent, draw until equal|\\+100 BP each time the opponent adds a card to their hand)`,
    () => none(NO_EFFECT.opponentCards),
  ),
  p(`(?:opponent skips their next draw phase|opponent draws ${N} cards)`, () => none(NO_EFFECT.opponentDraws)),
  p(`reaction cards cost (?:both players ${N} more|${N} less SP for both players)`, () => none(NO_EFFECT.reactionCost)),
  p(`use the effect of 1 action card in the opponent's discard pile`, () => none(NO_EFFECT.opponentDiscard)),
  p(`each player picks 1 card from the opposing deck to keep until the game ends`, () => none(PICKS_FROM_DECK)),
]

/** Sentences that combine: a text made only of these is read sentence by sentence. */
const SENTENCES: { re: RegExp; op: (m: RegExpMatchArray) => Op }[] = [
  { re: /^(?:the )?opponent loses (\d+) HP$/i, op: (m) => ({ op: 'damage', n: num(m[1]) }) },
  { re: /^(?:you )?gain (\d+) HP$/i, op: (m) => ({ op: 'heal', n: num(m[1]) }) },
  { re: /^(?:you )?gain (\d+) SP$/i, op: (m) => ({ op: 'sp', n: num(m[1]) }) },
  { re: /^draw (\d+|a|an|one|two|three) cards?$/i, op: (m) => ({ op: 'draw', n: num(m[1]) }) },
  { re: /^(?:1|one|a) of your characters? (?:in play |in the ring |on the field )?gets? \+(\d+) BP$/i, op: (m) => ({ op: 'bp', who: MINE, n: num(m[1]) }) },
  { re: /^(?:1|one|a) characters? (?:in play |in the ring |on the field )?gets? \+(\d+) BP$/i, op: (m) => ({ op: 'bp', who: ONE, n: num(m[1]) }) },
  {
    re: /^(?:each of your characters|all your characters)(?: in play| in the ring)?(?:, (?:him|her|it) included,)? gets? \+(\d+) BP$/i,
    op: (m) => ({ op: 'bp', who: MY_ALL, n: num(m[1]) }),
  },
  { re: /^(?:the )?opponent loses (\d+) SP$/i, op: (m) => ({ op: 'opponent', ops: [{ op: 'sp', n: -num(m[1]) }], why: NO_EFFECT.opponentSp }) },
]

/** A text as the phrase book compares it: one line, straight quotes, no final full stop. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.+$/, '')
}

/** Reads one text standing at `when`; null when no pattern knows it. */
export function readPhrase(text: string, when: When): Reading | null {
  const t = normalize(text)
  for (const pattern of PATTERNS) {
    const m = t.match(pattern.re)
    if (m) return pattern.read(m, when)
  }
  const sentences = t
    .split(/[.;]\s*/)
    .map((s) => s.trim())
    .filter(Boolean)
  const ops: Op[] = []
  for (const sentence of sentences) {
    const known = SENTENCES.find((s) => s.re.test(sentence))
    if (!known) return null
    ops.push(known.op(sentence.match(known.re)!))
  }
  if (ops.length === 0) return null
  // Parts the opponent carries out are nothing to a goldfish.
  if (ops.every((o) => o.op === 'nothing' || o.op === 'opponent')) return none((ops[0] as { why: string }).why)
  const helps = ops.some((o) => o.op === 'damage' || o.op === 'draw' || (o.op === 'sp' && typeof o.n === 'number' && o.n > 0) || o.op === 'bp')
  return exact(when, ops, helps ? 'helps' : 'neutral')
}
