// The card texts as two players play them. The goldfish's phrase book (goldfish/text/phrases.ts) already says whose
// characters each part touches; what it reads as changing nothing against a goldfish (the opponent's hand, deck,
// SP, characters, counters) and the parts it leaves out ("both players …") are read here again, and reactions are
// read at all. A text no phrase knows, or one with a part no engine plays, is named to apply by hand.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import { factsOf, type Facts } from '../goldfish/board'
import type { Op, Reading, Rule, Text, When } from '../goldfish/text/model'
import {
  ACTION,
  ANY,
  CHARACTER,
  discardCost,
  ENEMY,
  exact,
  hurt,
  MINE,
  N,
  normalize,
  NO_EFFECT,
  PICKS_FROM_DECK,
  notModelled,
  num,
  ONE,
  p,
  type Pattern,
  readPhrase,
  REACTION,
  SELF,
  ALL,
} from '../goldfish/text/phrases'

const BY_HAND = 'for two: apply it by hand at the table'
const OPPOSITE = { pick: 'opposite' } as const
const ENEMIES = { pick: 'all', side: 'enemy' } as const
const them = (ops: Op[], why = 'the opponent'): Op => ({ op: 'opponent', ops, why })
const each = (ops: Op[]): Op => ({ op: 'each', ops })
const rule = (r: Rule, value: Text['value'] = 'helps') => exact('static', [], value, { rules: [r] })
const byHand = (why: string): Reading => notModelled(`${why}; ${BY_HAND}`)
/** A text played in part: `ops` are what the engine carries out; the rest, named in `why`, is the players'. */
const partial = (when: When, ops: Op[], value: Text['value'], why: string): Reading => ({
  class: 'partial',
  text: { when, ops, value },
  reason: why,
})

