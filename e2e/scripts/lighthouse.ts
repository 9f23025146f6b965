// Lighthouse performance of the landing page (mobile preset, Debian Chromium): the median of five
// runs must reach 93 (issue 15; it measures 95+ on a quiet machine, the margin is for a slow day),
// on the same simulated phone whatever the host's speed that minute (ADR 0016).
// Builds nothing: it serves the existing apps/web/dist through the production API server, as
// playwright.config.ts does, or measures LIGHTHOUSE_URL when one is given.
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
// The device the gate measures on: the mobile preset's 4x CPU slowdown of this machine on a quiet
// day, when issue 15 set the gate (Lighthouse's benchmarkIndex 3260-3500 there, so 3300 / 4).
// The slowdown is calibrated to the host's speed before each run, as Lighthouse's docs advise, so
// a slow or busy host does not turn the same page into a slower phone (ADR 0016).
const SIMULATED_DEVICE_BENCHMARK_INDEX = 825;
// A fixed multiplier instead, to look at the page on a chosen device (12 shows a slow day's host).
const FIXED_CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;

async function cpuSlowdownFor(port: number) {
  if (FIXED_CPU_SLOWDOWN) return { hostIndex: undefined, slowdown: FIXED_CPU_SLOWDOWN };
  // The faster of two readings: a burst of contention during one reading would otherwise
  // pass for a slow host and lower the bar.
  const hostIndex = Math.max(await measureBenchmarkIndex(port), await measureBenchmarkIndex(port));
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
  const url = process.env.LIGHTHOUSE_URL ?? own!.url;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const scores: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const { hostIndex, slowdown } = await cpuSlowdownFor(chrome.port);
      const { categories, audits, runWarnings, environment } = await measure(
        url,
        chrome.port,
        slowdown,
      );
      for (const warning of runWarnings) console.warn(`warning: ${warning}`);
      const score = Math.round((categories.performance?.score ?? 0) * 100);
      scores.push(score);
      const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
      console.log(
        `run ${run}: host benchmarkIndex ${hostIndex ?? '-'} (in run ${Math.round(environment.benchmarkIndex)}), CPU ${slowdown}x | performance ${score} | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')} | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')} | SI ${metric('speed-index')}`,
      );
    }
  } finally {
    chrome.kill();
    await own?.stop();
  }
  const score = median(scores);
  console.log(
    `Lighthouse performance for ${url}: ${score} (median of ${RUNS}; minimum ${MIN_SCORE})`,
  );
  if (score < MIN_SCORE) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
