// The Table Fighter table: two players on one screen (hot seat), played move by move through the turn engine
// (turn.ts), every move checked and refused with the rule as the reason. Each player's view hides the other's
// hand, deck order and face-down card until the reveal; the log says only what both players may see. Every
// accepted move can be undone. Nothing in the game is random (the decks start in the players' saved orders);
// the seed drives only the suggested moves (`suggest`), from the game's numbered streams.

import type { TfMove, TfPlayer, TfPolicyName, TfSideView, TfSuperPlace, TfTableState } from '../../../shared/games/tf/table'
import { HotSeatTable, MoveHistory } from '../../game-kit/move-history'
import { gameRng } from '../../core/rng'
import type { TfCharacter } from './character'
import { superOnTable, type Side } from './piles'
import { decide, POLICIES } from './policies'
import { announcer, apply, fightersOf, newGame, type EngineMove, type Fighter, type Fighters, type TfGame } from './turn'

export interface TfTableOptions {
  /** For the suggested moves only; 0 by default. */
  seed?: number
  /** A deck order for this game instead of a character's saved one (the six basic cards, top first). */
  orders?: readonly [readonly string[] | undefined, readonly string[] | undefined]
}

export class TfTable extends HotSeatTable<Fighters, TfGame, TfMove, EngineMove, TfTableState, TfPlayer> {
  protected readonly played: MoveHistory<TfGame>

  constructor(characters: readonly [TfCharacter, TfCharacter], options: TfTableOptions = {}) {
    super(fightersOf(characters[0], characters[1], options.orders), options.seed)
    const game = newGame(this.fighters)
    const [a, b] = this.fighters
    this.played = new MoveHistory(game, `${a.name} against ${b.name}, both at ${game.sides[0].health} health; seed ${this.seed}`)
  }

  protected step(game: TfGame, move: EngineMove, log: ((line: string) => void) | null): string | null {
    return apply(this.fighters, game, move, log)
  }

  /** The move the policies would make now (for a computer player, or a hint); null when the game is over. */
  suggest(policies: readonly [TfPolicyName, TfPolicyName] = ['greedy', 'greedy']): TfMove | null {
    const move = decide(this.fighters, structuredClone(this.played.game), [POLICIES[policies[0]], POLICIES[policies[1]]], gameRng(this.seed, this.played.moves))
    return move === null ? null : this.named(move)
  }

  /** The game as `viewer` may see it: the other player's hand, deck order and face-down card hidden. */
  view(viewer: TfPlayer | 'all' | null): TfTableState {
    const g = this.played.game
    const sees = (p: TfPlayer) => viewer === 'all' || viewer === p
    return {
      seed: this.seed,
      turn: g.turn,
      step: g.step,
      viewer,
      players: [sideView(this.fighters[0], g.sides[0], sees(0)), sideView(this.fighters[1], g.sides[1], sees(1))],
      priority: g.priority === null ? null : { first: g.priority.first, why: g.priority.why },
      announcer: announcer(g),
      winner: g.winner,
      outcome: g.outcome,
      result: g.result === null ? null : { winner: g.result.winner, loser: g.result.winner === 0 ? 1 : 0, turn: g.result.turn },
      log: this.played.log,
    }
  }

  /** The page's move with its cards as the engine's indexes, or why the names do not fit. */
  protected translate(move: TfMove): EngineMove | string {
    if (typeof move !== 'object' || move === null) return 'not a move of the Table Fighter table'
    const card = (player: unknown, name: unknown): number | string => {
      if (player !== 0 && player !== 1) return 'name the player: 0 or 1'
      const found = typeof name === 'string' ? this.fighters[player].byName.get(name) : undefined
      return found ?? `${this.fighters[player].name} has no card called ${typeof name === 'string' ? `"${name.slice(0, 60)}"` : String(name)}`
    }
    switch (move.type) {
      case 'charge': {
        if (!Array.isArray(move.cost)) return 'the charge cost is two basic cards from the hand or the discard pile'
        const cost: number[] = []
        for (const name of move.cost) {
          const found = card(move.player, name)
          if (typeof found === 'string') return found
          cost.push(found)
        }
        return { type: 'charge', player: move.player, cost }
      }
      case 'pick': {
        const found = card(move.player, move.card)
        return typeof found === 'string' ? found : { type: 'pick', player: move.player, card: found }
      }
      case 'combo': {
        // Outside the combo step the engine refuses by the step, whatever the card.
        if (this.played.game.step !== 'combo') return { type: 'combo', card: -1 }
        const found = card(this.played.game.winner, move.card)
        return typeof found === 'string' ? found : { type: 'combo', card: found }
      }
      default:
        return move as EngineMove
    }
  }

  private named(move: EngineMove): TfMove {
    const name = (player: TfPlayer, card: number) => this.fighters[player].cards[card].name
    switch (move.type) {
      case 'charge':
        return { type: 'charge', player: move.player, cost: move.cost.map((card) => name(move.player, card)) }
      case 'pick':
        return { type: 'pick', player: move.player, card: name(move.player, move.card) }
      case 'combo':
        return { type: 'combo', card: name(this.played.game.winner!, move.card) }
      default:
        return move
    }
  }
}

function sideView(f: Fighter, side: Side, shown: boolean): TfSideView {
  const names = (cards: readonly number[]) => cards.map((card) => f.cards[card].name)
  const superAt: TfSuperPlace = side.hand.includes(f.superCard)
    ? 'hand'
    : side.pick === f.superCard
      ? shown
        ? 'picked'
        : 'hand'
      : superOnTable(side, f.superCard)
        ? 'table'
        : 'played'
  return {
    character: { ...f.character },
    health: side.health,
    deck: shown ? names(side.deck) : null,
    deckSize: side.deck.length,
    hand: shown ? names(side.hand) : null,
    handSize: side.hand.length,
    discard: names(side.discard),
    super: { name: f.cards[f.superCard].name, at: superAt },
    picked: side.pick >= 0,
    pick: shown && side.pick >= 0 ? f.cards[side.pick].name : null,
    played: names(side.played),
    announced: side.announced,
    charged: side.charged,
  }
}
