// Plays a card's structured text on a board: its condition, its costs, then each part in printed order. The
// same code runs in the simulator and at the table; where the text leaves a choice, the table's pick is taken
// when it fits, else the greedy policy's (policy.ts). A won or lost game stops the text at once.
import type { Board, Leave } from './board'
import type { Amount, CardFilter, Condition, Cost, Counted, Op, Text, Who } from './text/model'
import { inForce } from './in-force'
import { damageOf, harmTarget, helps, helpTarget, pickCards, worth } from './policy'
import { BP_CAP, HP_CAP } from './rules'

/** One play of a text: whose it is, and the picks the player made at the table. */
export interface Play {
  card: number
  /** The character's ring slot (▲, ■ and ● texts); −1 for an action card. */
  slot: number
  /** A ring slot for "1 character" (and the character kept by "every other is KO'd"). */
  target?: number
  /** Slots for "as many of your characters as you like". */
  targets?: readonly number[]
  /** For two players: the characters picked, one for each pick the text makes, in its order (before `target`). */
  picks?: readonly number[]
  /** The option taken of "pick one". */
  option?: number
  /** For a text set off by a direct hit: the damage dealt. */
  hit?: number
  /** Parts carried out on the opponent's cards by the player's choice: a discard takes their best card. */
  against?: boolean
}

/** What the text has done so far, for the amounts its later parts count. */
interface Done {
  discarded: number
  discardedBp: number
  discardedSp: number
  koed: number
  koedBp: number
  /** The slot an earlier part picked, for "that character". */
  picked: number
  /** How many picks of one character the text has made so far (the next of Play.picks is for the next). */
  picks: number
}

const here = (b: Board, p: Play) => p.slot >= 0 && b.occupant(p.slot) === p.card

function matches(b: Board, card: number, f: CardFilter): boolean {
  const c = b.facts[card]
  if (f.kind === 'character' && !c.character) return false
  if (f.kind === 'action' && !c.action) return false
  if (f.kind === 'reaction' && !c.reaction) return false
  if (f.kind === 'non-character' && c.character) return false
  if (f.minBp !== undefined && !(c.character && c.bp >= f.minBp)) return false
  if (f.maxBp !== undefined && !(c.character && c.bp <= f.maxBp)) return false
  if (f.names && !f.names.some((n) => n.toLowerCase() === c.name.toLowerCase())) return false
  return true
}

/** Indexes of a pile's cards that match. */
export function inPile(b: Board, pile: 'hand' | 'deck' | 'discard', f: CardFilter): number[] {
  const out: number[] = []
  for (let i = 0; i < b.size(pile); i++) if (matches(b, b.at(pile, i), f)) out.push(i)
  return out
}

/** The ring slots a `who` may touch, before any choice. */
export function candidates(b: Board, who: Who, p: Play, done?: Done): number[] {
  if (who.pick === 'self') return here(b, p) ? [p.slot] : []
  if (who.pick === 'picked') return done && done.picked >= 0 && b.occupant(done.picked) >= 0 ? [done.picked] : []
  if (who.pick === 'opposite') {
    const facing = here(b, p) && b.facing ? b.facing(p.slot) : -1
    return facing >= 0 && b.occupant(facing) >= 0 ? [facing] : []
  }
  let lowest = Infinity
  if (who.lowest) for (let s = 0; s < b.slots; s++) if (b.occupant(s) >= 0) lowest = Math.min(lowest, b.bp(s))
  const out: number[] = []
  for (let s = 0; s < b.slots; s++) {
    const card = b.occupant(s)
    if (card < 0) continue
    if ((who.pick === 'other' || who.pick === 'others') && s === p.slot) continue
    const enemy = b.isEnemy?.(s) ?? false
    if ((who.side === 'own' && enemy) || (who.side === 'enemy' && !enemy)) continue
    if (who.attacking !== undefined && (b.attacking?.(s) ?? false) !== who.attacking) continue
    if (who.plain && b.facts[card].ability) continue
    if (who.frozen !== undefined && b.frozen(s) > 0 !== who.frozen) continue
    if (who.backed && b.backers(s) === 0) continue
    if (who.triangle && !(b.facts[card].triangle && !b.abilityLost(s))) continue
    if (who.minBp !== undefined && b.bp(s) < who.minBp) continue
    if (who.maxBp !== undefined && b.bp(s) > who.maxBp) continue
    if (who.lowest && b.bp(s) !== lowest) continue
    out.push(s)
  }
  if (out.length === 0 && who.orSelf && here(b, p)) return [p.slot]
  return out
}

