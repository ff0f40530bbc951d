// The Card Shot! table: two players on one screen (hot seat), played move by move through the turn engine
// (turn.ts), every move checked and refused with the rule as the reason. Each player's view hides the other's hand
// and face-down card until the reveal (its orientation shows: that is how a player bluffs), and both decks' order;
// the log says only what both players may see. Every accepted move can be undone. The decks are shuffled from
// stream 0 of the seed (the same decks as game 0 of a matchup run with that seed); suggested move n draws from
// stream n + 1.

import { refused } from '../../../shared/errors'
import {
  cardName,
  cardOfName,
  type CsAttackView,
  type CsCard,
  type CsMove,
  type CsPlayer,
  type CsPolicyName,
  type CsSideView,
  type CsTableState,
} from '../../../shared/games/cs/table'
import { HotSeatTable, MoveHistory } from '../../game-kit/move-history'
import { gameRng, type Rng } from '../../core/rng'
import type { CsCharacter } from './character'
import { shuffledDeck, UNPLACED, type Side } from './piles'
import { decide, POLICIES } from './policies'
import { NOTHING } from './rules'
import { apply, attackFor, fightersOf, newGame, toMove, type CsGame, type EngineMove, type Fighter, type Fighters } from './turn'

export interface CsTableOptions {
  /** Shuffles the decks, and drives the suggested moves; 0 by default. */
  seed?: number
  /** The Active Player of turn 1, who won the Rock-Paper-Scissors; player 0 by default. */
  first?: CsPlayer
  /** Cards on top of a player's deck, top first, the rest in the seeded order below them: for tests and replays. */
  stacked?: readonly [readonly string[] | undefined, readonly string[] | undefined]
}

export class CsTable extends HotSeatTable<Fighters, CsGame, CsMove, EngineMove, CsTableState, CsPlayer> {
  protected readonly played: MoveHistory<CsGame>

  constructor(characters: readonly [CsCharacter, CsCharacter], options: CsTableOptions = {}) {
    super(fightersOf(characters[0], characters[1]), options.seed)
    const first = options.first ?? 0
    if (first !== 0 && first !== 1) throw refused('the first player is player 0 or player 1')
    const rng = gameRng(this.seed, 0)
    const decks = [shuffledDeck(rng), shuffledDeck(rng)] as const
    const stacked = [stack(decks[0], options.stacked?.[0], this.fighters[0]), stack(decks[1], options.stacked?.[1], this.fighters[1])] as const
    const [a, b] = this.fighters
    this.played = new MoveHistory(
      newGame(stacked, first),
      `${a.name} (${a.view.suit}) against ${b.name} (${b.view.suit}), 54 cards each; ${this.fighters[first].name} goes first; seed ${this.seed}`,
    )
  }

  protected step(game: CsGame, move: EngineMove, log: ((line: string) => void) | null): string | null {
    return apply(this.fighters, game, move, log)
  }

  /** The move the policies would make now (for a computer player, or a hint); null when the game is over. */
  suggest(policies: readonly [CsPolicyName, CsPolicyName] = ['greedy', 'greedy']): CsMove | null {
    const rng: Rng = gameRng(this.seed, this.played.moves + 1)
    const move = decide(this.fighters, structuredClone(this.played.game), [POLICIES[policies[0]], POLICIES[policies[1]]], rng)
    return move === null ? null : named(move)
  }

