import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer as start, until, waitForHealth } from '../helpers/processes.ts';

describe('logs', () => {
  it('reach the output as the chosen format from a running server', async () => {
    const run = async (env: Record<string, string>) => {
      const port = await freePort();
      const server = start({
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-logs-')),
        ...env,
      });
      await waitForHealth(`http://127.0.0.1:${port}`, server);
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
