import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Two HTML inputs of the build: index.html (the shell, entry main.tsx) and prerendered.html (the
// template of the prerendered pages, entry prerendered-main.ts, ADR 0052). Vite needs each as a
// file; everything but the entry script must stay the same, or the public pages drift from the app.
const read = (name: string) => readFileSync(resolve(__dirname, '../..', name), 'utf8');

describe('the two page templates', () => {
  it('differ only in their entry script', () => {
    const shell = read('index.html');
    const prerendered = read('prerendered.html');
    expect(shell).toContain('src="/src/main.tsx"');
    expect(prerendered).toContain('src="/src/prerendered-main.ts"');
    expect(prerendered.replace('/src/prerendered-main.ts', '/src/main.tsx')).toBe(shell);
  });
});