/** Texts read differently for two, and reactions; a text matching none of them is read as against a goldfish. */
export const TWO_PATTERNS: Pattern[] = [
  // ---- Both players ----
  p(`both players draw ${N} cards`, (m, w) => exact(w, [each([{ op: 'draw', n: num(m[1]) }])], 'helps')),
  p(`each player discards the top ${N} cards of their own deck`, (m, w) => exact(w, [each([{ op: 'mill', n: num(m[1]) }])], 'harms')),
  p(`at the end of your turn, both players discard the top ${N} cards of their decks`, (m) =>
    exact('turn-end', [each([{ op: 'mill', n: num(m[1]) }])], 'harms'),
  ),
  p(`both players reveal their hands and discard every (action|reaction|character) card(?: in them)?`, (m, w) =>
    exact(
      w,
      [each([{ op: 'discard', filter: m[1].toLowerCase() === 'action' ? ACTION : m[1].toLowerCase() === 'reaction' ? REACTION : CHARACTER, count: 'all' }])],
      'harms',
    ),
  ),
  p(`both players reveal hands; each draws 1 card per action card they hold`, (_m, w) =>
    exact(w, [each([{ op: 'draw', n: { per: 'hand-actions', times: 1 } }])], 'helps'),
  ),
  p(`both players discard their hands; this character is KO'd`, (_m, w) =>
    exact(w, [each([{ op: 'discard', filter: ANY, count: 'all' }]), { op: 'ko', who: SELF }], 'harms'),
  ),
  p(`both players' SP drops to 0`, (_m, w) => exact(w, [each([{ op: 'sp-zero' }])], 'harms')),
  p(`at the start of each player's turn, that player loses 1 SP per card in hand`, () =>
    exact('each-turn-start', [{ op: 'sp', n: { per: 'hand', times: -1 } }], 'harms'),
  ),
  p(`after every player's turn, all characters in the ring unfreeze`, () => exact('each-turn-end', [{ op: 'unfreeze', who: ALL }], 'neutral')),
  p(`the player with the smaller hand draws until both hands are the same size`, (_m, w) =>
    exact(w, [each([{ op: 'draw', n: { per: 'behind', times: 1 } }])], 'helps'),
  ),
  // A move names no option: where a text offers a choice of what to do, the engine makes one and the other is by hand.
  p(`shuffle your deck or the opponent's deck`, (_m, w) =>
    partial(w, [{ op: 'shuffle' }], 'neutral', "it shuffles the player's own deck; shuffling the opponent's instead is done by hand"),
  ),
  p(`freeze or unfreeze 1 character`, (_m, w) =>
    partial(w, [{ op: 'unfreeze', who: ONE }], 'neutral', 'it unfreezes the character; freezing it instead is done by hand'),
  ),
  p(`look at the top ${N} cards of either deck and put them back in any order`, (m, w) =>
    partial(w, [{ op: 'arrange', n: num(m[1]) }], 'helps', "it orders the player's own deck; ordering the opponent's is done by hand"),
  ),
  p(`pick a character and the top card of either deck; the character's BP becomes that card's BP \\(KO'd if that card is not a character\\)`, (_m, w) =>
    partial(w, [{ op: 'morph', who: ONE }], 'neutral', "it reads the player's own top card; reading the opponent's is done by hand"),
  ),
  p(`the player holding more cards(?: \\(after this is played\\))? discards their hand and redraws up to the other player's hand size`, (_m, w) =>
    exact(w, [{ op: 'level-hands' }], 'neutral'),
  ),
  p(`you cannot attack this turn, and the opponent cannot attack on their (?:next )?turn`, (_m, w) =>
    exact(
      w,
      [
        { op: 'turn', rule: 'no-attack' },
        { op: 'bar', what: 'attacks', next: true },
      ],
      'harms',
    ),
  ),

  // ---- Enemy characters ----
  p(`deal ${N} damage to (?:1 enemy character or to the opponent|the opponent or to 1 enemy character)`, (m, w) =>
    exact(w, [{ op: 'choose', options: [[{ op: 'damage', n: num(m[1]) }], [hurt(ENEMY, num(m[1]))]] }], 'helps'),
  ),
  p(`deal ${N} damage to 1 enemy character`, (m, w) => exact(w, [hurt(ENEMY, num(m[1]))], 'harms')),
  p(`each enemy character takes ${N} damage`, (m, w) => exact(w, [hurt(ENEMIES, num(m[1]))], 'harms')),
  p(`if the opponent has 3 characters in play, each of them takes ${N} damage`, (m, w) =>
    exact(w, [hurt(ENEMIES, num(m[1]))], 'harms', { condition: { if: 'enemy-full' } }),
  ),
  p(`each of the opponent's frozen characters takes ${N} damage at the end of your turn`, (m) =>
    exact('turn-end', [hurt({ ...ENEMIES, frozen: true }, num(m[1]))], 'harms'),
  ),
  p(`KO 1 enemy character, then shuffle this card into your deck`, (_m, w) =>
    exact(
      w,
      [
        { op: 'ko', who: ENEMY },
        { op: 'return', who: SELF, to: 'deck' },
      ],
      'harms',
    ),
  ),
  p(`KO both this character and 1 enemy character`, (_m, w) =>
    exact(
      w,
      [
        { op: 'ko', who: ENEMY },
        { op: 'ko', who: SELF },
      ],
      'harms',
    ),
  ),
  p(`(?:sacrifice 1 of your characters to KO 1 enemy character|KO 1 of your characters; KO 1 enemy character)`, (_m, w) =>
    exact(w, [{ op: 'ko', who: ENEMY }], 'harms', { cost: [{ cost: 'ko', who: MINE }] }),
  ),
  p(`KO 1 of your characters; 1 enemy character takes damage equal to its BP`, (_m, w) =>
    exact(w, [hurt(ENEMY, { bpOf: 'koed' })], 'harms', { cost: [{ cost: 'ko', who: MINE }] }),
  ),
  p(`discard 1 action card: KO 1 enemy character that has no ability`, (_m, w) =>
    exact(w, [{ op: 'ko', who: { ...ENEMY, plain: true } }], 'harms', { cost: [discardCost(1, ACTION)] }),
  ),
  p(`freeze 1 enemy character`, (_m, w) => exact(w, [{ op: 'freeze', who: ENEMY, turns: 1 }], 'harms')),
  p(`freeze 1 enemy character that did not attack`, (_m, w) => exact(w, [{ op: 'freeze', who: { ...ENEMY, attacking: false }, turns: 1 }], 'harms')),
  p(`this character and 1 chosen enemy character each lose ${N} BP`, (m, w) => exact(w, [hurt(SELF, num(m[1])), hurt(ENEMY, num(m[1]))], 'harms')),
  p(`BP doubles if the opponent has 3 characters in their ring`, (_m, w) =>
    exact(w, [{ op: 'bp-double', who: SELF }], 'helps', { condition: { if: 'enemy-full' } }),
  ),
  p(`1 enemy character cannot attack during the opponent's next turn`, (_m, w) => exact(w, [{ op: 'hold', who: ENEMY, what: 'attack' }], 'harms')),
  p(`discard 1 card: 1 enemy character cannot block`, (_m, w) =>
    exact(w, [{ op: 'hold', who: ENEMY, what: 'counter' }], 'harms', { cost: [discardCost(1, ANY)] }),
  ),

  // ---- The character opposite ----
  p(`on entry, KO the character directly opposite him`, (_m, w) => exact(w, [{ op: 'ko', who: OPPOSITE }], 'harms')),
  p(`freeze the character directly opposite him`, (_m, w) => exact(w, [{ op: 'freeze', who: OPPOSITE, turns: 1 }], 'harms')),
  p(`on entry, return the enemy character opposite him to its owner's hand`, (_m, w) => exact(w, [{ op: 'return', who: OPPOSITE, to: 'hand' }], 'harms')),
  p(`at the end of your turn, the character\\(s\\) opposite him lose their ability`, () => exact('turn-end', [{ op: 'lose-ability', who: OPPOSITE }], 'harms')),
  p(`the character opposite him takes damage equal to his BP; then return him to your hand`, (_m, w) =>
    exact(w, [hurt(OPPOSITE, { bpOf: 'self' }), { op: 'return', who: SELF, to: 'hand' }], 'harms'),
  ),

  // ---- The opponent's hand, deck, SP and HP ----
  p(`(?:the )?opponent discards ${N} random cards? from hand`, (m, w) =>
    exact(w, [them([{ op: 'discard', filter: ANY, count: num(m[1]), random: true }])], 'helps'),
  ),
  p(`look at the opponent's hand`, (_m, w) => exact(w, [{ op: 'reveal' }], 'neutral')),
  p(`look at the opponent's hand; they discard every (reaction|non-character) card(?: in it)?`, (m, w) =>
    exact(
      w,
      [{ op: 'reveal' }, them([{ op: 'discard', filter: m[1].toLowerCase() === 'reaction' ? REACTION : { kind: 'non-character' }, count: 'all' }])],
      'helps',
    ),
  ),
  p(`look at the opponent's hand; you may discard 1 action card from it`, (_m, w) =>
    exact(w, [{ op: 'reveal' }, { op: 'opponent', ops: [{ op: 'discard', filter: ACTION, count: 1 }], why: 'the opponent', yourPick: true }], 'helps'),
  ),
  p(`look at the opponent's hand and discard 1 card of your choice from it`, (_m, w) =>
    exact(w, [{ op: 'reveal' }, { op: 'opponent', ops: [{ op: 'discard', filter: ANY, count: 1 }], why: 'the opponent', yourPick: true }], 'helps'),
  ),
  p(`look at the opponent's hand; draw ${N} cards per reaction card in it`, (m, w) =>
    exact(w, [{ op: 'reveal' }, { op: 'draw', n: { per: 'opponent-hand-reactions', times: num(m[1]) } }], 'helps'),
  ),
  p(`(?:the top ${N} cards of the opponent's deck are discarded)`, (m, w) => exact(w, [them([{ op: 'mill', n: num(m[1]) }])], 'helps')),
  // The player's choices on the opponent's deck: down goes a card the opponent would keep, off go the best.
  p(`look at the opponent's top card; you may move it to the bottom`, (_m, w) =>
    exact(w, [{ op: 'opponent', ops: [{ op: 'top-or-bottom' }], why: 'the opponent', yourPick: true }], 'helps'),
  ),
  // Under their deck rather than on top, where they would draw it next.
  p(`put 1 card from the opponent's hand on the top or bottom of their deck`, (_m, w) =>
    exact(w, [{ op: 'opponent', ops: [{ op: 'hand-to-bottom', count: 1 }], why: 'the opponent', yourPick: true }], 'helps'),
  ),
  p(`put 1 card from your hand on top of the opponent's deck; take the bottom card of their deck into your hand`, (_m, w) =>
    exact(w, [{ op: 'deck-trade' }], 'helps'),
  ),
  p(`look at the opponent's top ${N} cards and discard ${N} of them`, (m, w) =>
    exact(
      w,
      [
        them([
          { op: 'arrange', n: num(m[1]) },
          { op: 'mill', n: Math.min(num(m[1]), num(m[2])) },
        ]),
      ],
      'helps',
    ),
  ),
  p(`(?:the )?opponent loses (?:up to )?${N} SP`, (m, w) => exact(w, [them([{ op: 'sp', n: -num(m[1]) }])], 'helps')),
  p(`opponent draws ${N} cards`, (m, w) => exact(w, [them([{ op: 'draw', n: num(m[1]) }])], 'harms')),
  p(`opponent draws ${N} cards; you draw ${N}`, (m, w) => exact(w, [them([{ op: 'draw', n: num(m[1]) }]), { op: 'draw', n: num(m[2]) }], 'helps')),
  p(`opponent skips their next draw phase`, (_m, w) => exact(w, [{ op: 'bar', what: 'draw', next: true }], 'helps')),
  p(`opponent cannot play action cards during their next turn`, (_m, w) => exact(w, [{ op: 'bar', what: 'actions', next: true }], 'helps')),
  p(`opponent cannot play reaction cards this turn`, (_m, w) => exact(w, [{ op: 'bar', what: 'reactions', next: false }], 'helps')),
  p(`when he damages the opponent directly, they cannot play action cards on their next turn`, () =>
    exact('direct-hit', [{ op: 'bar', what: 'actions', next: true }], 'helps'),
  ),
  p(`KO this character; opponent loses 100 HP per card in their hand`, (_m, w) =>
    exact(w, [{ op: 'damage', n: { per: 'opponent-hand', times: 100 } }], 'helps', { cost: [{ cost: 'ko', who: SELF }] }),
  ),
  p(`gain ${N} HP per card the opponent holds`, (m, w) => exact(w, [{ op: 'heal', n: { per: 'opponent-hand', times: num(m[1]) } }], 'helps')),
  p(
    `(?:at end of turn, draw 1 card if you hold fewer cards than the opponent|at the end of your turn, draw 1 card if the opponent holds more cards than you)`,
    () => exact('turn-end', [{ op: 'draw', n: 1 }], 'helps', { condition: { if: 'fewer-cards' } }),
  ),
  p(`if you hold fewer cards than the opponent, draw until equal`, (_m, w) => exact(w, [{ op: 'draw', n: { per: 'behind', times: 1 } }], 'helps')),
  p(`at end of your turn, gain 3 SP if you have less SP than the opponent`, () =>
    exact('turn-end', [{ op: 'sp', n: 3 }], 'helps', { condition: { if: 'less-sp' } }),
  ),
  p(`reaction cards cost (?:both players ${N} more|${N} less SP for both players)`, (m) =>
    exact('static', [], 'neutral', { reactionCost: m[1] ? num(m[1]) : -num(m[2]) }),
  ),

  // ---- Counters and freezing ----
  p(`does not enter freeze phase after attacking`, () => rule('self:stays-unfrozen')),
  p(`this turn, your characters stay unfrozen after they attack`, (_m, w) => exact(w, [{ op: 'turn', rule: 'stay-unfrozen' }], 'helps')),
  p(`this character cannot counter`, () => rule('self:cannot-counter', 'harms')),
  p(`cannot be countered while your hand is empty`, () => rule('self:unblockable-empty-hand')),
  p(`if the opponent has only 1 character left, it cannot counter this character.*`, () => rule('self:last-cannot-counter')),
  p(`characters with higher BP than his cannot block his attacks`, () => rule('self:stronger-cannot-counter')),
  p(`while she attacks, the opponent cannot play reaction cards`, () => rule('self:no-reactions-against')),
  p(`when countering, its BP becomes equal to the attacker's BP`, () => rule('self:counter-matches')),
  p(`his attack damage goes through to the opponent's HP`, () => rule('self:goes-through')),
  p(`attackers with ${N} BP or less that attack alone cannot be countered`, (m) =>
    m[1] === '300' ? rule('small-unblockable', 'neutral') : byHand('only the printed 300 BP is modelled'),
  ),
  p(`when he damages the opponent directly, take up to ${N} of their SP`, (m) =>
    exact('direct-hit', [{ op: 'sp', n: { per: 'opponent-sp', times: 1, max: num(m[1]) } }, them([{ op: 'sp', n: -num(m[1]) }])], 'helps'),
  ),
  p(`when her attack is countered, the opponent loses ${N} HP`, (m) => exact('countered', [{ op: 'damage', n: num(m[1]) }], 'helps')),
  p(`when his attack is countered, draw ${N} cards?`, (m) => exact('countered', [{ op: 'draw', n: num(m[1]) }], 'helps')),
  p(`when he is countered, the opponent loses ${N} SP`, (m) => exact('countered', [them([{ op: 'sp', n: -num(m[1]) }])], 'helps')),
  p(`draw ${N} cards whenever he blocks an attack`, (m) => exact('counters', [{ op: 'draw', n: num(m[1]) }], 'helps')),

  // ---- Reactions that answer the attack ----
  p(`if the opponent is making a unite attack, KO 1 of the attackers`, (_m, w) =>
    exact(w, [{ op: 'ko', who: { ...ENEMY, attacking: true } }], 'helps', { condition: { if: 'union' } }),
  ),
  p(`KO every attacking character with ${N} BP or more`, (m, w) => exact(w, [{ op: 'ko', who: { ...ENEMIES, attacking: true, minBp: num(m[1]) } }], 'helps')),
  p(`if your ring is empty, the opponent's attack fails; the attackers are withdrawn and frozen`, (_m, w) =>
    exact(w, [{ op: 'stop-attack' }], 'helps', { condition: { if: 'alone' } }),
  ),
  p(`when your character counters a unite attack, you lose no HP`, (_m, w) => exact(w, [{ op: 'shield' }], 'helps', { condition: { if: 'union' } })),
  p(`if you do not block, the attacking characters are withdrawn \\(their abilities still apply\\)`, (_m, w) =>
    exact(w, [{ op: 'shield', ifTaken: true }], 'helps'),
  ),
  p(`draw ${N} cards per attacking character`, (m, w) => exact(w, [{ op: 'draw', n: { per: 'attackers', times: num(m[1]) } }], 'helps')),

  // ---- Reactions like any text ----
  p(`1 character takes ${N} damage for each backed-up character in the ring`, (m, w) => exact(w, [hurt(ONE, { per: 'backed', times: num(m[1]) })], 'harms')),
  p(`discard ${N} cards: every character on the field takes ${N} damage`, (m, w) =>
    exact(w, [hurt(ALL, num(m[2]))], 'harms', { cost: [discardCost(num(m[1]), ANY)] }),
  ),
  p(`discard a character from hand; 1 character takes damage equal to its BP`, (_m, w) =>
    exact(w, [hurt(ONE, { bpOf: 'discarded' })], 'harms', { cost: [discardCost(1, CHARACTER)] }),
  ),
  p(`KO 1-3 of your own characters in play; every character on the field takes ${N} damage per character KO'd`, (m, w) =>
    exact(w, [hurt(ALL, { per: 'koed', times: num(m[1]) })], 'harms', { cost: [{ cost: 'ko', who: { pick: 'any-number', side: 'own' } }] }),
  ),
  p(`discard a character card; gain SP equal to its SP value`, (_m, w) =>
    exact(w, [{ op: 'sp', n: { spOf: 'discarded' } }], 'neutral', { cost: [discardCost(1, CHARACTER)] }),
  ),
  p(`\\+${N} BP to every character in the ring that has ${N} BP or less`, (m, w) =>
    exact(w, [{ op: 'bp', who: { pick: 'all', maxBp: num(m[2]) }, n: num(m[1]) }], 'helps'),
  ),
  p(`discard ${N} cards: 1 character in the ring gets \\+${N} BP`, (m, w) =>
    exact(w, [{ op: 'bp', who: ONE, n: num(m[2]) }], 'helps', { cost: [discardCost(num(m[1]), ANY)] }),
  ),
  p(`KO 1 of your characters; another character's BP becomes the KO'd one's BP`, (_m, w) =>
    exact(w, [{ op: 'bp-set', who: ONE, n: { bpOf: 'koed' } }], 'neutral', { cost: [{ cost: 'ko', who: MINE }] }),
  ),
  p(`1 character gets \\+${N} BP per card with ${N} BP or less in your discard pile`, (m, w) =>
    exact(w, [{ op: 'bp', who: ONE, n: { per: 'discard-low-bp', times: num(m[1]), maxBp: num(m[2]) } }], 'helps'),
  ),
  p(`return any of your characters to your hand; draw 1 card`, (_m, w) =>
    exact(
      w,
      [
        { op: 'return', who: { pick: 'any-number', side: 'own' }, to: 'hand' },
        { op: 'draw', n: 1 },
      ],
      'neutral',
    ),
  ),
  p(`shuffle every reaction card in your discard pile into your deck, then draw 1`, (_m, w) =>
    exact(
      w,
      [
        { op: 'recycle', filter: REACTION, count: 'all', to: 'deck' },
        { op: 'draw', n: 1 },
      ],
      'neutral',
    ),
  ),
  p(`return 1 card from your discard pile to your hand`, (_m, w) => exact(w, [{ op: 'recycle', filter: ANY, count: 1, to: 'hand' }], 'helps')),
  p(`discard 1 reaction card; draw ${N} cards`, (m, w) => exact(w, [{ op: 'draw', n: num(m[1]) }], 'helps', { cost: [discardCost(1, REACTION)] })),
  p(`reveal your hand; draw 1 card per other reaction card in it`, (_m, w) => exact(w, [{ op: 'draw', n: { per: 'hand-reactions', times: 1 } }], 'helps')),
  p(`pick 1 card from your deck; shuffle the rest and put it on top`, (_m, w) =>
    exact(w, [{ op: 'search', filter: ANY, count: 1, to: 'top', shuffle: true }], 'helps'),
  ),
  p(`returns to your hand after attacking or blocking`, () => ({
    class: 'partial',
    text: { when: 'after-attack', ops: [{ op: 'return', who: SELF, to: 'hand' }], value: 'harms' },
    reason: `it returns after attacking; after it counters, ${BY_HAND}`,
  })),
  p(`KO'd at end of turn if he attacked or countered that turn`, () => ({
    class: 'partial',
    text: { when: 'turn-end', ops: [{ op: 'ko', who: SELF }], value: 'harms', condition: { if: 'attacked' } },
    reason: `it is KO'd at the end of a turn it attacked in; at the end of the opponent's turn it countered in, ${BY_HAND}`,
  })),
  // Every attack of two or more is a union already: played exactly, the text has nothing left to change.
  p(`an attack by 2 or more enemy characters becomes a unite attack`, (_m, w) => exact(w, [], 'neutral')),
]

