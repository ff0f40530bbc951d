// The example characters shipped with Capcom Crossovers, so that every screen has a sheet to show on a fresh start.
// The rule book names two: Gambit (the moves of its worked examples) and Ryu (Hadouken). What it gives is kept
// as given; every other figure is filled in plainly and said so below.

import type { CharacterSheet, SheetMove } from './sheet'

/**
 * Gambit. From the rule book: Combo 5 ("uses all 5 of Gambit's combo points"); a throw deals 6 (10♣ 10♦ deal 6);
 * Kinetic Card on a Jack for 8, of lower priority than Royal Flush; Cajun Slash on a Queen, type B, 1 point, 6;
 * Cajun Escape, King + up to 1 additional King, all 5 points, "Avoid 1 special move attack, add an additional
 * King to deal 8 damage"; Royal Flush on an Ace, type B, 3 points, 30. From the worked examples: Kinetic Card is
 * type C (it opens one combo and follows a basic attack in another) and 2 points (it fills the 2 points before
 * Royal Flush and the 2 left after the throw and the 6); Strength 6 to 9 (4, 5 and 6 are basic attacks, the 10s
 * throw), 7 here; Cajun Escape is type E (used only in response).
 * Filled in: HP 100, Speed 3, Agility 5, Endurance 7, Basic Attack Priority 2, Defense Bonus 2, the special
 * ability; the priorities (Kinetic Card 2, Cajun Slash 3, Cajun Escape 4, Royal Flush 5); Kinetic Card's range (R,
 * a thrown card); the marks ([VC] on Kinetic Card, [TS] on Royal Flush). Move texts only where the rule book
 * gives one.
 */
export const GAMBIT: CharacterSheet = {
  id: 'gambit',
  name: 'Gambit',
  example: true,
  hp: 100,
  strength: 7,
  speed: 3,
  agility: 5,
  endurance: 7,
  combo: 5,
  basicAttackPriority: 2,
  defenseBonus: 2,
  throwDamage: 6,
  specialAbility: 'Kinetic Charge: once per turn, Gambit may discard a card from his hand to add 2 damage to a Kinetic Card.',
  moves: [
    {
      name: 'Kinetic Card',
      kind: 'special',
      cards: { rank: 'J', additional: 0 },
      type: 'C',
      attributes: ['R'],
      damage: 8,
      priority: 2,
      points: 2,
      tag: ['VC'],
      text: '',
    },
    {
      name: 'Cajun Slash',
      kind: 'special',
      cards: { rank: 'Q', additional: 0 },
      type: 'B',
      attributes: [],
      damage: 6,
      priority: 3,
      points: 1,
      tag: [],
      text: '',
    },
    {
      name: 'Cajun Escape',
      kind: 'special',
      cards: { rank: 'K', additional: 1 },
      type: 'E',
      attributes: [],
      damage: null,
      priority: 4,
      points: 5,
      tag: [],
      text: 'Avoid 1 special move attack, add an additional King to deal 8 damage.',
    },
    {
      name: 'Royal Flush',
      kind: 'super',
      cards: { rank: 'A', additional: 0 },
      type: 'B',
      attributes: [],
      damage: 30,
      priority: 5,
      points: 3,
      tag: ['TS'],
      text: '',
    },
  ] satisfies SheetMove[],
}

/**
 * Ryu. From the rule book: Hadouken on a single Jack of any suit, type A(R), 8 damage, priority 3, 1 combo point.
 * Filled in: HP 100, Strength 6, Speed 3, Agility 4, Endurance 7, Combo 6, Basic Attack Priority 2, Defense Bonus
 * 3, throw damage 7, the special ability; Shoryuken (Queen, type B, 12, priority 4, 2 points, [VC]), Tatsumaki
 * Senpukyaku (King, type C, 7, priority 3, 1 point) and Shinku Hadouken (Ace, type D(R), 35, priority 5, 4 points,
 * [TS]), as combo.test.ts's Ryu plays them.
 */
export const RYU: CharacterSheet = {
  id: 'ryu',
  name: 'Ryu',
  example: true,
  hp: 100,
  strength: 6,
  speed: 3,
  agility: 4,
  endurance: 7,
  combo: 6,
  basicAttackPriority: 2,
  defenseBonus: 3,
  throwDamage: 7,
  specialAbility: 'Focus: in the clean-up phase, Ryu may put one more card above his Strength into his super meter.',
  moves: [
    {
      name: 'Hadouken',
      kind: 'special',
      cards: { rank: 'J', additional: 0 },
      type: 'A',
      attributes: ['R'],
      damage: 8,
      priority: 3,
      points: 1,
      tag: [],
      text: "Ryu's Hadouken is played using a single jack of any suit.",
    },
    {
      name: 'Shoryuken',
      kind: 'special',
      cards: { rank: 'Q', additional: 0 },
      type: 'B',
      attributes: [],
      damage: 12,
      priority: 4,
      points: 2,
      tag: ['VC'],
      text: '',
    },
    {
      name: 'Tatsumaki Senpukyaku',
      kind: 'special',
      cards: { rank: 'K', additional: 0 },
      type: 'C',
      attributes: [],
      damage: 7,
      priority: 3,
      points: 1,
      tag: [],
      text: '',
    },
    {
      name: 'Shinku Hadouken',
      kind: 'super',
      cards: { rank: 'A', additional: 0 },
      type: 'D',
      attributes: ['R'],
      damage: 35,
      priority: 5,
      points: 4,
      tag: ['TS'],
      text: '',
    },
  ] satisfies SheetMove[],
}

export const EXAMPLES: readonly CharacterSheet[] = [GAMBIT, RYU]

/** A shipped tag team: its id, its name and its two characters by id. */
export interface ExampleTeam {
  id: string
  name: string
  members: readonly [string, string]
}

/**
 * The example tag team: Gambit and Ryu, each with a [VC] move (Kinetic Card, Shoryuken) and a [TS] super (Royal
 * Flush, Shinku Hadouken), so it plays every tag attack.
 */
export const EXAMPLE_TEAMS: readonly ExampleTeam[] = [{ id: 'cajun-and-shoto', name: 'Cajun and Shoto', members: ['gambit', 'ryu'] }]
