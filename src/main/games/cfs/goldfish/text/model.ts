// The structured form of a card's text: what the simulator and the table play. A text is read once (see
// read.ts) into a Text, or into a reason why it changes nothing against a goldfish, or why it is not modelled.

import type { DuelBar } from '../../../../../shared/games/cfs/duel'
import type { TextClass, TurnRule } from '../../../../../shared/playtest'

export type { TextClass }

/** When a text acts. */
export type When =
  /** ▲: when the character enters the ring. */
  | 'entry'
  /** ■: as the character's action in the attack phase, instead of attacking. */
  | 'square'
  /** An action card, when played. */
  | 'play'
  /** ● (or no symbol): in force while the character is in the ring; see Rule. */
  | 'static'
  /** ● triggers: at the start or end of your turn, after it attacks, when it hits the opponent directly. */
  | 'turn-start'
  | 'turn-end'
  | 'after-attack'
  | 'direct-hit'
  /** ● triggers for two: its attack is countered; it counters; at the start or end of every player's turn. */
  | 'countered'
  | 'counters'
  | 'each-turn-start'
  | 'each-turn-end'

/** Rules a ● character changes while it is in the ring (for both players; only yours play against a goldfish). */
export type Rule =
  /** ▲ abilities have no effect. */
  | 'no-triangle'
  /** Square abilities of all characters are disabled. */
  | 'no-square'
  /** Characters can use ■ abilities on the turn they enter. */
  | 'square-on-entry'
  /** Characters can be backed up on the turn they enter. */
  | 'back-up-on-entry'
  /** Characters with 800 BP or more cannot be played into the ring. */
  | 'no-800'
  /** Draw 1 extra card in the draw phase. */
  | 'extra-draw'
  /** Whenever a player backs up a character, that player draws 1. */
  | 'back-up-draws'
  /** Direct-damage action cards deal 100 more. */
  | 'action-damage+100'
  /** This character can attack on the turn it enters. */
  | 'self:attack-on-entry'
  /** This character cannot attack. */
  | 'self:cannot-attack'
  /** This character does not unfreeze in your activate phase. */
  | 'self:never-unfreeze'
  /** A direct attack by this character deals 600, whatever its BP. */
  | 'self:direct-600'
  /** This character's BP doubles while your HP is 1000 or less. */
  | 'self:double-at-1000'
  /** This character stays unfrozen after it attacks (for two: it may still counter). */
  | 'self:stays-unfrozen'
  /** This character cannot counter. */
  | 'self:cannot-counter'
  /** This character cannot be countered while its player's hand is empty. */
  | 'self:unblockable-empty-hand'
  /** A defender left alone cannot counter this character. */
  | 'self:last-cannot-counter'
  /** Characters with more BP than this one cannot counter its attacks. */
  | 'self:stronger-cannot-counter'
  /** While this character attacks, the opponent cannot play reactions. */
  | 'self:no-reactions-against'
  /** Countering, this character's BP becomes the (first) attacker's. */
  | 'self:counter-matches'
  /** Countered, this character's attack damage reaches the opponent's HP all the same. */
  | 'self:goes-through'
  /** A single attacker of 300 BP or less cannot be countered (either player's). */
  | 'small-unblockable'

/**
 * A number in a text: fixed, or counted when the text is played. A loss (damage dealt to a character, BP or SP
 * lost) is negative: a number below 0, negative `times` and `plus`, or `minus` on the other counts.
 */
export type Amount =
  | number
  /**
   * `times` per card in hand (after costs), per card discarded (or put into the deck from hand) or character
   * KO'd by this text, per action in hand, or per character in hand with BP from `minBp` to `maxBp`; `plus`.
   */
  | {
      per: 'hand' | 'discarded' | 'koed' | 'hand-actions' | 'hand-low-bp' | Counted
      times: number
      plus?: number
      minBp?: number
      maxBp?: number
      /** At most this many. */
      max?: number
    }
  /** The BP of the character KO'd (or the card discarded) by this text, or of this character. */
  | { bpOf: 'koed' | 'discarded' | 'self'; minus?: true }
  /** The SP value of the card discarded by this text. */
  | { spOf: 'discarded'; minus?: true }
  /** The damage the attack that set the text off dealt. */
  | { of: 'hit'; minus?: true }

/**
 * Counts for two players: cards in the opponent's hand, reactions in it, the opponent's SP, how many cards the player's hand is short
 * of theirs, backed-up characters on the field, attacking characters, the reactions in the player's hand, the
 * characters of `maxBp` or less in the player's discard pile.
 */
export type Counted = 'opponent-hand' | 'opponent-hand-reactions' | 'opponent-sp' | 'behind' | 'backed' | 'attackers' | 'hand-reactions' | 'discard-low-bp'

