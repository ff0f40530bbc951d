// The Table Fighter party at one table, hot seat: three to eight players, free-for-all or two teams, played move by
// move through the same steps as the simulator (party.ts), every move checked and refused with the rule as the
// reason. Charge is announced in order (the most health first); every card is set face down before any is revealed;
// each player whose card beats an opponent combos in seat order; then the damage lands at once.
import { refused } from '../../../shared/errors'
import type { PartyCardView, PartyMove, PartyStep, PartyView } from '../../../shared/games/tf/party'
import type { TfCharacter } from './character'
import { announceCharge, comboDamageOf, comboInto, damageStep, drawStep, endTurn, newParty, partyEnd, revealStep, seatsIn, setPick, type Party } from './party'
import { costRefusal } from './piles'
import { comboLinks } from './policies'
import { canCombo, cardLabel } from './rules'

export class PartyTable {
  private readonly party: Party
  private step: PartyStep = 'charge'
  /** Who announces or picks or combos next, in order. */
  private queue: number[] = []
  private beaten: number[][] = []
  private readonly log: string[] = []

  constructor(
    characters: readonly TfCharacter[],
    private readonly teams: boolean,
  ) {
    this.party = newParty(characters, teams)
    const names = this.names()
    this.log.push(
      teams
        ? `Team 1 (${names.filter((_, s) => this.party.team[s] === 0).join(', ')}) against team 2 (${names.filter((_, s) => this.party.team[s] === 1).join(', ')}), all at 20 health`
        : `${names.join(', ')}: each against every other, all at 20 health`,
    )
    this.startTurn()
  }

  /** The seats' names, told apart by seat when a character sits twice. */
  private names(): string[] {
    const names = this.party.fighters.map((f) => f.name)
    return names.map((n, seat) => (names.filter((m) => m === n).length > 1 ? `${n} (seat ${seat + 1})` : n))
  }

  private startTurn(): void {
    this.log.push(`Turn ${this.party.turn}`)
    this.queue = drawStep(this.party)
    this.step = 'charge'
  }

  /** Plays `move`, or throws the rule that refuses it (the table unchanged). */
  move(move: PartyMove): void {
    const why = this.refusal(move)
    if (why) throw refused(why)
  }

  private refusal(move: PartyMove): string | null {
    const names = this.names()
    if (this.step === 'over') return 'the party is over'
    if (move.type === 'next-turn') {
      if (this.step !== 'clean-up') return `the turn ends after every combo; ${this.waiting()}`
      endTurn(this.party)
      const end = partyEnd(this.party)
      if (end) this.finish(end)
      else this.startTurn()
      return null
    }
    const seat = move.seat
    if (seat >= this.party.fighters.length) return `there is no seat ${seat + 1} at this table`
    if (this.party.sides[seat].health <= 0) return `${names[seat]} is out of the party`
    const expected = { charge: 'charge', 'no-charge': 'charge', pick: 'pick', combo: 'combo', 'end-combo': 'combo' }[move.type]
    if (expected !== this.step)
      return `${move.type === 'pick' ? 'a card is set face down in the action step' : `that is a move of the ${expected} step`}; ${this.waiting()}`
    if (this.step !== 'pick' && this.queue[0] !== seat) return this.waiting()
    const fighter = this.party.fighters[seat]
    const side = this.party.sides[seat]
    const name = (card: number) => fighter.cards[card]?.name ?? `card ${card}`
    switch (move.type) {
      case 'charge': {
        const why = costRefusal(side, fighter.superCard, move.cost, name)
        if (why) return why
        announceCharge(this.party, seat, move.cost)
        this.log.push(`${names[seat]} charges`)
        return this.announced()
      }
      case 'no-charge':
        announceCharge(this.party, seat, null)
        this.log.push(`${names[seat]} does not charge`)
        return this.announced()
      case 'pick': {
        if (side.pick >= 0) return `${names[seat]} has set a card face down already`
        if (!side.hand.includes(move.card)) return `${name(move.card)} is not in ${names[seat]}'s hand`
        setPick(this.party, seat, move.card)
        this.log.push(`${names[seat]} sets a card face down`)
        if (seatsIn(this.party).every((s) => this.party.sides[s].pick >= 0)) this.reveal()
        return null
      }
      case 'combo': {
        if (!side.hand.includes(move.card)) return `${name(move.card)} is not in ${names[seat]}'s hand`
        const last = fighter.cards[side.played[side.played.length - 1]]
        if (!canCombo(last, fighter.cards[move.card]))
          return `${last.name} does not combo into ${cardLabel(fighter.cards[move.card])}: it links into ${last.combos.join(', ') || 'nothing'}`
        comboInto(this.party, seat, move.card)
        this.log.push(`${names[seat]} combos into ${cardLabel(fighter.cards[move.card])}`)
        return null
      }
      case 'end-combo':
        this.log.push(`${names[seat]}'s ${comboDamageOf(this.party, seat)} damage goes to ${this.beaten[seat].map((s) => names[s]).join(', ')}`)
        this.queue.shift()
        if (this.queue.length === 0) this.damage()
        return null
    }
  }

