import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

// A PostgreSQL cluster and a Redis server of a test's own, in a temp dir on free ports, which
// it may stop and start as an outage would: never the shared servers other tests use.

const run = promisify(execFile);
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
// A command of ours must end: a start or stop that takes longer has gone wrong.
const COMMAND_TIMEOUT_MS = 120_000;

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
/** The full path of `name` on PATH (or the usual system directories), if there is one. */
const onPath = (name: string) =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin', '/sbin', '/bin']
    .map((dir) => join(dir, name))
    .find(executable);

/** Why the throwaway servers cannot run here, or undefined when they can. */
export function throwawayServersMissing(): string | undefined {
  const missing = [`${POSTGRES_BIN}/initdb`, `${POSTGRES_BIN}/pg_ctl`].filter(
    (p) => !executable(p),
  );
  if (!onPath('redis-server')) missing.push('redis-server');
  return missing.length ? `not installed: ${missing.join(', ')}` : undefined;
}

/**
 * How to run a PostgreSQL binary: initdb and the server refuse to run as root (how CI runs the
 * tests), so then as the `postgres` user, which owns the data directory.
 */
async function postgresRunner(): Promise<{
  command(binary: string, args: string[]): [string, string[]];
  owner?: { uid: number; gid: number };
}> {
  if (process.getuid?.() !== 0) return { command: (binary, args) => [binary, args] };
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  const owner = { uid: await id('-u'), gid: await id('-g') };
  const runuser = onPath('runuser');
  if (runuser)
    return {
      owner,
      command: (binary, args) => [runuser, ['-u', 'postgres', '--', binary, ...args]],
    };
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  return {
    owner,
    command: (binary, args) => [
      onPath('su') ?? 'su',
      ['-s', '/bin/sh', 'postgres', '-c', [binary, ...args].map(quote).join(' ')],
    ],
  };
}

export type PostgresCluster = {
  /** postgres://…/postgres on 127.0.0.1 (trust authentication). */
  url: string;
  /** As `pg_ctl stop -m fast`: sessions are ended (57P01), new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and deletes its directory, whatever state it is in. */
  destroy(): Promise<void>;
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const runner = await postgresRunner();
  const dir = mkdtempSync(join(tmpdir(), 'saath-pg-'));
  if (runner.owner) chownSync(dir, runner.owner.uid, runner.owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) => {
    const [file, argv] = runner.command(`${POSTGRES_BIN}/pg_ctl`, ['-D', data, ...args]);
    return run(file, argv, { timeout: COMMAND_TIMEOUT_MS });
  };
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      );
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    async destroy() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {}); // not running
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const [file, argv] = runner.command(`${POSTGRES_BIN}/initdb`, [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    await run(file, argv, { timeout: COMMAND_TIMEOUT_MS });
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

export type RedisServer = {
  url: string;
  /** Ends the server (SIGTERM) and waits for it to exit: connections close, new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
};

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const binary = onPath('redis-server')!;
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const next = spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = next;
      exited = new Promise((resolve) => next.once('exit', resolve));
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (data: Buffer) => {
          output += data.toString();
          if (output.includes('Ready to accept connections')) resolve();
        };
        next.stdout!.on('data', read);
        next.stderr!.on('data', read);
        void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
      });
    },
    async stop() {
      child?.kill('SIGTERM');
      child = null;
      await exited;
    },
  };
  await server.start();
  return server;
}
