import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientAddress('2001:0db8:85a3:08d3::1')).toBe(network);
    expect(clientAddress('2001:db8:85a3:8d3:ffff::')).toBe(network);
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});