/** The slots an op touches: the candidates, narrowed by the player's pick or the policy's. */
/**
 * `good`: the part helps the character picked; `removes`: it takes the character out of the fight (KO, back to hand,
 * its ability, frozen), so the policy, left to pick among the enemy's, takes the strongest.
 */
function select(b: Board, who: Who, p: Play, done: Done, good: boolean, removes = false): number[] {
  const list = candidates(b, who, p, done)
  if (list.length === 0) return list
  switch (who.pick) {
    case 'one':
    case 'other': {
      const named = p.picks?.[done.picks++] ?? p.target
      const slot =
        named !== undefined && list.includes(named) ? named : good ? helpTarget(b, sided(b, list, false)) : harmPick(b, sided(b, list, true), removes)
      done.picked = slot
      return [slot]
    }
    case 'random':
      return [list[b.random(list.length)]]
    case 'all-but-one': {
      const named = p.picks?.[done.picks++] ?? p.target
      const keep = named !== undefined && list.includes(named) ? named : helpTarget(b, list)
      return list.filter((s) => s !== keep)
    }
    case 'any-number':
      return p.targets ? list.filter((s) => p.targets!.includes(s)) : []
    default:
      return list
  }
}

/** A harmful pick: the weakest (least lost of the player's own); of the enemy's, the strongest where the part removes it. */
function harmPick(b: Board, list: number[], removes: boolean): number {
  if (!removes || !b.isEnemy?.(list[0])) return harmTarget(b, list)
  return list.reduce((best, s) => (b.bp(s) > b.bp(best) ? s : best))
}

/** Of characters on both sides, the policy's pick goes to its own when it helps and to the enemy's when it harms. */
function sided(b: Board, list: number[], enemy: boolean): number[] {
  const preferred = list.filter((s) => (b.isEnemy?.(s) ?? false) === enemy)
  return preferred.length ? preferred : list
}

/** An amount as it would count now, before the text does anything (for the policy). */
export function estimate(b: Board, n: Amount, p: Play): number {
  return amount(b, n, p, fresh())
}

const fresh = (): Done => ({ discarded: 0, discardedBp: 0, discardedSp: 0, koed: 0, koedBp: 0, picked: -1, picks: 0 })

function amount(b: Board, n: Amount, p: Play, done: Done): number {
  if (typeof n === 'number') return n
  const sign = 'minus' in n && n.minus ? -1 : 1
  if ('bpOf' in n) return sign * (n.bpOf === 'koed' ? done.koedBp : n.bpOf === 'discarded' ? done.discardedBp : here(b, p) ? b.bp(p.slot) : 0)
  if ('spOf' in n) return sign * done.discardedSp
  if ('of' in n) return sign * (p.hit ?? 0)
  let count: number
  if (n.per === 'hand') count = b.size('hand')
  else if (n.per === 'discarded') count = done.discarded
  else if (n.per === 'koed') count = done.koed
  else if (n.per === 'hand-actions') count = inPile(b, 'hand', { kind: 'action' }).length
  else if (n.per === 'hand-low-bp') count = inPile(b, 'hand', { kind: 'character', minBp: n.minBp, maxBp: n.maxBp }).length
  else count = counted(b, n.per, n.maxBp)
  const total = count * n.times + (n.plus ?? 0)
  return n.max === undefined ? total : Math.min(n.max, total)
}

/** A character's BP after a change: capped at 3000, KO'd at 0. */
export function changeBp(b: Board, slot: number, bp: number): void {
  const label = b.facts[b.occupant(slot)].label
  if (bp <= 0) {
    b.leave(slot, 'discard')
    if (b.logging) b.log(`${label} is KO'd`)
    return
  }
  const was = b.bp(slot)
  b.setBp(slot, Math.min(BP_CAP, bp))
  if (b.logging) b.log(`${label} ${b.bp(slot) >= was ? '+' : '−'}${Math.abs(b.bp(slot) - was)} BP: at ${b.bp(slot)} BP`)
}

