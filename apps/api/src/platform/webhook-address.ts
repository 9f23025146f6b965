import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// ADR 0026: an airline's webhook endpoint must not make the server call into its own
// network (SSRF): https only, and no address in a private, loopback, link-local or otherwise
// non-public range, checked for every address a name resolves to, again at send time (DNS
// rebinding), unless WEBHOOKS_ALLOW_PRIVATE=1 (tests, local development).

/** ipaddr.js ranges a webhook may reach; everything else (private, loopback, ...) is refused. */
const PUBLIC_RANGES = new Set(['unicast']);

/**
 * True when `address` (IPv4 or IPv6) is a public unicast address. An IPv6 address that carries
 * an IPv4 one is refused whatever that IPv4 is: IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible
 * (::a.b.c.d) forms are what a host turns into the IPv4 address (::127.0.0.1 reaches loopback,
 * yet ipaddr.js calls it "unicast"), and a translation prefix (6to4, NAT64, Teredo, SIIT) may
 * be routed to the embedded address by a gateway on our side. No public endpoint needs them:
 * its plain IPv4 or native IPv6 address works.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address.replace(/%.*$/, ''));
  if (parsed.kind() === 'ipv6' && isIpv4Compatible(parsed as ipaddr.IPv6)) return false;
  // ipv4Mapped, rfc6145, rfc6052 (NAT64), 6to4 and teredo are ranges of their own: not public.
  return PUBLIC_RANGES.has(parsed.range());
}

/** ::a.b.c.d (RFC 4291's deprecated IPv4-compatible form): the first 96 bits are zero. */
const isIpv4Compatible = (ip: ipaddr.IPv6) => ip.parts.slice(0, 6).every((part) => part === 0);

export class UnsafeEndpointError extends Error {}

/** Why `url` may not receive webhooks (a message for the airline), or null when it may. */
export function endpointUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return 'must use https';
  if (parsed.username || parsed.password) return 'must not contain a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && !isPublicAddress(host))
    return 'must not point to a private, loopback or link-local address';
  return null;
}

/** Resolves `hostname` and refuses it when any address is not public (unless allowed). */
export async function assertPublicHost(hostname: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await dns.lookup(host, { all: true });
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
    throw new UnsafeEndpointError('must not point to a private, loopback or link-local address');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses the connection when any resolved address is not
 * public: the address checked is the address connected to, so a name that resolves to a public
 * address for the check and a private one for the connection (rebinding) is refused.
 */
export function safeLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: LookupCallback,
  ) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      if (
        !allowPrivate &&
        (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
      )
        return callback(
          new UnsafeEndpointError('must not point to a private, loopback or link-local address'),
          [],
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
