// The `ringside` command. Output and exit codes are a contract (docs/cli.md): scripts rely on them. This module
// reads the command line and answers help and version itself; the commands load only when one runs (run.ts), so
// `ringside help` starts at once and a command loads what it needs.
import { version } from '../../package.json'
import { COMMANDS, parseCommandLine, usage, type CommandLine } from './args'
import { EXIT, type Io, UsageError } from './io'

export { EXIT, type Io } from './io'

export async function main(argv: string[], io: Io): Promise<number> {
  let line: CommandLine
  try {
    line = parseCommandLine(argv)
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    io.err(`ringside: ${err.message}${err.withUsage ? `\n\n${usage()}` : ''}`)
    return EXIT.error
  }
  const { command, args, options } = line
  if (command === null) {
    ;(options.help ? io.out : io.err)(usage())
    return options.help ? EXIT.ok : EXIT.error
  }
  if (command === 'version') {
    io.out(`ringside ${version}`)
    return EXIT.ok
  }
  if (command === 'help' || options.help) {
    const about = command === 'help' ? args[0] : command
    if (about !== undefined && !Object.hasOwn(COMMANDS, about)) {
      io.err(`ringside: no command "${about}" (ringside help lists the commands)`)
      return EXIT.error
    }
    io.out(usage(about as keyof typeof COMMANDS | undefined))
    return EXIT.ok
  }

  const { run } = await import('./run')
  return run(command, args, options, io)
}