function leaveRing(b: Board, slot: number, to: Leave, done: Done): void {
  const card = b.occupant(slot)
  if (to === 'discard') {
    done.koed++
    done.koedBp = b.bp(slot)
  }
  // An enemy character goes to its owner's piles (the board shuffles the owner's deck itself).
  const enemy = b.isEnemy?.(slot) ?? false
  const whose = enemy ? "its owner's" : 'your'
  b.leave(slot, to)
  if (b.logging)
    b.log(
      `${b.facts[card].label} ${to === 'discard' ? "is KO'd" : to === 'hand' ? `returns to ${whose} hand` : to === 'deck' ? `is shuffled into ${whose} deck` : `goes under ${whose} deck`}`,
    )
  if (to === 'deck' && !enemy) b.shuffleDeck()
}

/** Moves pile cards (indexes into `from`) to another pile, highest index first so the rest stay valid. */
function move(b: Board, from: 'hand' | 'deck' | 'discard', indexes: number[], to: 'hand' | 'deck' | 'discard', where: 'top' | 'bottom' = 'top'): number[] {
  const cards: number[] = []
  for (const i of [...indexes].sort((x, y) => y - x)) cards.push(b.take(from, i))
  for (const c of cards) b.put(to, c, where)
  if (b.logging && cards.length)
    b.log(`${cards.map((c) => b.facts[c].label).join(', ')}: ${from === 'deck' ? 'deck' : from} → ${to === 'deck' ? `deck ${where}` : to}`)
  return cards
}

function discardFromHand(b: Board, indexes: number[], done: Done): void {
  for (const c of move(b, 'hand', indexes, 'discard')) {
    done.discarded++
    done.discardedBp = b.facts[c].bp
    done.discardedSp = b.facts[c].sp
  }
}

/**
 * Pile indexes in the order of their cards' numbers and names: a random pick counts down this list, so it
 * never depends on the order a board keeps its piles in (copies of a card are alike).
 */
function byLabel(b: Board, pile: 'hand' | 'deck', indexes: number[]): number[] {
  const label = (i: number) => b.facts[b.at(pile, i)].label
  return indexes.sort((x, y) => (label(x) < label(y) ? -1 : label(x) > label(y) ? 1 : x - y))
}

/** Which hand cards a discard takes: at random, or those the policy values least. */
function handPicks(b: Board, f: CardFilter, count: number, random: boolean, best = false): number[] {
  const fit = inPile(b, 'hand', f)
  if (fit.length < count) return []
  if (random) {
    byLabel(b, 'hand', fit)
    const picked: number[] = []
    while (picked.length < count) picked.push(fit.splice(b.random(fit.length), 1)[0])
    return picked
  }
  return pickCards(
    b,
    fit.map((i) => b.at('hand', i)),
    count,
    best,
  ).map((k) => fit[k])
}

export function holds(b: Board, c: Condition | undefined, p: Play): boolean {
  if (!c) return true
  switch (c.if) {
    case 'hp-at-most':
      return b.hp <= c.n
    case 'sp-zero':
      return b.sp === 0
    case 'alone':
    case 'not-alone': {
      let others = 0
      for (let s = 0; s < b.slots; s++) if (s !== p.slot && b.occupant(s) >= 0 && (c.if === 'not-alone' || !b.isEnemy?.(s))) others++
      return (others === 0) === (c.if === 'alone')
    }
    case 'none-above':
      for (let s = 0; s < b.slots; s++) if (b.occupant(s) >= 0 && !b.isEnemy?.(s) && b.bp(s) > c.n) return false
      return true
    case 'attacked':
      return here(b, p) && b.attacked(p.slot)
    case 'enemy-full': {
      let enemies = 0
      for (let s = 0; s < b.slots; s++) if (b.isEnemy?.(s) && b.occupant(s) >= 0) enemies++
      return enemies === 3
    }
    case 'union':
      return counted(b, 'attackers') >= 2
    case 'less-sp': {
      const them = b.rival?.()
      return them !== undefined && b.sp < them.sp
    }
    case 'fewer-cards': {
      const them = b.rival?.()
      return them !== undefined && b.size('hand') < them.size('hand')
    }
  }
}

