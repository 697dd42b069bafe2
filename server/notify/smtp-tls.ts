/**
 * Whether the e-mail must go over TLS. STARTTLS used only when offered can be stripped by
 * anyone on the path (they remove the offer and read the mail, with the SMTP password), so
 * TLS is required, except to a server on this machine, where no one is on the path, or when
 * SMTP_ALLOW_PLAINTEXT=true says the network is trusted.
 */
import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6'); // IPv4 loopback written as IPv6

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

export function smtpRequiresTls(smtpUrl: string, allowPlaintext: boolean): boolean {
  return !allowPlaintext && !isLoopbackHost(new URL(smtpUrl).hostname);
}
