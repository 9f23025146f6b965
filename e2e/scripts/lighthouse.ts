// Lighthouse performance of the public pages a first visit lands on (mobile preset, Debian
// Chromium): for each of `/` and `/login`, the median of five runs must reach 93 (a quiet machine
// measures 95+; the margin is for a slow day), on the same simulated phone whatever the host's
// speed that minute (docs/decisions/0016 and 0032).
// Builds nothing: it serves the existing apps/web/dist through the production API server, as
// playwright.config.ts does, or measures LIGHTHOUSE_URL (an origin) when one is given.
//   npm run build && npm run lighthouse -w @saath/e2e
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { measureBenchmarkIndex } from './host-speed.ts';

const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 93);
// The machine is shared: the median of a few runs is steadier than one.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4175);
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
// The pages a first visit lands on: the landing, and the login of a returning visitor.
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/login').split(',');
// The device the gate measures on: the mobile preset's 4x CPU slowdown of this machine on a quiet
// day, when the gate was set (Lighthouse's benchmarkIndex 3260-3500 there, so 3300 / 4). The
// slowdown is calibrated to the host's speed, as Lighthouse's docs advise, so a slow or busy host
// does not turn the same page into a slower phone (ADR 0016).
const SIMULATED_DEVICE_BENCHMARK_INDEX = 825;
// A fixed multiplier instead, to look at the page on a chosen device (12 shows a slow day's host).
const FIXED_CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
// The host is measured once per batch, from this many readings, and the fastest is its speed: a
// reading is only ever slowed by contention, never sped up. One multiplier for the whole batch, so
// the runs of a batch measure one phone (ADR 0032).
const HOST_READINGS = 5;
// A run during which the host read below this share of its batch speed (just before the run, or
// Lighthouse's own reading inside it) had a busy neighbour.
const CONTENDED_BELOW = 0.75;

type Calibration = { hostIndex: number | undefined; slowdown: number };

async function calibrate(port: number): Promise<Calibration> {
  if (FIXED_CPU_SLOWDOWN) return { hostIndex: undefined, slowdown: FIXED_CPU_SLOWDOWN };
  let hostIndex = 0;
  for (let reading = 0; reading < HOST_READINGS; reading += 1) {
    hostIndex = Math.max(hostIndex, await measureBenchmarkIndex(port));
  }
  // Never below 1: a host slower than the simulated device is measured as it is.
  const slowdown = Math.max(
    1,
    Math.round((hostIndex / SIMULATED_DEVICE_BENCHMARK_INDEX) * 100) / 100,
  );
  return { hostIndex, slowdown };
}

// Chromium sometimes records no navigation in the trace (NO_NAVSTART, NO_FCP under load): the
// run measured nothing, so it is run again rather than failing the gate or counting as a score.
const ATTEMPTS_PER_RUN = 3;
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saath-lighthouse-'));
  // Node itself (not npx), so stopping this one process stops the server.
  // The production bundle, as `npm start` runs it (CI builds it before this step).
  const server = spawn(process.execPath, ['../apps/api/dist/server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${PORT}/`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Run = { score: number; contended: boolean };

/** One batch of RUNS on one page, on one calibrated phone. */
async function batch(url: string, port: number): Promise<Run[]> {
  const { hostIndex, slowdown } = await calibrate(port);
  console.log(
    `${url}: host benchmarkIndex ${hostIndex ?? '-'} (fastest of ${HOST_READINGS}), CPU ${slowdown}x for the batch`,
  );
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const before = hostIndex === undefined ? undefined : await measureBenchmarkIndex(port);
    const { categories, audits, runWarnings, environment } = await measure(url, port, slowdown);
    for (const warning of runWarnings) console.warn(`warning: ${warning}`);
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    const during = Math.round(environment.benchmarkIndex);
    const slowest = Math.min(before ?? Infinity, during);
    const contended = hostIndex !== undefined && slowest < CONTENDED_BELOW * hostIndex;
    runs.push({ score, contended });
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `  run ${run}: host ${before ?? '-'} before, ${during} during${contended ? ' (busy neighbour)' : ''} | performance ${score} | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')} | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')} | SI ${metric('speed-index')}`,
    );
  }
  return runs;
}

async function measure(url: string, port: number, cpuSlowdownMultiplier: number) {
  for (let attempt = 1; ; attempt += 1) {
    // The mobile preset (Moto G Power, slow 4G) with the calibrated CPU slowdown.
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // Merged into the preset's throttling: only the CPU part changes.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (!TRACE_FAILURES.has(runtimeError.code) || attempt === ATTEMPTS_PER_RUN) {
      throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    }
    console.warn(`run not measured (${runtimeError.code}), trying again`);
  }
}

async function main() {
  const own = process.env.LIGHTHOUSE_URL ? null : await startServer();
  const origin = new URL(process.env.LIGHTHOUSE_URL ?? own!.url).origin;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  let failed = false;
  try {
    for (const path of PATHS) {
      const url = `${origin}${path}`;
      let runs = await batch(url, chrome.port);
      let score = median(runs.map((run) => run.score));
      const busy = runs.filter((run) => run.contended).length;
      // A failed median with a busy neighbour in the batch says as much about the host as about
      // the page: the batch is run once more, and that one decides.
      if (score < MIN_SCORE && busy > 0) {
        console.log(
          `${url}: median ${score} under ${MIN_SCORE} with ${busy} of ${RUNS} runs beside a busy neighbour: running the batch once more`,
        );
        runs = await batch(url, chrome.port);
        score = median(runs.map((run) => run.score));
      }
      console.log(
        `Lighthouse performance for ${url}: ${score} (median of ${RUNS}; minimum ${MIN_SCORE})`,
      );
      if (score < MIN_SCORE) failed = true;
    }
  } finally {
    chrome.kill();
    await own?.stop();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
