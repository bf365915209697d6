import { clientInfo, clientIp } from './client';

describe('clientIp', () => {
  it('trusts only the last X-Forwarded-For entry, the one our proxy added', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5' }))).toBe(
      '203.0.113.5',
    );
  });
  it('falls back to X-Real-IP, then to nothing', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(clientIp(new Headers())).toBeNull();
  });
  it('ignores a value too long to be an address', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': 'x'.repeat(100) }))).toBeNull();
  });
  it('cuts the user agent to 512 characters', () => {
    expect(clientInfo(new Headers({ 'user-agent': 'u'.repeat(600) })).userAgent).toHaveLength(512);
  });
});
