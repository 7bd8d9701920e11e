import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who is asking, for the api's per-address limits. The socket's address, unless it is a
 * proxy the gateway was told to trust (TRUST_PROXY: addresses or CIDR ranges), in which
 * case the last X-Forwarded-For hop that is not one of those proxies. A client's own
 * X-Forwarded-For is never believed: anyone can write one.
 */
export type ClientAddressOf = (req: IncomingMessage) => string;

export function clientAddressOf(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };

  return (req) => {
    let address = plain(req.socket.remoteAddress ?? '');
    if (!trustedProxies.length || !isTrusted(address)) return address;
    const hops = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => isIP(hop) !== 0);
    // From the nearest hop backwards: each trusted proxy vouches for the one before it.
    while (hops.length && isTrusted(address)) address = hops.pop() ?? address;
    return address;
  };
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