const cache = new Map<string, Reading>()

/** Where a card's text stands: ▲ on entry, ■ as its action, ● while in the ring, an action or reaction when played. */
function whenOf(card: Card): When | null {
  if (isCharacter(card.kind)) return !card.ability ? null : card.ability.type === 'triangle' ? 'entry' : card.ability.type === 'square' ? 'square' : 'static'
  return card.kind === 'action' || card.kind === 'reaction' ? 'play' : null
}

/** Whether a reading leaves a part undone (a goldfish's "nothing happens"): then it is no longer exact for two. */
function leavesOut(ops: readonly Op[]): string | null {
  for (const o of ops) {
    if (o.op === 'nothing') return o.why
    if (o.op === 'choose') for (const option of o.options) if (leavesOut(option)) return leavesOut(option)
  }
  return null
}

/** The card's text as the engine plays it for two: null for a character with no ability. */
export function readForTwo(card: Card): Reading | null {
  if (card.kind === 'arena') return byHand('arena texts are not modelled yet')
  const when = whenOf(card)
  if (!when) return null
  const text = isCharacter(card.kind) ? card.ability!.text : (card.text ?? '')
  const key = `${when}\u0000${text}`
  const known = cache.get(key)
  if (known) return known
  const reading = readTwo(normalize(text), text, when)
  cache.set(key, reading)
  return reading
}

