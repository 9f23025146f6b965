import { sparseLog } from './sparse-log.ts';

/**
 * ADR 0029: running out of file descriptors is a moment of overload, not a broken process.
 * The places known to meet it handle it themselves (the connection guard's server 'error'
 * listener, the overload monitor); this is the last line for any other code that throws
 * EMFILE or ENFILE where nobody catches it, from a timer or an unhandled rejection: it is
 * logged and the process goes on, its connection limit bringing it back below the limit.
 * Every other uncaught error still ends the process with code 1, as Node's default does.
 */
const OUT_OF_DESCRIPTORS = new Set(['EMFILE', 'ENFILE']);

export const isOutOfDescriptors = (error: unknown): boolean =>
  OUT_OF_DESCRIPTORS.has(String((error as NodeJS.ErrnoException | null)?.code));

type Log = {
  error(obj: unknown, msg: string): void;
  fatal(obj: unknown, msg: string): void;
};

/** The process's 'uncaughtException' listener (server.ts installs it). */
export function uncaughtErrorHandler(
  log: Log,
  now: () => number,
  exit: (code: number) => void = (code) => process.exit(code),
): (error: Error, origin: string) => void {
  const note = sparseLog(now);
  return (error: Error, origin: string) => {
    if (!isOutOfDescriptors(error)) {
      log.fatal({ err: error, origin }, 'uncaught exception: the process exits');
      exit(1);
      return;
    }
    // The condition repeats for as long as it lasts: one line per interval, with its count.
    note('out-of-descriptors', (count) =>
      log.error(
        { err: error, origin, count },
        'out of file descriptors: the operation failed, the process goes on',
      ),
    );
  };
}
