import { describe, expect, it } from 'vitest';
import { connectionBudget, readOpenFilesSoftLimit } from './open-files.ts';

const limits = (openFiles: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             63431                63431                processes ',
    `Max open files            ${openFiles}                files     `,
    'Max locked memory         8388608              8388608              bytes     ',
  ].join('\n');

describe('the open-files limit', () => {
  it('reads the soft limit from /proc/self/limits', () => {
    expect(readOpenFilesSoftLimit(() => limits('1024                 524288      '))).toBe(1024);
    expect(readOpenFilesSoftLimit(() => limits('unlimited            unlimited   '))).toBe(
      1_048_576,
    );
  });

  it('gives nothing to go on when the file is absent or says something else', () => {
    expect(
      readOpenFilesSoftLimit(() => {
        throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      }),
    ).toBeUndefined();
    expect(readOpenFilesSoftLimit(() => 'Max processes 100 100 processes')).toBeUndefined();
    expect(
      readOpenFilesSoftLimit(() => limits('lots                 lots        ')),
    ).toBeUndefined();
    expect(
      readOpenFilesSoftLimit(() => limits('0                    0           ')),
    ).toBeUndefined();
  });

  it('reads this process limit on Linux', () => {
    if (process.platform !== 'linux') return;
    expect(readOpenFilesSoftLimit()).toBeGreaterThan(0);
  });

  it('keeps the reserve out of the connection budget, never going below a quarter', () => {
    expect(connectionBudget(1024, 128)).toBe(896);
    expect(connectionBudget(256, 128)).toBe(128);
    expect(connectionBudget(100, 128)).toBe(25);
    expect(connectionBudget(2, 128)).toBe(1);
  });
});
