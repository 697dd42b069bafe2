/**
 * A client address as the logs may keep it: an IP is personal data under the LGPD, so only
 * its network is written, IPv4 to /24 and IPv6 to /48 (enough to see that requests come from
 * one place, not who sent them). Anything that is not an IP becomes `unknown`. ipaddr.js
 * (Fastify's own proxy-addr uses it) parses both families, IPv4 written as IPv6 and zones.
 */
import ipaddr from 'ipaddr.js';

export function shortenIp(address: string | undefined): string {
  if (!address) return 'unknown';
  // Only the dotted quad for IPv4: ipaddr.js also reads legacy forms ("127.1", hexadecimal)
  // that a socket never reports.
  const valid = ipaddr.IPv6.isValid(address) || ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!valid) return 'unknown';
  // process() turns IPv4 written as IPv6 (::ffff:203.0.113.7, as dual-stack sockets report
  // it) into plain IPv4.
  const ip = ipaddr.process(address);
  if (ip instanceof ipaddr.IPv4) return `${ip.octets.slice(0, 3).join('.')}.0/24`;
  const network = ip.parts.slice(0, 3).map((part) => part.toString(16));
  return `${network.join(':')}::/48`;
}
