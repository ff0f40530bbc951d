// Mutation testing of the rules code: `npm run mutate` (not part of `npm test`: it takes tens of minutes).
// Scores and the surviving mutants that matter are in TESTING.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The tests reach the code through the game registry, so vitest cannot tell which are related: run them all
  // once, and per mutant only those that cover it.
  vitest: { configFile: 'stryker.vitest.config.mts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // The rules code: the table (every rule of the turn, the caps, the overrides), what rules are in force,
  // legality and the formats — what a wrong engine would get wrong. The simulator is held to the table by
  // engines.test.ts on random decks. (The text reader's phrase patterns, the interpreter's effects, the card
  // faces and the catalogue's search are left out: thousands of mutants of wording and layout, hours on two cores.)
  mutate: ['src/main/games/cfs/{formats,legality}.ts', 'src/main/games/cfs/goldfish/{rules,table,in-force}.ts'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
}
