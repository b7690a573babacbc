import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@tallysheet/contract/webhooks/webhooks';

/**
 * Where a webhook may go (issue 30 §4, SSRF): only public addresses, except on the `local`
 * stage. The check runs when an endpoint is saved and again on every delivery, on the
 * addresses the connection actually uses (no second lookup an attacker's DNS could answer
 * differently).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may reach any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** True when `address` is a public unicast address a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !refused.check(address, 'ipv4');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !refused.check(address, 'ipv6');
}

export class DestinationRefused extends Error {}

export type Lookup = (host: string) => Promise<LookupAddress[]>;

const systemLookup: Lookup = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why an endpoint URL is refused (a message for the `url` field), or null: https unless
 * `local`, no credentials in it, and every address its host resolves to public unless `local`.
 */
export async function urlProblem(
  value: string,
  options: { local: boolean; lookup?: Lookup },
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  if (url.protocol !== 'https:' && !options.local) return WEBHOOK_MESSAGES.httpsRequired;
  if (options.local) return null;
  const host = hostOf(url);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await (options.lookup ?? systemLookup)(host);
  } catch {
    return WEBHOOK_MESSAGES.unresolvable;
  }
  if (addresses.length === 0) return WEBHOOK_MESSAGES.unresolvable;
  return addresses.every((entry) => isPublicAddress(entry.address))
    ? null
    : WEBHOOK_MESSAGES.privateAddress;
}

/**
 * A `lookup` for http(s).request that resolves the host once and refuses the connection when
 * any address is not public (unless `local`): the socket connects to the address checked.
 */
export function guardedLookup(options: { local: boolean }): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!options.local && !list.every((entry) => isPublicAddress(entry.address)))
        return callback(new DestinationRefused(WEBHOOK_MESSAGES.privateAddress), '', 0);
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
