import { describe, expect, it } from 'vitest';
import { shortenIp } from './shorten-ip';

describe('shortenIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['not-an-ip', 'unknown'],
    ['127.1', 'unknown'],
    ['0x7f000001', 'unknown'],
    [undefined, 'unknown'],
  ])('keeps only the network of %s', (address, network) => {
    expect(shortenIp(address)).toBe(network);
  });
});