/** Which characters of yours a part of a text touches (the goldfish has none, by default). */
export interface Who {
  /**
   * self: this character; one: one of the player's choice; other: one other than this; all; others: all but
   * this; random; picked: the one an earlier part of the text picked; all-but-one: all but one the player
   * keeps; any-number: as many as the player likes; opposite: the enemy character in the ring slot facing this one.
   */
  pick: 'self' | 'one' | 'other' | 'all' | 'others' | 'random' | 'picked' | 'all-but-one' | 'any-number' | 'opposite'
  /** `other` with no other character to take: this character instead; `one` with none that fits: this card is KO'd. */
  orSelf?: boolean
  /** Only characters that are frozen (or, false, unfrozen), have a back-up, have a ▲ ability, or whose BP is within bounds. */
  frozen?: boolean
  backed?: boolean
  triangle?: boolean
  minBp?: number
  maxBp?: number
  /** Only the character(s) with the lowest BP in the ring. */
  lowest?: boolean
  /**
   * Whose characters: the player's own ("your characters"), the opponent's ("enemy"); unset, either player's ("1
   * character"). A goldfish has none, so against it every character is the player's own.
   */
  side?: 'own' | 'enemy'
  /** Only the characters attacking now (a reaction's "attacking character"), or (false) only those that are not. */
  attacking?: boolean
  /** Only characters without an ability. */
  plain?: boolean
}

/** Cards of a pile a text looks for. */
export interface CardFilter {
  kind?: 'character' | 'action' | 'reaction' | 'non-character'
  /** Characters with BP from `minBp` to `maxBp`. */
  minBp?: number
  maxBp?: number
  /** Cards with one of these names. */
  names?: string[]
}

export type Op =
  /** The opponent loses HP. */
  | { op: 'damage'; n: Amount }
  /** You gain HP (at most 5000). */
  | { op: 'heal'; n: Amount }
  /** You gain (or, negative, lose) SP; SP never goes below 0. */
  | { op: 'sp'; n: Amount }
  /** Your SP becomes 0. */
  | { op: 'sp-zero' }
  | { op: 'draw'; n: Amount }
  /** Characters gain (or lose) BP, capped at 3000; at 0 they are KO'd. */
  | { op: 'bp'; who: Who; n: Amount }
  /** Characters' BP becomes a number (or this character's BP). */
  | { op: 'bp-set'; who: Who; n: Amount }
  | { op: 'bp-double'; who: Who }
  /** BP goes up or down by n, at random. */
  | { op: 'bp-random'; who: Who; n: number }
  | { op: 'ko'; who: Who }
  /** Frozen (`turns` 2: stays frozen through its next activate phase). */
  | { op: 'freeze'; who: Who; turns: 1 | 2 }
  | { op: 'unfreeze'; who: Who }
  /** Back to your hand, or shuffled into your deck, or under it: its stats reset, its back-ups are discarded. */
  | { op: 'return'; who: Who; to: 'hand' | 'deck' | 'deck-bottom' }
  | { op: 'lose-ability'; who: Who }
  /** It may receive any number of back-ups this turn. */
  | { op: 'many-back-ups'; who: Who }
  /** Discard cards from your hand: all, every one that matches, or some at random. */
  | { op: 'discard'; filter: CardFilter; count: number | 'all'; random?: boolean }
  /** The top n cards of your deck go to the discard pile. */
  | { op: 'mill'; n: number }
  /** Reveal from the top until a card matches: it goes to hand, the others to the discard pile. */
  | { op: 'dig'; filter: CardFilter }
  /** Take cards that match from your deck, to hand or on top; `random`: one at random; `shuffle` after. */
  | { op: 'search'; filter: CardFilter; count: 1 | 'all'; to: 'hand' | 'top'; random?: boolean; shuffle: boolean }
  /** Look at the top n: keep `keep` in hand, discard the rest. */
  | { op: 'look'; n: number; keep: number }
  /** Look at the top n and put them back in the order the player likes. */
  | { op: 'arrange'; n: number }
  /** Look at the top card; the player may put it under the deck. */
  | { op: 'top-or-bottom' }
  /** Cards from your discard pile: to your hand, on top of your deck, or shuffled into it. */
  | { op: 'recycle'; filter: CardFilter; count: number | 'all'; to: 'hand' | 'top' | 'deck'; upTo?: boolean }
  /** From your hand and discard pile, keep n cards as your hand; the rest go to the discard pile. */
  | { op: 'keep-hand'; n: number }
  /** Cards from your hand go to the opponent's discard pile: out of your game. */
  | { op: 'give'; count: number }
  /** For two: 1 card from your hand on top of the opponent's deck, and the bottom card of their deck into your hand. */
  | { op: 'deck-trade' }
  /** Cards from your hand under your deck (on the opponent's cards by the player's choice: their best). */
  | { op: 'hand-to-bottom'; count: number }
  /** For two: the player holding more cards discards their hand and draws up to the other's hand size. */
  | { op: 'level-hands' }
  /** A character's BP becomes that of the top card of your deck; KO'd when that card is not a character. */
  | { op: 'morph'; who: Who }
  /** Your discard pile becomes your deck (shuffled), and your deck your discard pile. */
  | { op: 'swap-discard-deck' }
  /** Your hand goes into your deck, shuffled. */
  | { op: 'hand-to-deck' }
  /** Every card of your deck that matches is discarded; the deck is shuffled. */
  | { op: 'purge-deck'; filter: CardFilter }
  /** Keep n cards of your choice from your deck, in the order you like; discard the rest. */
  | { op: 'keep-deck'; n: number }
  | { op: 'shuffle' }
  /** For the rest of the turn: the next action costs 0 SP (and may follow the ■), any number of back-ups,
   *  unions cost 5 less, one more character may be played, you cannot attack, your attackers stay unfrozen. */
  | { op: 'turn'; rule: TurnRule }
  /**
   * Parts carried out on the opponent's cards: they draw, discard, lose SP (against a goldfish: nothing, `why`);
   * `yourPick`: the player picks what they discard.
   */
  | { op: 'opponent'; ops: Op[]; why: string; yourPick?: true }
  /** Parts both players carry out on their own cards, the player first. */
  | { op: 'each'; ops: Op[] }
  /** The attack being answered fails: the attackers stay frozen and deal nothing (a reaction's). */
  | { op: 'stop-attack' }
  /** The attack being answered pierces no HP when countered; or (`ifTaken`) fails if it is not countered. */
  | { op: 'shield'; ifTaken?: true }
  /** The opponent may not play actions or reactions, attack, or draw in their draw phase: this turn or their next. */
  | { op: 'bar'; what: Bar; next: boolean }
  /** Characters may not attack in their player's next turn, or (counter) counter this turn. */
  | { op: 'hold'; who: Who; what: 'attack' | 'counter' }
  /** The opponent's hand is shown to the player (in the log). */
  | { op: 'reveal' }
  /** The player picks one of these. */
  | { op: 'choose'; options: Op[][] }
  /** A part that touches only what a goldfish lacks: nothing happens. */
  | { op: 'nothing'; why: string }

