import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** `auto` is JSON unless a person is watching the output in a terminal. */
export function prettyLogs(format: Config['logFormat'], isTty: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTty);
}

/**
 * JSON lines in production (a log shipper reads them), readable lines when
 * someone runs `npm start` in a terminal. pino-pretty formats in this thread and writes
 * synchronously, so the last lines before an exit are never lost; it is loaded only when used.
 */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  isTty = Boolean(process.stdout.isTTY),
): Promise<FastifyServerOptions['logger']> {
  if (!prettyLogs(config.logFormat, isTty)) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      colorize: isTty,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
  };
}
