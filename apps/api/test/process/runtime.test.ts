import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The runtime is a dependency like any other (ADR 0043): the `node` package from the npm
// registry puts a Node 24 binary in node_modules/.bin, and npm puts that folder first on the PATH
// of every script it runs, so `npm start`, `npm test` and the rest run on it whatever Node the
// machine has. The machine's own Node only runs npm itself.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const pinned = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { dependencies: { node: string } }
).dependencies.node;

describe('the runtime', () => {
  it('runs the tests on the Node 24 that npm installs from the registry', () => {
    // Node 24 is the LTS line; a different version here means the tests were started with the
    // machine's Node (a bare `vitest` outside npm), which the README says not to do.
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinned);
  });

  it('gives the Node from node_modules to anything npm runs, even from a shell that lacks it', () => {
    // The PATH of a terminal: without the node_modules/.bin folders npm added for this run.
    const shellPath = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(delimiter);
    const version = execFileSync('npm', ['exec', '--', 'node', '-p', 'process.version'], {
      cwd: root,
      env: { ...process.env, PATH: shellPath },
      encoding: 'utf8',
    });
    expect(version.trim()).toBe(`v${pinned}`);
  });
});
