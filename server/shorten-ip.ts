/**
 * A client address as the logs may keep it: an IP is personal data under the LGPD, so only
 * its network is written, IPv4 to /24 and IPv6 to /48 (enough to see that requests come from
 * one place, not who sent them). Anything that is not an IP becomes `unknown`.
 */
import { isIPv4, isIPv6 } from 'node:net';

function expandIpv6(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

export function shortenIp(address: string | undefined): string {
  if (!address) return 'unknown';
  // IPv4 written as IPv6 (::ffff:203.0.113.7), as dual-stack sockets report it.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = mapped ?? address;
  if (isIPv4(ipv4)) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`;
  const withoutZone = address.split('%')[0] ?? '';
  if (isIPv6(withoutZone)) {
    const network = expandIpv6(withoutZone)
      .slice(0, 3)
      .map((group) => group.toString(16));
    return `${network.join(':')}::/48`;
  }
  return 'unknown';
}
