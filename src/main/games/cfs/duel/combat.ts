// The arithmetic of a fight (docs/rules.md, "Head to head"): attacker BP against defender BP, one attacker after
// another in a union, and what pierces to the defending player's HP.

/**
 * One attacker against one defender: the weaker is KO'd (0) and the stronger loses the weaker's BP; equal BP KO
 * both. The rule book's Ryu at 1000 against Guile at 300 leaves Ryu at 700 and Guile KO'd.
 */
export function clash(attacker: number, defender: number): { attacker: number; defender: number } {
  if (attacker > defender) return { attacker: attacker - defender, defender: 0 }
  if (attacker < defender) return { attacker: 0, defender: defender - attacker }
  return { attacker: 0, defender: 0 }
}

/**
 * Attackers (a single attack is a union of one) hitting one defender in the order declared. While the defender
 * stands, each attacker clashes with it; once it is KO'd, what the attackers have left pierces to HP. A single
 * attack never pierces: an attacker left standing after KOing its defender deals no damage. The rule book's Ken
 * and Ryu at 500 each against Geese at 800: Ken KO'd, Geese at 300; Ryu KOs Geese and is left at 200, which
 * pierces for 200.
 */
export function unionHits(
  attackers: readonly number[],
  defender: number,
  union = attackers.length > 1,
): { attackers: number[]; defender: number; pierce: number } {
  const after = [...attackers]
  let standing = defender
  let pierce = 0
  after.forEach((bp, k) => {
    if (standing === 0) {
      pierce += bp
      return
    }
    const fight = clash(bp, standing)
    after[k] = fight.attacker
    standing = fight.defender
    if (standing === 0) pierce += fight.attacker
  })
  return { attackers: after, defender: standing, pierce: union ? pierce : 0 }
}

/** A character's BP after a fight: what it lost off its fighting BP (doubled by a text) comes off its own; 0 is KO'd. */
export function afterFight(bp: number, fought: number, left: number): number {
  return left === 0 ? 0 : Math.max(1, bp - (fought - left))
}
