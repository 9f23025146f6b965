import { describe, expect, it } from 'vitest';
import {
  assertPublicHost,
  endpointUrlProblem,
  isPublicAddress,
  safeLookup,
} from './webhook-address.ts';

// ADR 0026: a webhook never reaches into a private network.
describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    'ff02::1',
    // An IPv6 form carrying an IPv4 address reaches that address: refused whatever it embeds.
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::8.8.8.8',
    '::ffff:8.8.8.8',
    '::ffff:0:127.0.0.1',
    '2002:7f00:1::1',
    '2002:a00:1::',
    '64:ff9b::a00:1',
    '64:ff9b:1::7f00:1',
    '2001:0:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '13.235.1.1', '2606:4700:4700::1111', '2404:6800:4009:80a::200e'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('endpointUrlProblem', () => {
  it('wants https and a public literal address', () => {
    expect(endpointUrlProblem('https://hooks.example-air.in/x', false)).toBeNull();
    expect(endpointUrlProblem('http://hooks.example-air.in/x', false)).toBe('must use https');
    expect(endpointUrlProblem('ftp://hooks.example-air.in/x', true)).toBe('must use https');
    expect(endpointUrlProblem('https://user:pw@hooks.example-air.in/x', false)).toMatch(
      /user name/,
    );
    expect(endpointUrlProblem('https://[::ffff:127.0.0.1]/x', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://[fe80::1]/x', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://[::127.0.0.1]/', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://[2002:7f00:1::1]/', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://[64:ff9b::10.0.0.1]/', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://10.0.0.8/x', false)).toMatch(/private/);
    expect(endpointUrlProblem('nope', false)).toBe('is not a valid URL');
  });

  it('allows http and private addresses when WEBHOOKS_ALLOW_PRIVATE=1', () => {
    expect(endpointUrlProblem('http://127.0.0.1:9000/x', true)).toBeNull();
    expect(endpointUrlProblem('https://[::127.0.0.1]/', true)).toBeNull();
  });
});

describe('resolving at send time', () => {
  it('refuses a name that resolves to loopback (every address checked)', async () => {
    await expect(assertPublicHost('localhost', false)).rejects.toThrow(/private/);
    await expect(assertPublicHost('[::1]', false)).rejects.toThrow(/private/);
    await expect(assertPublicHost('[::127.0.0.1]', false)).rejects.toThrow(/private/);
    await expect(assertPublicHost('localhost', true)).resolves.toBeUndefined();
  });

  it('the connection lookup refuses a private answer (DNS rebinding)', async () => {
    const lookup = safeLookup(false);
    const error = await new Promise((resolve) =>
      lookup('localhost', { all: true }, (e) => resolve(e)),
    );
    expect(String(error)).toMatch(/private/);
    const allowed = await new Promise((resolve) =>
      safeLookup(true)('localhost', {}, (e, address) => resolve(e ?? address)),
    );
    expect(String(allowed)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
