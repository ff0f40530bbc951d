// `npm run fuzz`: every fuzzed reader with at least 10,000 generated cases, every IPC channel with 500 payloads,
// and 20 kills each of a large import and of a file being written. Figures for TESTING.md; not part of `npm test`.
import { spawnSync } from 'node:child_process'

const env = { ...process.env, FUZZ_CASES: '10000', FUZZ_IPC_CASES: '500', KILL_RUNS: '20' }
const files = [
  'test/integration/fuzz.test.ts',
  'test/integration/fuzz-readers.test.ts',
  'test/integration/killed-writes.test.ts',
  'test/main/storage/backups.test.ts',
]
const run = spawnSync('npx', ['vitest', 'run', '--reporter=verbose', '--testTimeout=3600000', ...files], { env, stdio: 'inherit', shell: process.platform === 'win32' })
process.exit(run.status ?? 1)
