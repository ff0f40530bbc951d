// The example characters shipped with Table Fighter, so that every screen has a character to show on a fresh
// start. The rule book gives no card list. Of Ken it says only that he has a super and that the super can be
// charged ("If both players play a charged super from Ken, it is a tie"); everything else below is filled in
// plainly: the card names (moves the Street Fighter characters are known for), types, figures, boxes and charge
// effects, and the saved orders.
//
// Made to play against each other: Strike beats Throw, Throw beats Block, Block beats Strike; Jump beats
// Projectile, Projectile beats Anti-Air, Anti-Air beats Jump; each character has a combo chain into its super;
// Chun-Li is faster (two Strikes meet on speed), Ken hits harder and his super's higher base damage gives him
// charge priority when all else is even.

import type { TfCard, TfCharacter } from './character'

const STRIKE = { name: 'Strike', symbol: '▲' }
const THROW = { name: 'Throw', symbol: '●' }
const BLOCK = { name: 'Block', symbol: '■' }
const PROJECTILE = { name: 'Projectile', symbol: '◆' }
const JUMP = { name: 'Jump', symbol: '↑' }
const ANTI_AIR = { name: 'Anti-Air', symbol: '▼' }
const SUPER = { name: 'Super', symbol: '★' }

/**
 * Ken. From the rule book: his name, and a super with a charge effect, which two of a kind tie when both are
 * charged (here: the same type and the same charged speed, and neither box claims the win over Super).
 * Filled in: all seven cards. His longest chain is Jab → Roundhouse → Shoryuken → Shinryuken, 19 damage.
 */
export const KEN: TfCharacter = {
  id: 'ken',
  name: 'Ken',
  example: true,
  cards: [
    { name: 'Jab', type: STRIKE, damage: 2, speed: 4, wins: ['Throw', 'Jump'], loses: ['Block'], combos: ['Strike', 'Projectile'], charge: null, super: false },
    {
      name: 'Roundhouse',
      type: STRIKE,
      damage: 4,
      speed: 2,
      wins: ['Throw'],
      loses: ['Block', 'Projectile'],
      combos: ['Anti-Air'],
      charge: { text: '+1 speed', bonus: { damage: 0, speed: 1 } },
      super: false,
    },
    {
      name: 'Hadoken',
      type: PROJECTILE,
      damage: 3,
      speed: 3,
      wins: ['Strike', 'Anti-Air'],
      loses: ['Jump', 'Block'],
      combos: [],
      charge: { text: '+2 damage', bonus: { damage: 2, speed: 0 } },
      super: false,
    },
    {
      name: 'Shoryuken',
      type: ANTI_AIR,
      damage: 5,
      speed: 3,
      wins: ['Jump', 'Strike'],
      loses: ['Projectile', 'Throw'],
      combos: ['Super'],
      charge: { text: '+1 damage', bonus: { damage: 1, speed: 0 } },
      super: false,
    },
    {
      name: 'Shoulder Throw',
      type: THROW,
      damage: 3,
      speed: null,
      wins: ['Block', 'Anti-Air'],
      loses: ['Strike', 'Jump'],
      combos: ['Strike'],
      charge: null,
      super: false,
    },
    { name: 'Guard', type: BLOCK, damage: 1, speed: null, wins: ['Strike', 'Projectile'], loses: ['Throw'], combos: ['Strike'], charge: null, super: false },
    {
      name: 'Shinryuken',
      type: SUPER,
      damage: 8,
      speed: 5,
      wins: ['Strike', 'Jump', 'Anti-Air', 'Projectile'],
      loses: ['Block'],
      combos: [],
      charge: { text: '+2 damage, +2 speed', bonus: { damage: 2, speed: 2 } },
      super: true,
    },
  ] satisfies TfCard[],
  order: ['Jab', 'Hadoken', 'Guard', 'Shoulder Throw', 'Roundhouse', 'Shoryuken'],
}

/**
 * Chun-Li. Not in the rule book: filled in whole. Faster than Ken (Lightning Legs at speed 5 beats any other
 * Strike), lighter hits, and a four-card chain Kikoken → Spinning Bird Kick → Hazanshu → Kikosho, 15 damage.
 */
export const CHUN_LI: TfCharacter = {
  id: 'chun-li',
  name: 'Chun-Li',
  example: true,
  cards: [
    {
      name: 'Lightning Legs',
      type: STRIKE,
      damage: 1,
      speed: 5,
      wins: ['Throw', 'Jump'],
      loses: ['Block'],
      combos: ['Strike', 'Super'],
      charge: { text: '+1 damage', bonus: { damage: 1, speed: 0 } },
      super: false,
    },
    {
      name: 'Kikoken',
      type: PROJECTILE,
      damage: 2,
      speed: 2,
      wins: ['Strike', 'Anti-Air'],
      loses: ['Jump', 'Block'],
      combos: ['Jump'],
      charge: null,
      super: false,
    },
    {
      name: 'Spinning Bird Kick',
      type: JUMP,
      damage: 3,
      speed: 3,
      wins: ['Projectile', 'Throw'],
      loses: ['Anti-Air'],
      combos: ['Strike'],
      charge: { text: '+2 damage', bonus: { damage: 2, speed: 0 } },
      super: false,
    },
    {
      name: 'Tenshokyaku',
      type: ANTI_AIR,
      damage: 4,
      speed: 4,
      wins: ['Jump'],
      loses: ['Projectile', 'Throw'],
      combos: ['Strike'],
      charge: null,
      super: false,
    },
    {
      name: 'Hazanshu',
      type: STRIKE,
      damage: 3,
      speed: 3,
      wins: ['Throw', 'Anti-Air'],
      loses: ['Block', 'Projectile'],
      combos: ['Super'],
      charge: null,
      super: false,
    },
    { name: 'Koshuto', type: THROW, damage: 3, speed: null, wins: ['Block'], loses: ['Strike', 'Jump'], combos: ['Projectile'], charge: null, super: false },
    {
      name: 'Kikosho',
      type: SUPER,
      damage: 7,
      speed: 4,
      wins: ['Strike', 'Jump', 'Projectile', 'Anti-Air'],
      loses: ['Block'],
      combos: [],
      charge: { text: '+3 damage', bonus: { damage: 3, speed: 0 } },
      super: true,
    },
  ] satisfies TfCard[],
  order: ['Lightning Legs', 'Kikoken', 'Koshuto', 'Spinning Bird Kick', 'Hazanshu', 'Tenshokyaku'],
}

export const EXAMPLES: readonly TfCharacter[] = [KEN, CHUN_LI]