export type Bar = DuelBar

/** What a text asks before it acts: cards discarded from hand, characters KO'd, SP paid. */
export type Cost =
  /** `orKo`: if you cannot (or will not), this character is KO'd instead. */
  | { cost: 'discard'; filter: CardFilter; count: number; random?: boolean; orKo?: boolean }
  /** The top n cards of your deck to the discard pile. */
  | { cost: 'mill'; n: number }
  /** The whole hand (its size is the count `discarded`). */
  | { cost: 'discard-hand' }
  | { cost: 'ko'; who: Who }
  /** Pay SP; `orKo`: if you cannot, this character is KO'd instead. */
  | { cost: 'sp'; n: number; orKo?: boolean }

/** A condition the text acts under. */
export type Condition =
  | { if: 'hp-at-most'; n: number }
  | { if: 'sp-zero' }
  /** No other character in your ring; or some other character on the field, either player's. */
  | { if: 'alone' }
  | { if: 'not-alone' }
  /** None of your characters has more than n BP. */
  | { if: 'none-above'; n: number }
  /** This character attacked this turn. */
  | { if: 'attacked' }
  /** For two: the opponent has three characters in the ring; the attack answered is a union; the player has less SP. */
  | { if: 'enemy-full' }
  | { if: 'union' }
  | { if: 'less-sp' }
  /** For two: the player holds fewer cards than the opponent. */
  | { if: 'fewer-cards' }

/** Whether the greedy policy reaches for the text: helps, harms, or neither (played only when it must be). */
export type Value = 'helps' | 'harms' | 'neutral'

export interface Text {
  when: When
  /** Static rules, for `when: 'static'`. */
  rules?: Rule[]
  /** Action costs, changed while this character is in the ring (both players). */
  actionCost?: number
  /** Reaction costs, likewise. */
  reactionCost?: number
  cost?: Cost[]
  condition?: Condition
  /** `may`: the player (the policy) may choose not to act. */
  may?: boolean
  ops: Op[]
  /** For the policy. */
  value: Value
}

/** A card's text as the engine reads it. */
export type Reading =
  | { class: 'exact'; text: Text }
  | { class: 'partial'; text: Text; reason: string }
  | { class: 'no-effect'; reason: string; text?: Text }
  | { class: 'not-modelled'; reason: string }
