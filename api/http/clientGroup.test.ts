import { clientGroupOf } from './clientGroup';

describe('clientGroupOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientGroupOf('203.0.113.10')).toBe('203.0.113.10');
    expect(clientGroupOf('203.0.113.11')).not.toBe(clientGroupOf('203.0.113.10'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 one (a dual-stack socket reports them so)', () => {
    expect(clientGroupOf('::ffff:203.0.113.10')).toBe('203.0.113.10');
  });

  it('groups the addresses of one IPv6 /64 together, however they are written', () => {
    const groups = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002:0000:0000:0000:00ff'].map((a) => clientGroupOf(a));
    expect(new Set(groups)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientGroupOf('2001:db8:1:3::1')).not.toBe(clientGroupOf('2001:db8:1:2::1'));
  });

  it('takes another prefix (a provider that hands out /56s)', () => {
    expect(clientGroupOf('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(clientGroupOf('2001:db8:1:200::1', 56)).toBe(clientGroupOf('2001:db8:1:2ff::1', 56));
    expect(clientGroupOf('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
  });

  it('answers something countable for no address or one that is not an IP', () => {
    expect(clientGroupOf(undefined)).toBe('unknown');
    expect(clientGroupOf('')).toBe('unknown');
    expect(clientGroupOf('not-an-ip')).toBe('not-an-ip');
  });
});