  /** After a seat announces: the next one, or the action step. */
  private announced(): null {
    this.queue.shift()
    if (this.queue.length === 0) this.step = 'pick'
    return null
  }

  private reveal(): void {
    const names = this.names()
    this.beaten = revealStep(this.party)
    for (const seat of seatsIn(this.party)) {
      const card = this.party.fighters[seat].cards[this.party.sides[seat].played[0]]
      const beat = this.beaten[seat].map((s) => names[s])
      this.log.push(
        `${names[seat]} reveals ${cardLabel(card)}${this.party.sides[seat].charged ? ', charged' : ''}${beat.length ? `: beats ${beat.join(', ')}` : ''}`,
      )
    }
    this.queue = seatsIn(this.party).filter((seat) => this.beaten[seat].length > 0)
    if (this.queue.length) this.step = 'combo'
    else {
      this.log.push('No card beats an opponent: no damage this turn')
      this.step = 'clean-up'
    }
  }

  private damage(): void {
    const names = this.names()
    const wereIn = seatsIn(this.party)
    damageStep(this.party, this.beaten)
    for (const seat of wereIn) {
      const health = this.party.sides[seat].health
      if (health <= 0) this.log.push(`${names[seat]} is at ${health} health and leaves the party`)
    }
    // The last one (or team) standing wins at once; else the turn is cleaned up when the players go on.
    if (new Set(seatsIn(this.party).map((seat) => this.party.team[seat])).size <= 1) {
      endTurn(this.party)
      this.finish(partyEnd(this.party)!)
    } else this.step = 'clean-up'
  }

  private finish(end: { winner: number | null; turn: number }): void {
    this.step = 'over'
    const winners = this.winners(end.winner)
    const draw = seatsIn(this.party).length ? `Still undecided after turn ${end.turn}: a draw` : `No one is left: a draw on turn ${end.turn}`
    this.log.push(winners.length ? `${winners.join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} on turn ${end.turn}` : draw)
  }

  private winners(team: number | null): string[] {
    const names = this.names()
    return team === null ? [] : names.filter((_, seat) => this.party.team[seat] === team)
  }

  /** Where the party stands, in words. */
  private waiting(): string {
    const names = this.names()
    if (this.step === 'charge') return `it is the charge step: ${names[this.queue[0]]} announces`
    if (this.step === 'pick') {
      const waiting = seatsIn(this.party).filter((s) => this.party.sides[s].pick < 0)
      return `it is the action step: waiting for ${waiting.map((s) => names[s]).join(', ')} to set a card face down`
    }
    if (this.step === 'combo') return `it is the combo step: ${names[this.queue[0]]} combos or ends the combo`
    return 'the turn is over: go on to the next turn'
  }

  /** The table as the players see it; `viewer`: the seat holding the device, whose hand is shown. */
  view(viewer: number | null): PartyView {
    const { party } = this
    const names = this.names()
    const end = this.step === 'over' ? partyEnd(party) : null
    const toMove =
      this.step === 'charge' || this.step === 'combo'
        ? this.queue[0]
        : this.step === 'pick'
          ? (seatsIn(party).find((s) => party.sides[s].pick < 0) ?? null)
          : null
    if (viewer !== null && (viewer < 0 || viewer >= party.fighters.length)) throw refused(`there is no seat ${viewer + 1} at this table`)
    const cardView =
      (seat: number) =>
      (card: number): PartyCardView => {
        const c = party.fighters[seat].cards[card]
        return { card, name: c.name, type: c.type.name, damage: c.damage, speed: c.speed }
      }
    const mine = viewer === null ? null : party.sides[viewer]
    const revealed = this.step === 'combo' || this.step === 'clean-up' || this.step === 'over'
    return {
      turn: party.turn,
      step: this.step,
      toMove,
      viewer,
      seats: party.sides.map((side, seat) => ({
        seat,
        name: names[seat],
        team: this.teams ? party.team[seat] + 1 : null,
        health: side.health,
        out: side.health <= 0,
        handSize: side.hand.length,
        deckSize: side.deck.length,
        discard: side.discard.map((card) => party.fighters[seat].cards[card].name),
        announced: side.announced,
        charged: side.charged,
        picked: side.pick >= 0,
        played: revealed ? side.played.map((card) => party.fighters[seat].cards[card].name) : [],
        beats: revealed ? (this.beaten[seat] ?? []) : [],
      })),
      hand: mine ? mine.hand.map(cardView(viewer!)) : [],
      discard: mine ? mine.discard.filter((card) => card !== party.fighters[viewer!].superCard).map(cardView(viewer!)) : [],
      links: mine && this.step === 'combo' && this.queue[0] === viewer ? comboLinks(party.fighters[viewer!], mine) : [],
      log: [...this.log],
      result: end ? { winners: this.winners(end.winner), turn: end.turn } : null,
    }
  }
}
