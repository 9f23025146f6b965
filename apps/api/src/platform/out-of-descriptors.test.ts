import { describe, expect, it } from 'vitest';
import { isOutOfDescriptors, uncaughtErrorHandler } from './out-of-descriptors.ts';

const errno = (code: string) => Object.assign(new Error(`${code}: too many open files`), { code });

function harness() {
  const lines: Array<{ level: string; msg: string; obj: unknown }> = [];
  const exits: number[] = [];
  let now = 0;
  const log = {
    error: (obj: unknown, msg: string) => lines.push({ level: 'error', msg, obj }),
    fatal: (obj: unknown, msg: string) => lines.push({ level: 'fatal', msg, obj }),
  };
  const handler = uncaughtErrorHandler(
    log,
    () => now,
    (code) => exits.push(code),
  );
  return { handler, lines, exits, advance: (ms: number) => (now += ms) };
}

describe('an uncaught error', () => {
  it('of running out of descriptors is logged, at most once in 10 s, and the process goes on', () => {
    const h = harness();
    h.handler(errno('EMFILE'), 'uncaughtException');
    h.handler(errno('ENFILE'), 'unhandledRejection');
    h.handler(errno('EMFILE'), 'uncaughtException');
    expect(h.exits).toEqual([]);
    expect(h.lines).toHaveLength(1);
    h.advance(10_000);
    h.handler(errno('EMFILE'), 'uncaughtException');
    expect(h.lines).toHaveLength(2);
    expect(h.lines[1]).toMatchObject({ level: 'error', obj: { count: 3 } });
  });

  it('of any other kind ends the process with code 1, as Node would', () => {
    const h = harness();
    h.handler(new TypeError('x is undefined'), 'uncaughtException');
    h.handler(errno('ECONNRESET'), 'unhandledRejection');
    expect(h.exits).toEqual([1, 1]);
    expect(h.lines.map((l) => l.level)).toEqual(['fatal', 'fatal']);
  });

  it('is told apart by its code only', () => {
    expect(isOutOfDescriptors(errno('EMFILE'))).toBe(true);
    expect(isOutOfDescriptors(new Error('EMFILE'))).toBe(false);
    expect(isOutOfDescriptors(null)).toBe(false);
    expect(isOutOfDescriptors('EMFILE')).toBe(false);
  });
});
