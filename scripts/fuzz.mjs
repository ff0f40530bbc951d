// `npm run fuzz`: every fuzzed reader with at least 10,000 generated cases, every IPC channel with 500 payloads,
// and 20 kills each of a large import and of a file being written; then every method of the contract fuzzed field
// by field (every case its fields make, 100 generated ones each), with the per-method figures written to
// test-results/ipc-fields.json. Figures for TESTING.md; not part of `npm test`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const vitest = (files, env, timeout) =>
  spawnSync('npx', ['vitest', 'run', '--reporter=verbose', '--testTimeout=3600000', ...files], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
    timeout,
    shell: process.platform === 'win32',
  })

const readers = vitest(
  ['test/integration/fuzz.test.ts', 'test/integration/fuzz-readers.test.ts', 'test/integration/killed-writes.test.ts', 'test/main/storage/backups.test.ts'],
  { FUZZ_CASES: '10000', FUZZ_IPC_CASES: '500', KILL_RUNS: '20' },
)

// A handler that blocks the thread for ever cannot be timed out from inside the run: the run is stopped after an
// hour and the case under way (written before each call) is the hang's payload.
fs.mkdirSync('test-results', { recursive: true })
const trace = path.resolve('test-results/ipc-fields-case.txt')
const report = path.resolve('test-results/ipc-fields.json')
const fields = vitest(
  ['test/integration/fuzz-ipc-fields.test.ts'],
  { FUZZ_IPC_FIELDS: 'all', FUZZ_IPC_GENERATED: '100', FUZZ_IPC_TRACE: trace, FUZZ_IPC_REPORT: report },
  3_600_000,
)
if (fields.error || fields.signal)
  console.error(
    `The field-by-field IPC fuzz did not end (${fields.error?.message ?? fields.signal}); the case under way:\n${fs.existsSync(trace) ? fs.readFileSync(trace, 'utf8') : '(none)'}`,
  )

process.exit(readers.status === 0 && fields.status === 0 ? 0 : 1)
