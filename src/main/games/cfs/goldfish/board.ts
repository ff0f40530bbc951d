// What the rules and the card texts read and change in one player's game against a goldfish. The batch
// simulator (typed arrays, one game after another) and the table (a JSON state, move by move, with a log)
// both implement it, so a text is played by the same code in both (play-text.ts).
import type { Card } from '../../../../shared/card'
import type { TurnRule } from '../../../../shared/playtest'
import { isCharacter } from '../../../../shared/card'
import type { Bar, Reading, Rule, Text } from './text/model'
import { readCard } from './text/read'

/** What the rules need of a card, by the id the board uses for it. */
export interface Facts {
  name: string
  /** Number and name, as messages name the card. */
  label: string
  character: boolean
  action: boolean
  reaction: boolean
  bp: number
  sp: number
  cost: number
  /** It has an ability of its own (a character) — for texts that look for one. */
  ability: boolean
  /** Its ability is ▲. */
  triangle: boolean
  /** Names of its Back-Up list, repeats kept. */
  backups: string[]
  /** Its text as the engine reads it (null: none to read). */
  reading: Reading | null
  /** The text the engine plays (exact, partial, or a no-effect text with parts to play), if any. */
  text: Text | null
  /** The rules its ● ability changes while it is in the ring. */
  rules: Rule[]
  actionCost: number
  reactionCost: number
}

/** A card's facts, its text read by `read`: as against a goldfish, or (the duel's) as for two. */
export function factsOf(card: Card, read: (card: Card) => Reading | null = readCard): Facts {
  const reading = read(card)
  const text = reading && 'text' in reading && reading.text ? reading.text : null
  return {
    name: card.name,
    label: `${card.number} ${card.name}`,
    character: isCharacter(card.kind),
    action: card.kind === 'action',
    reaction: card.kind === 'reaction',
    bp: card.bp ?? 0,
    sp: card.sp ?? 0,
    cost: card.cost ?? 0,
    ability: Boolean(card.ability),
    triangle: card.ability?.type === 'triangle',
    backups: isCharacter(card.kind) ? card.backups.map((b) => b.name) : [],
    reading,
    text,
    rules: text?.when === 'static' ? (text.rules ?? []) : [],
    actionCost: text?.when === 'static' ? (text.actionCost ?? 0) : 0,
    reactionCost: text?.when === 'static' ? (text.reactionCost ?? 0) : 0,
  }
}

/** A pile of cards: the hand (in the board's order), the deck (0 is the top) and the discard pile. */
export type Pile = 'hand' | 'deck' | 'discard'

/** Where a character leaving the ring goes; its back-ups go to the discard pile. */
export type Leave = 'discard' | 'hand' | 'deck' | 'deck-bottom'

export type { TurnRule }

export interface Board {
  /** Card facts by id. */
  readonly facts: readonly Facts[]
  readonly turn: number
  /** Your HP and SP. */
  hp: number
  sp: number
  /** The goldfish's HP (the policy weighs how long a deck must last). */
  readonly goldfishHp: number
  /** The game is over: won, or lost by drawing. */
  readonly over: boolean
  /** A uniform whole number from 0 to range − 1 from the game's seeded stream. */
  random(range: number): number

  /** The goldfish loses HP; at 0 the game is won at once. */
  hit(amount: number): void

  size(pile: Pile): number
  at(pile: Pile, i: number): number
  take(pile: Pile, i: number): number
  /** Adds a card to a pile: the deck's top or bottom; the end of the hand or the discard pile. */
  put(pile: Pile, card: number, where?: 'top' | 'bottom'): void
  shuffleDeck(): void
  /** Draws the top card: drawing from an empty deck, or drawing its last card, loses. */
  draw(): void

  readonly slots: number
  /** The card in a ring slot, or −1. */
  occupant(slot: number): number
  bp(slot: number): number
  setBp(slot: number, bp: number): void
  /** 0 ready; 1 frozen; 2 frozen and staying frozen through its next activate phase. */
  frozen(slot: number): number
  setFrozen(slot: number, state: number): void
  /** The turn it entered (on standby that turn). */
  entered(slot: number): number
  /** How many back-ups it has. */
  backers(slot: number): number
  /** It attacked (alone or in a union) this turn. */
  attacked(slot: number): boolean
  /** It acted this turn: attacked, or used its ■ ability (a character acts once a turn, unfrozen or not). */
  acted(slot: number): boolean
  /** It may attack though it entered this turn (the table's override for a card's text). */
  readyNow(slot: number): boolean
  abilityLost(slot: number): boolean
  loseAbility(slot: number): void
  /** It may take any number of back-ups this turn. */
  allowManyBackUps(slot: number): void
  /** The character leaves the ring; its back-ups are discarded; back in hand or deck, its stats reset. */
  leave(slot: number, to: Leave): void

  /** How many times a rule was set this turn (0: not in force). */
  turnRule(rule: TurnRule): number
  setTurnRule(rule: TurnRule): void

  /** For two players (the duel's board): a slot of the opponent's ring, where slots span both rings. */
  isEnemy?(slot: number): boolean
  /** For two players: the enemy's slot facing one of the player's (−1 for none). */
  facing?(slot: number): number
  /** For two players: the character attacks now (a reaction answers its attack). */
  attacking?(slot: number): boolean
  /** For two players: the same game seen from the opponent's side, for parts they carry out. */
  rival?(): Board
  /** For two players: the attack being answered fails. */
  stopAttack?(): void
  /** For two players: the attack answered pierces nothing if countered, or (ifTaken) fails if not countered. */
  shield?(ifTaken: boolean): void
  /** For two players: the opponent may not do `what` this turn or (next) in their next turn. */
  bar?(what: Bar, next: boolean): void
  /** For two players: the character may not attack in its player's next turn, or counter this turn. */
  hold?(slot: number, what: 'attack' | 'counter'): void

  /** The table keeps a log; the simulator does not (texts skip building their lines). */
  readonly logging: boolean
  log(line: string): void
}

/** Shuffles a pile in place with a board's own random picks (so undo at the table replays the same order). */
export function shuffleWith(pile: number[], random: (range: number) => number): void {
  for (let i = 0; i < pile.length - 1; i++) {
    const j = i + random(pile.length - i)
    ;[pile[i], pile[j]] = [pile[j], pile[i]]
  }
}
