import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The real process: start-up, the embedded database on disk, and shutdown on a signal.
const apiDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 150; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('keeps data and sessions across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-server-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base);
    const registered = await fetch(`${base}/api/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Kabir',
        last_name: 'Shah',
        email: 'kabir@example.in',
        password: 'Str0ng!pass',
      }),
    });
    expect(registered.status).toBe(201);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=kabir%40example.in&password=Str0ng%21pass',
    });
    const { access_token } = (await login.json()) as { access_token: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base);
    // Same database and same generated secret: the token from before the restart still works.
    const me = await fetch(`${base}/api/users/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('kabir@example.in');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('refuses to start with bad configuration and says what is wrong', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-server-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  });
});