/** The counts of two-player texts (model.ts, Counted); against a goldfish, what it lacks counts 0. */
function counted(b: Board, what: Counted, maxBp = Infinity): number {
  const them = b.rival?.()
  switch (what) {
    case 'opponent-hand':
      return them?.size('hand') ?? 0
    case 'opponent-hand-reactions':
      return them ? inPile(them, 'hand', { kind: 'reaction' }).length : 0
    case 'opponent-sp':
      return them?.sp ?? 0
    case 'behind':
      return Math.max(0, (them?.size('hand') ?? 0) - b.size('hand'))
    case 'hand-reactions':
      return inPile(b, 'hand', { kind: 'reaction' }).length
    case 'discard-low-bp':
      return inPile(b, 'discard', { kind: 'character', maxBp }).length
    case 'backed':
    case 'attackers': {
      let n = 0
      for (let s = 0; s < b.slots; s++) if (b.occupant(s) >= 0 && (what === 'backed' ? b.backers(s) > 0 : b.attacking?.(s))) n++
      return n
    }
  }
}

/** Why the text's costs cannot be paid now, or null. */
export function cannotPay(b: Board, text: Text, p: Play): string | null {
  for (const c of text.cost ?? []) {
    if (c.cost === 'discard' && !c.orKo && inPile(b, 'hand', c.filter).length < c.count) return `it needs ${c.count} ${describe(c.filter)} in hand to discard`
    if (c.cost === 'ko' && c.who.pick !== 'any-number' && candidates(b, c.who, p).length === 0) return 'it needs a character of yours to KO'
    if (c.cost === 'sp' && !c.orKo && b.sp < c.n) return `it costs ${c.n} SP; you have ${b.sp}`
    if (c.cost === 'mill' && b.size('deck') < c.n) return `it needs ${c.n} card${c.n === 1 ? '' : 's'} in your deck`
  }
  return null
}

export function describe(f: CardFilter): string {
  return f.kind === 'character' ? 'character card' : f.kind === 'action' ? 'action card' : f.kind === 'reaction' ? 'reaction card' : 'card'
}

/** Pays the costs; false when one cannot be paid and the text stops (a card KO'd instead, where printed). */
function pay(b: Board, costs: readonly Cost[], p: Play, done: Done): boolean {
  for (const c of costs) {
    switch (c.cost) {
      case 'discard': {
        const picks = handPicks(b, c.filter, c.count, c.random ?? false)
        if (picks.length < c.count) {
          if (c.orKo && here(b, p)) leaveRing(b, p.slot, 'discard', done)
          return false
        }
        discardFromHand(b, picks, done)
        break
      }
      case 'discard-hand':
        discardFromHand(
          b,
          Array.from({ length: b.size('hand') }, (_, i) => i),
          done,
        )
        break
      case 'ko': {
        const slots = select(b, c.who, p, done, false)
        if (slots.length === 0 && c.who.pick !== 'any-number') return false
        for (const s of slots) leaveRing(b, s, 'discard', done)
        break
      }
      case 'sp':
        if (b.sp >= c.n) b.sp -= c.n
        else {
          if (c.orKo && here(b, p)) leaveRing(b, p.slot, 'discard', done)
          return false
        }
        break
      case 'mill':
        if (b.size('deck') < c.n) return false
        move(
          b,
          'deck',
          Array.from({ length: c.n }, (_, i) => i),
          'discard',
        )
        break
    }
  }
  return true
}

/**
 * Plays a text: nothing when its condition does not hold; its costs, then its parts in order. Returns
 * whether it was carried out (false: the condition failed or a cost could not be paid).
 */
export function playText(b: Board, text: Text, p: Play): boolean {
  if (!holds(b, text.condition, p)) {
    if (b.logging) b.log('its condition does not hold: nothing happens')
    return false
  }
  const done = fresh()
  if (text.cost && !pay(b, text.cost, p, done)) return false
  run(b, text.ops, p, done)
  return true
}

function run(b: Board, ops: readonly Op[], p: Play, done: Done): void {
  for (const o of ops) {
    if (b.over) return
    apply(b, o, p, done)
  }
}

