// How many generated cases each fuzzed reader gets. `npm test` runs the small counts below; `npm run fuzz`
// sets FUZZ_CASES (10,000) so every reader gets at least that many, and FUZZ_IPC_CASES for each IPC channel.

const SMALL = {
  deckText: 400,
  deckJson: 300,
  cardCsv: 200,
  cardJson: 200,
  characterFiles: 200,
  ccTable: 100,
  shareCode: 300,
  query: 300,
  printOptions: 300,
  cfsTable: 60,
  libraryJson: 200,
  o8d: 300,
  collectionCsv: 200,
} as const

const atLeast = Number(process.env.FUZZ_CASES) || 0

export const FUZZ_RUNS: Record<keyof typeof SMALL, number> & { ipcPerChannel: number } = {
  ...(Object.fromEntries(Object.entries(SMALL).map(([name, n]) => [name, Math.max(n, atLeast)])) as Record<keyof typeof SMALL, number>),
  ipcPerChannel: Number(process.env.FUZZ_IPC_CASES) || 40,
}

/** Words of the validator that must never reach a player. */
export const VALIDATOR_WORDS = /Invalid input|expected \w+, received|Too big:|Too small:|Unrecognized key|safeint|9007199254740991/
