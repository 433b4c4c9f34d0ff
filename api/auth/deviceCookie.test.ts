import { deviceCookies } from './deviceCookie';

describe('device cookies', () => {
  const site = deviceCookies(['current-secret']);

  it('name the user they were issued for, with a fresh nonce each time', () => {
    const first = site.issue('Admin');
    const second = site.issue('admin');
    expect(site.nonceFor(first, 'admin')).toEqual(expect.any(String));
    expect(site.nonceFor(first, ' ADMIN ')).toBe(site.nonceFor(first, 'admin')); // as the throttle names accounts
    expect(site.nonceFor(second, 'admin')).not.toBe(site.nonceFor(first, 'admin'));
    expect(site.nonceFor(first, 'someone-else')).toBeNull();
  });

  it('verify with any secret of a rotation, and only with those', () => {
    const old = deviceCookies(['old-secret']).issue('admin');
    expect(deviceCookies(['current-secret', 'old-secret']).nonceFor(old, 'admin')).toEqual(expect.any(String));
    expect(site.nonceFor(old, 'admin')).toBeNull();
  });

  it.each([undefined, '', 'x', 'a.b', 'a.b.c.d', '.'.repeat(3), 'y'.repeat(600)])('read %j as no cookie', (value) => {
    expect(site.nonceFor(value, 'admin')).toBeNull();
  });
});
