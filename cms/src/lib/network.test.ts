import { describe, expect, it } from 'vitest';
import { networkOf } from './network';

describe('the network a rate limit counts', () => {
  it('is the IPv4 address itself', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::9',
      '2001:db8:1:2:0:0:0:0',
    ]) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('is nothing for text that is not an address', () => {
    expect(networkOf('')).toBeNull();
    expect(networkOf('10.0.0.256')).toBeNull();
    expect(networkOf('2001:db8::1::2')).toBeNull();
  });
});
