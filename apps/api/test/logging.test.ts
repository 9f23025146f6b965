import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loggerOptions, prettyLogs } from '../src/platform/logging.ts';
import { TEST_ENV } from './helpers/app.ts';
import { freePort, startServer as start, until, waitForHealth } from './helpers/processes.ts';

describe('logs (issue 13 "Operations")', () => {
  it('are JSON for machines and readable lines for a person at a terminal', async () => {
    expect(loadConfig({ ...TEST_ENV }).logFormat).toBe('auto');
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

  it('reach the output as the chosen format from a running server', async () => {
    const run = async (env: Record<string, string>) => {
      const port = await freePort();
      const server = start({
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-logs-')),
        ...env,
      });
      await waitForHealth(`http://127.0.0.1:${port}`);
      await until(() => (server.output().includes('Saath is running') ? true : undefined), 'log');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return server.output().split('\n').filter(Boolean);
    };
    // Output to a pipe (a log collector): one JSON object per line.
    const json = await run({});
    for (const line of json) expect(() => JSON.parse(line)).not.toThrow();
    expect(json.map((l) => JSON.parse(l).msg)).toContain('shutting down');

    const pretty = await run({ LOG_FORMAT: 'pretty' });
    const running = pretty.find((l) => l.includes('Saath is running'))!;
    expect(running).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Saath is running on /);
    expect(() => JSON.parse(running)).toThrow();
  }, 240_000);
});
