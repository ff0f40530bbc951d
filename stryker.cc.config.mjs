export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.cc.vitest.config.mts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  mutate: ['src/main/games/cc/defence.ts', 'src/main/games/cc/duel/engine.ts', 'src/main/games/cc/duel/tag.ts'],
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: '/tmp/cc-mutation.json' },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: 'node_modules/.cache/stryker-tmp-cc',
  cleanTempDir: 'always',
}
