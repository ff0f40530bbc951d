// The example characters shipped with Card Shot!, so that every screen has a character to show on a fresh start.
// The rule book's characters are in the "Madder" setting file, which is not available, so no card list is known.
// From the rule book: a character has a suit and special cards on A, K, Q, J and 2; "Clubs" is the suit of its
// absorption example; a special card has an attack value, or a defense value written "/5" after its name; special
// cards may modify values, reduce damage in Damage Absorption ("Some special cards can also be played during this
// step"), or make the opponent discard from the deck ("others discard cards from an opponent's deck"); some have two
// effects, A upright and B sideways. Everything else below is filled in plainly: the names, the values, which
// effects sit on which card, and Wren's suit. One effect of each character is text only, played by hand.
//
// Made to play against each other: Rook hits hard (Haymaker up to 10, Body Blow and Haymaker B mill), Wren defends
// (three defense cards, better absorption) and draws.

import type { CsCharacter, CsEffect } from './character'

const value = (amount: number): CsEffect => ({ text: `+${amount} to this card's value`, form: { kind: 'value', amount } })
const absorb = (amount: number): CsEffect => ({ text: `Damage Absorption: play this card to reduce the damage by ${amount}`, form: { kind: 'absorb', amount } })
const draw = (amount: number): CsEffect => ({ text: `Draw ${amount} card${amount === 1 ? '' : 's'}`, form: { kind: 'draw', amount } })
const discard = (amount: number): CsEffect => ({
  text: `Your opponent discards the top ${amount === 1 ? 'card' : `${amount} cards`} of their deck`,
  form: { kind: 'discard', amount },
})

/** Rook, ♣ (the suit of the rule book's absorption example). Filled in: everything else. */
export const ROOK: CsCharacter = {
  id: 'rook',
  name: 'Rook',
  example: true,
  suit: 'clubs',
  specials: {
    A: { name: 'Haymaker', value: 9, defense: false, a: value(1), b: discard(2), text: 'A wild swing: all in, or a blow that rattles the deck.' },
    K: { name: 'Iron Guard', value: 5, defense: true, a: absorb(2), b: null, text: 'Forearms up.' },
    Q: { name: 'Body Blow', value: 7, defense: false, a: discard(1), b: null, text: '' },
    J: { name: 'Jab', value: 4, defense: false, a: draw(1), b: value(2), text: 'Quick, to set up the next blow, or snapped hard.' },
    '2': {
      name: 'Taunt',
      value: 2,
      defense: false,
      a: { text: "If your value is higher, your opponent may not make the optional discard of this turn's Discard Step", form: null },
      b: null,
      text: '',
    },
  },
}

/** Wren, ♥. Filled in: everything; the "/5" of the rule book is Second Wind's defense value. */
export const WREN: CsCharacter = {
  id: 'wren',
  name: 'Wren',
  example: true,
  suit: 'hearts',
  specials: {
    A: { name: 'Falling Star', value: 8, defense: false, a: value(2), b: discard(2), text: 'From above, or a sweep that scatters the deck.' },
    K: { name: 'Mirror Ward', value: 6, defense: true, a: absorb(3), b: null, text: '' },
    Q: { name: 'Thorn Lash', value: 7, defense: false, a: discard(1), b: value(1), text: '' },
    J: { name: 'Second Wind', value: 5, defense: true, a: discard(2), b: null, text: 'Step back, and strike at what is left.' },
    '2': {
      name: 'Mend',
      value: 3,
      defense: true,
      a: absorb(2),
      b: { text: 'Look at the top 3 cards of your deck and put them back in any order', form: null },
      text: '',
    },
  },
}

export const EXAMPLES: readonly CsCharacter[] = [ROOK, WREN]