  /** The game as `viewer` may see it: the other player's hand and face-down card hidden, and both decks' order. */
  view(viewer: CsPlayer | 'all' | null): CsTableState {
    const g = this.played.game
    const sees = (p: CsPlayer) => viewer === 'all' || viewer === p
    const revealed = g.combat !== null
    const c = g.combat
    const attack = (p: CsPlayer): CsAttackView => {
      const card = c!.cards[p]
      const a = attackFor(this.fighters[p], card, c!.sideways[p])
      return { card: card === NOTHING ? null : cardName(card), value: a.value, defense: a.defense, effect: a.effect, why: a.why }
    }
    const result = g.result
    return {
      seed: this.seed,
      turn: g.turn,
      step: g.step,
      active: g.active,
      toMove: toMove(g),
      viewer,
      players: [
        sideView(this.fighters[0], g.sides[0], sees(0), revealed, viewer === 'all'),
        sideView(this.fighters[1], g.sides[1], sees(1), revealed, viewer === 'all'),
      ],
      combat: c === null ? null : { attacks: [attack(0), attack(1)], damage: c.to === null ? null : { to: c.to, amount: c.amount }, outcome: c.why },
      result: result === null ? null : { winner: result.winner, loser: result.winner === 0 ? 1 : 0, turn: result.turn, why: result.why },
      log: this.played.log,
    }
  }

  /** The page's move with its cards as the engine's numbers, or why the names do not fit. */
  protected translate(move: CsMove): EngineMove | string {
    if (typeof move !== 'object' || move === null) return 'not a move of the Card Shot! table'
    switch (move.type) {
      case 'joker': {
        const card = cardOf(move.card)
        return typeof card === 'string' ? card : { ...move, card }
      }
      case 'place': {
        if (move.card === null) return { ...move, card: null }
        const card = cardOf(move.card)
        return typeof card === 'string' ? card : { ...move, card }
      }
      case 'absorb':
      case 'discard': {
        if (!Array.isArray(move.cards)) return `give the cards as a list of names, e.g. ["7H", "QS"]`
        const cards: CsCard[] = []
        for (const name of move.cards) {
          const card = cardOf(name)
          if (typeof card === 'string') return card
          cards.push(card)
        }
        return { ...move, cards }
      }
      default:
        return move as EngineMove
    }
  }
}

function cardOf(name: unknown): CsCard | string {
  const card = cardOfName(name)
  if (card !== null) return card
  const shown = typeof name === 'string' ? `"${name.slice(0, 20)}"` : String(name)
  return `${shown} is not a card: write the rank and the suit, e.g. 7H, 10S, QD, AC, or JOKER1, JOKER2`
}

function named(move: EngineMove): CsMove {
  switch (move.type) {
    case 'joker':
      return { ...move, card: cardName(move.card) }
    case 'place':
      return { ...move, card: move.card === null || move.card === NOTHING ? null : cardName(move.card) }
    case 'absorb':
    case 'discard':
      return { ...move, cards: move.cards.map(cardName) }
    default:
      return move
  }
}

/** The deck with `top` on top in that order, the other cards below in their shuffled order. */
function stack(deck: readonly CsCard[], top: readonly string[] | undefined, f: Fighter): CsCard[] {
  if (top === undefined) return [...deck]
  const cards: CsCard[] = []
  for (const name of top) {
    const card = cardOf(name)
    if (typeof card === 'string') throw refused(`${f.name}'s stacked deck: ${card}`)
    if (cards.includes(card)) throw refused(`${f.name}'s stacked deck has ${cardName(card)} twice`)
    cards.push(card)
  }
  return [...cards, ...deck.filter((card) => !cards.includes(card))]
}

function sideView(f: Fighter, side: Side, shown: boolean, revealed: boolean, all: boolean): CsSideView {
  const placed = side.placed !== UNPLACED
  return {
    character: { ...f.view },
    deck: all ? side.deck.map(cardName) : null,
    deckSize: side.deck.length,
    hand: shown ? side.hand.map(cardName) : null,
    handSize: side.hand.length,
    discard: side.discard.map(cardName),
    placed,
    sideways: placed ? side.sideways : null,
    card: placed && (shown || revealed) ? (side.placed === NOTHING ? '' : cardName(side.placed)) : null,
    drawn: side.ready,
    swapping: side.drawn && !side.ready,
    discarded: side.discarded,
  }
}
