import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { loggerOptions, prettyLogs } from './logging.ts';

describe('logs', () => {
  it('are JSON for machines and readable lines for a person at a terminal', async () => {
    expect(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' })
        .logFormat,
    ).toBe('auto');
    expect(prettyLogs('auto', true)).toBe(true);
    expect(prettyLogs('auto', false)).toBe(false);
    expect(prettyLogs('json', true)).toBe(false);
    expect(prettyLogs('pretty', false)).toBe(true);
    const level = 'info' as const;
    expect(await loggerOptions({ logLevel: level, logFormat: 'auto' }, false)).toEqual({ level });
    expect(await loggerOptions({ logLevel: level, logFormat: 'auto' }, true)).toMatchObject({
      level,
      stream: expect.objectContaining({ write: expect.any(Function) }),
    });
  });
});