function readTwo(normal: string, text: string, when: When): Reading {
  for (const pattern of TWO_PATTERNS) {
    const m = normal.match(pattern.re)
    if (m) return pattern.read(m, when)
  }
  const solo = readPhrase(text, when)
  if (!solo) return byHand('no phrase the engine knows')
  if (solo.class === 'no-effect') return byHand(forTwo(solo.reason))
  if (solo.class === 'not-modelled') return byHand(solo.reason)
  const missing = leavesOut(solo.text.ops)
  if (missing) return { class: 'partial', text: solo.text, reason: `${forTwo(missing)}; ${BY_HAND}` }
  return solo
}

/** What the engine for two does not play yet, for the goldfish's reasons a text changes nothing against it. */
const NOT_FOR_TWO: Readonly<Record<string, string>> = {
  [NO_EFFECT.enemy]: 'what it does to an enemy character is not played for two yet',
  [NO_EFFECT.opposite]: 'what it does to the enemy character opposite is not played for two yet',
  [NO_EFFECT.opponentHand]: "what it does to the opponent's hand is not played for two yet",
  [NO_EFFECT.opponentDeck]: "what it does to the opponent's deck is not played for two yet",
  [NO_EFFECT.opponentSp]: "what it does to the opponent's SP is not played for two yet",
  [NO_EFFECT.opponentPlays]: 'what it keeps the opponent from playing is not played for two yet',
  [NO_EFFECT.opponentCards]: "its condition on the opponent's cards is not played for two yet",
  [NO_EFFECT.counter]: 'what it does when characters counter is not played for two yet',
  [NO_EFFECT.freezeAfter]: 'staying unfrozen after an attack is not played for two yet',
  [NO_EFFECT.reactionCost]: 'a change to what reactions cost is not played for two yet',
  [NO_EFFECT.positions]: 'swapping ring positions is not played for two yet',
  [NO_EFFECT.goesThrough]: 'damage going through a counter is not played for two yet',
  [NO_EFFECT.opponentDraws]: "what it does to the opponent's draws is not played for two yet",
  [NO_EFFECT.opponentDiscard]: "playing a card from the opponent's discard pile is not played for two yet",
  [PICKS_FROM_DECK]: "picking a card of the opponent's deck to keep is not played for two yet",
}

/** A goldfish's reason a text changes nothing, in the words of the game for two. */
function forTwo(reason: string): string {
  return NOT_FOR_TWO[reason] ?? `not played for two yet (${reason.replace(/;? ?the goldfish[^;]*/, '').trim() || 'against a goldfish it changes nothing'})`
}

/** The facts of the game's cards with their texts read for two. */
export function duelFacts(cards: readonly Card[]): Facts[] {
  const byCard = new Map<Card, Facts>()
  return cards.map((card) => {
    let facts = byCard.get(card)
    if (!facts) byCard.set(card, (facts = factsOf(card, readForTwo)))
    return facts
  })
}
