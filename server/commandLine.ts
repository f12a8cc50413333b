import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** A command called the wrong way: its message is printed above the usage. */
export class UsageError extends Error {}

/** How a command-line tool is called and what it does with its options' values. */
export interface Command<Options extends ParseArgsOptionsConfig> {
  usage: string;
  /** Its options (`--help` is added); any other option is a usage error. */
  options: Options;
  run(values: CommandValues<Options>): Promise<void>;
  /** Errors the user can act on from their message alone: printed without a stack. */
  plainErrors?: readonly (abstract new (
    ...args: never[]
  ) => Error)[];
}

export type CommandValues<Options extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: Options; strict: true }>
>['values'];

/**
 * Runs a command-line tool: `--help` prints its usage; a usage error (a bad or unknown option)
 * prints its message and the usage and exits 2; any other error exits 1.
 */
export function runCommand<Options extends ParseArgsOptionsConfig>(
  command: Command<Options>,
): void {
  const start = async () => {
    const { values } = parseArgs({
      options: { ...command.options, help: { type: 'boolean' } },
      strict: true,
    }) as { values: CommandValues<Options> & { help?: boolean } };
    if (values.help) {
      console.log(command.usage);
      return;
    }
    await command.run(values);
  };
  start().catch((error: unknown) => {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n\n${command.usage}`);
      process.exitCode = 2;
      return;
    }
    const plain = command.plainErrors?.some((kind) => error instanceof kind);
    console.error(plain ? (error as Error).message : error);
    process.exitCode = 1;
  });
}
