import { describe, expect, it } from 'vitest';
import { networkOf } from './network-of.ts';

describe('networkOf', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(networkOf('2001:db8:1:2::1')).toBe(network);
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe(network);
    expect(networkOf('2001:DB8:1:2:0:0:0:9')).toBe(network);
    expect(networkOf('2001:db8:1:3::1')).not.toBe(network);
  });

  it('expands a short form whose gap falls inside the first 64 bits', () => {
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
