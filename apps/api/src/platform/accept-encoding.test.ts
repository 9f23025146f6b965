import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.ts';

describe('Accept-Encoding', () => {
  it('allows gzip when named with q > 0, or when only * allows it', () => {
    const accepts = (header?: string) =>
      acceptsGzip({ headers: header === undefined ? {} : { 'accept-encoding': header } });
    expect(accepts('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(accepts('*')).toBe(true);
    expect(accepts(undefined)).toBe(false);
    expect(accepts('')).toBe(false);
    expect(accepts('br, deflate')).toBe(false);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('gzip;q=0, *')).toBe(false);
    expect(accepts('identity, *;q=0')).toBe(false);
  });
});