function apply(b: Board, o: Op, p: Play, done: Done): void {
  switch (o.op) {
    case 'damage': {
      // Kain: direct-damage action cards deal 100 more while he is in the ring.
      const extra = b.facts[p.card].action ? 100 * inForce(b, 'action-damage+100') : 0
      b.hit(amount(b, o.n, p, done) + extra)
      return
    }
    case 'heal':
      b.hp = Math.min(HP_CAP, b.hp + amount(b, o.n, p, done))
      if (b.logging) b.log(`your HP ${b.hp}`)
      return
    case 'sp':
      b.sp = Math.max(0, b.sp + amount(b, o.n, p, done))
      if (b.logging) b.log(`your SP ${b.sp}`)
      return
    case 'sp-zero':
      b.sp = 0
      if (b.logging) b.log('your SP 0')
      return
    case 'draw': {
      const n = amount(b, o.n, p, done)
      for (let i = 0; i < n && !b.over; i++) b.draw()
      return
    }
    case 'bp': {
      const n = amount(b, o.n, p, done)
      for (const s of select(b, o.who, p, done, helps(o))) changeBp(b, s, b.bp(s) + n)
      return
    }
    case 'bp-set': {
      const n = amount(b, o.n, p, done)
      // "Raised to" (the lowest characters) never lowers a BP.
      for (const s of select(b, o.who, p, done, false)) if (!(o.who.lowest && b.bp(s) >= n)) changeBp(b, s, n)
      return
    }
    case 'bp-double':
      for (const s of select(b, o.who, p, done, true)) changeBp(b, s, b.bp(s) * 2)
      return
    case 'bp-random':
      for (const s of select(b, o.who, p, done, false)) changeBp(b, s, b.bp(s) + (b.random(2) ? o.n : -o.n))
      return
    case 'ko':
      for (const s of select(b, o.who, p, done, false, true)) leaveRing(b, s, 'discard', done)
      return
    case 'freeze':
      for (const s of select(b, o.who, p, done, false, true)) {
        b.setFrozen(s, o.turns)
        if (b.logging) b.log(`${b.facts[b.occupant(s)].label} is frozen${o.turns === 2 ? ' through its next turn' : ''}`)
      }
      return
    case 'unfreeze':
      for (const s of select(b, o.who, p, done, true)) {
        b.setFrozen(s, 0)
        if (b.logging) b.log(`${b.facts[b.occupant(s)].label} unfreezes`)
      }
      return
    case 'return':
      for (const s of select(b, o.who, p, done, false, true)) leaveRing(b, s, o.to, done)
      return
    case 'lose-ability':
      for (const s of select(b, o.who, p, done, false, true)) {
        b.loseAbility(s)
        if (b.logging) b.log(`${b.facts[b.occupant(s)].label} loses its ability`)
      }
      return
    case 'many-back-ups':
      for (const s of select(b, o.who, p, done, true)) {
        b.allowManyBackUps(s)
        if (b.logging) b.log(`${b.facts[b.occupant(s)].label} may take several back-ups this turn`)
      }
      return
    case 'morph':
      for (const s of select(b, o.who, p, done, false)) {
        if (b.size('deck') === 0) return
        const top = b.facts[b.at('deck', 0)]
        if (b.logging) b.log(`top card: ${top.label}`)
        if (top.character) changeBp(b, s, top.bp)
        else leaveRing(b, s, 'discard', done)
      }
      return
    case 'discard': {
      const fit = inPile(b, 'hand', o.filter)
      const picks = o.count === 'all' ? fit : handPicks(b, o.filter, Math.min(o.count, fit.length), o.random ?? false, p.against)
      discardFromHand(b, picks, done)
      return
    }
    case 'give': {
      const picks = handPicks(b, {}, Math.min(o.count, b.size('hand')), false)
      for (const i of picks.sort((x, y) => y - x)) {
        const card = b.take('hand', i)
        if (b.logging) b.log(`${b.facts[card].label} goes to the opponent's discard pile`)
      }
      return
    }
    case 'mill':
      move(
        b,
        'deck',
        Array.from({ length: Math.min(o.n, b.size('deck')) }, (_, i) => i),
        'discard',
      )
      return
    case 'hand-to-bottom':
      move(b, 'hand', handPicks(b, {}, Math.min(o.count, b.size('hand')), false, p.against), 'deck', 'bottom')
      return
    case 'level-hands': {
      const them = b.rival?.()
      if (!them || them.size('hand') === b.size('hand')) return
      const [more, fewer] = b.size('hand') > them.size('hand') ? [b, them] : [them, b]
      const size = fewer.size('hand')
      move(
        more,
        'hand',
        Array.from({ length: more.size('hand') }, (_, i) => i),
        'discard',
      )
      for (let i = 0; i < size && !b.over; i++) more.draw()
      return
    }
    case 'deck-trade': {
      const them = b.rival?.()
      if (!them) return
      // The card least worth keeping goes on top of their deck; then their bottom card comes to the hand.
      const [given] = handPicks(b, {}, Math.min(1, b.size('hand')), false)
      if (given !== undefined) them.put('deck', b.take('hand', given), 'top')
      if (them.size('deck') > 0) b.put('hand', them.take('deck', them.size('deck') - 1))
      if (b.logging) b.log("a card from your hand on top of the opponent's deck; their bottom card to your hand")
      return
    }
    case 'dig':
      while (b.size('deck') > 0) {
        const card = b.at('deck', 0)
        if (matches(b, card, o.filter)) {
          move(b, 'deck', [0], 'hand')
          return
        }
        move(b, 'deck', [0], 'discard')
      }
      return
    case 'search': {
      const fit = inPile(b, 'deck', o.filter)
      let picks: number[]
      if (o.count === 'all') picks = fit
      else if (fit.length === 0) picks = []
      else if (o.random) picks = [byLabel(b, 'deck', fit)[b.random(fit.length)]]
      else
        picks = [
          fit[
            pickCards(
              b,
              fit.map((i) => b.at('deck', i)),
              1,
              true,
            )[0]
          ],
        ]
      if (o.to === 'hand') {
        move(b, 'deck', picks, 'hand')
        if (o.shuffle) b.shuffleDeck()
      } else {
        const cards = picks.sort((x, y) => y - x).map((i) => b.take('deck', i))
        if (o.shuffle) b.shuffleDeck()
        for (const c of cards) b.put('deck', c, 'top')
        if (b.logging && cards.length) b.log(`${cards.map((c) => b.facts[c].label).join(', ')} on top of your deck`)
      }
      if (b.logging && picks.length === 0) b.log('no card in the deck fits')
      return
    }
    case 'look': {
      const n = Math.min(o.n, b.size('deck'))
      const top = Array.from({ length: n }, (_, i) => b.at('deck', i))
      const keep = new Set(pickCards(b, top, o.keep, true))
      move(b, 'deck', [...keep], 'hand')
      move(
        b,
        'deck',
        Array.from({ length: n - keep.size }, (_, i) => i),
        'discard',
      )
      return
    }
    case 'arrange': {
      const n = Math.min(o.n, b.size('deck'))
      const cards = Array.from({ length: n }, () => b.take('deck', 0))
      const order = pickCards(b, cards, n, true)
      for (let k = order.length - 1; k >= 0; k--) b.put('deck', cards[order[k]], 'top')
      if (b.logging && n) b.log(`top of your deck: ${order.map((k) => b.facts[cards[k]].label).join(', ')}`)
      return
    }
    case 'top-or-bottom': {
      if (b.size('deck') === 0) return
      // The policy sends down a card it would not keep (neither a character nor an action that helps); on the
      // opponent's deck, by the player's choice, one the opponent would keep.
      if (worth(b.facts[b.at('deck', 0)]) <= 100 !== (p.against ?? false)) move(b, 'deck', [0], 'deck', 'bottom')
      else if (b.logging) b.log(`${b.facts[b.at('deck', 0)].label} stays on top`)
      return
    }
    case 'recycle': {
      const fit = inPile(b, 'discard', o.filter)
      const n = o.count === 'all' ? fit.length : Math.min(o.count, fit.length)
      const picks = pickCards(
        b,
        fit.map((i) => b.at('discard', i)),
        n,
        true,
      ).map((k) => fit[k])
      move(b, 'discard', picks, o.to === 'hand' ? 'hand' : 'deck')
      if (o.to === 'deck' && picks.length) b.shuffleDeck()
      return
    }
    case 'swap-discard-deck': {
      const deck = Array.from({ length: b.size('deck') }, () => b.take('deck', 0))
      while (b.size('discard') > 0) b.put('deck', b.take('discard', 0), 'bottom')
      for (const c of deck) b.put('discard', c)
      b.shuffleDeck()
      if (b.logging) b.log(`deck and discard pile swapped: ${b.size('deck')} cards in the deck`)
      return
    }
    case 'hand-to-deck': {
      const n = b.size('hand')
      move(
        b,
        'hand',
        Array.from({ length: n }, (_, i) => i),
        'deck',
      )
      done.discarded = n
      b.shuffleDeck()
      return
    }
    case 'purge-deck':
      move(b, 'deck', inPile(b, 'deck', o.filter), 'discard')
      b.shuffleDeck()
      return
    case 'keep-deck': {
      const cards = Array.from({ length: b.size('deck') }, () => b.take('deck', 0))
      const order = pickCards(b, cards, Math.min(o.n, cards.length), true)
      const kept = new Set(order)
      cards.forEach((c, k) => kept.has(k) || b.put('discard', c))
      for (let k = order.length - 1; k >= 0; k--) b.put('deck', cards[order[k]], 'top')
      if (b.logging) b.log(`the deck keeps ${order.length}: ${order.map((k) => b.facts[cards[k]].label).join(', ')}`)
      return
    }
    case 'keep-hand': {
      const cards = [
        ...Array.from({ length: b.size('hand') }, () => b.take('hand', 0)),
        ...Array.from({ length: b.size('discard') }, () => b.take('discard', 0)),
      ]
      const kept = new Set(pickCards(b, cards, Math.min(o.n, cards.length), true))
      cards.forEach((c, k) => b.put(kept.has(k) ? 'hand' : 'discard', c))
      if (b.logging) b.log(`new hand: ${[...kept].map((k) => b.facts[cards[k]].label).join(', ')}`)
      return
    }
    case 'shuffle':
      b.shuffleDeck()
      if (b.logging) b.log('your deck is shuffled')
      return
    case 'turn':
      b.setTurnRule(o.rule)
      if (b.logging) b.log(TURN_RULES[o.rule])
      return
    case 'choose': {
      // The player's option; else, with a character picked, the first option that picks one; else the
      // option that deals the goldfish most.
      let k = p.option !== undefined && p.option >= 0 && p.option < o.options.length ? p.option : 0
      if (p.option === undefined && p.target !== undefined)
        k = Math.max(
          0,
          o.options.findIndex((ops) => ops.some((x) => 'who' in x && (x.who.pick === 'one' || x.who.pick === 'other'))),
        )
      else if (p.option === undefined) for (let i = 1; i < o.options.length; i++) if (damageOf(o.options[i]) > damageOf(o.options[k])) k = i
      run(b, o.options[k], p, done)
      return
    }
    case 'nothing':
      if (b.logging) b.log(`nothing happens: ${o.why}`)
      return
    case 'opponent': {
      const them = b.rival?.()
      if (them) run(them, o.ops, { card: p.card, slot: -1, ...(o.yourPick ? { against: true } : {}) }, fresh())
      else if (b.logging) b.log(`nothing happens: ${o.why}`)
      return
    }
    case 'each': {
      run(b, o.ops, p, done)
      const them = b.rival?.()
      if (them && !b.over) run(them, o.ops, { card: p.card, slot: -1 }, fresh())
      return
    }
    case 'stop-attack':
      b.stopAttack?.()
      return
    case 'shield':
      b.shield?.(o.ifTaken ?? false)
      return
    case 'bar':
      b.bar?.(o.what, o.next)
      return
    case 'hold':
      for (const s of select(b, o.who, p, done, false)) b.hold?.(s, o.what)
      return
    case 'reveal': {
      const them = b.rival?.()
      if (them && b.logging)
        b.log(`the opponent's hand: ${Array.from({ length: them.size('hand') }, (_, i) => b.facts[them.at('hand', i)].label).join(', ') || 'no cards'}`)
      return
    }
  }
}

const TURN_RULES = {
  'free-action': 'the next action this turn costs 0 SP',
  'any-back-ups': 'this turn a character may take any number of back-ups',
  'cheap-unions': 'unions cost 5 SP less this turn',
  'extra-character': 'one more character may enter the ring this turn',
  'no-attack': 'you cannot attack this turn',
  'stay-unfrozen': 'this turn your characters stay unfrozen after they attack',
} as const

/** The first "1 character" a text (or its cost) picks, whose candidates the player's target must be among. */
export function firstPick(text: Text, anyNumber = false): Who | null {
  const picks = (who: Who) => who.pick === 'one' || who.pick === 'other' || (anyNumber && who.pick === 'any-number')
  for (const c of text.cost ?? []) if (c.cost === 'ko' && picks(c.who)) return c.who
  const walk = (ops: Text['ops']): Who | null => {
    for (const o of ops) {
      if (o.op === 'choose') {
        const inner = o.options.map(walk).find((w) => w)
        if (inner) return inner
      } else if ('who' in o && (picks(o.who) || o.who.pick === 'all-but-one')) return o.who
    }
    return null
  }
  return walk(text.ops)
}
