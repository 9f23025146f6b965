import { describe, expect, it } from 'vitest';
import { sparseLog } from './sparse-log.ts';

describe('sparseLog', () => {
  it('writes the first event of a kind, then one line per interval counting what it held back', () => {
    let now = 0;
    const lines: string[] = [];
    const note = sparseLog(() => now, 10_000);
    const event = (kind: string) => note(kind, (count) => lines.push(`${kind}:${count}`));
    event('drop');
    event('drop');
    event('closed-idle');
    event('drop');
    expect(lines).toEqual(['drop:1', 'closed-idle:1']);
    now = 9_999;
    event('drop');
    expect(lines).toHaveLength(2);
    now = 10_000;
    event('drop');
    expect(lines).toEqual(['drop:1', 'closed-idle:1', 'drop:4']);
  });
});
