// One item of a character's list in its form (a move, a card): how the form names it (its path, `moves[2]`, its
// number from 1, and what it is called: its name, else "move 3"), and its problems sorted into the rows of its
// fields: a problem shows under the row its field is in, and one that is in no row under the last.

export function listItem(list: string, index: number, name: string, noun: string) {
  const n = index + 1
  return { at: `${list}[${index}]`, n, called: name.trim() || `${noun} ${n}` }
}

export function itemRows<P extends { field: string }>(problems: readonly P[], at: string, rows: readonly [string, RegExp][]) {
  const suffix = (p: P) => p.field.slice(at.length)
  return {
    inRow: (row: string) => problems.filter((p) => rows.find(([r]) => r === row)?.[1].test(suffix(p))),
    rest: problems.filter((p) => !rows.some(([, re]) => re.test(suffix(p)))),
  }
}
