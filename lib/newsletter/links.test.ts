import { randomUUID } from 'node:crypto';
import { linkKey, signLink, verifyLink } from './links';

const key = linkKey('test-secret-0123456789abcdef0123456789');
const id = randomUUID();
const now = new Date('2026-11-23T12:00:00Z');
const inOneHour = new Date(now.getTime() + 3_600_000);

describe('newsletter links', () => {
  it('accepts its own link until it expires, then says expired', () => {
    const token = signLink(key, 'confirm', id, inOneHour);
    expect(verifyLink(key, 'confirm', token, now)).toEqual({ ok: true, subscriberId: id });
    expect(verifyLink(key, 'confirm', token, inOneHour)).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps an unsubscribe link working for ever', () => {
    const token = signLink(key, 'unsubscribe', id, null);
    expect(verifyLink(key, 'unsubscribe', token, new Date('2099-01-01'))).toEqual({
      ok: true,
      subscriberId: id,
    });
  });

  it('refuses a link with any part changed, including a later expiry', () => {
    const token = signLink(key, 'confirm', id, inOneHour);
    const [code, subscriber, expiry, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (s: string) => (s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`);
    for (const tampered of [
      [code, randomUUID(), expiry, signature],
      [code, subscriber, String(Number(expiry) + 86_400), signature],
      [code, subscriber, expiry, flip(signature)],
      [code, subscriber, expiry, signature.toUpperCase().slice(0, 63)],
    ]) {
      expect(verifyLink(key, 'confirm', tampered.join('.'), now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('calls an expired link with a wrong signature invalid: the signature is checked first', () => {
    const token = signLink(key, 'confirm', id, new Date(now.getTime() - 1000));
    const forged = token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect(verifyLink(key, 'confirm', token, now)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLink(key, 'confirm', forged, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a link signed with another key, or made for the other purpose', () => {
    const other = linkKey('another-secret-0123456789abcdef012345');
    expect(verifyLink(key, 'confirm', signLink(other, 'confirm', id, inOneHour), now).ok).toBe(
      false,
    );
    // An unsubscribe link cannot confirm, and a confirmation link cannot unsubscribe.
    expect(verifyLink(key, 'confirm', signLink(key, 'unsubscribe', id, null), now).ok).toBe(false);
    expect(verifyLink(key, 'unsubscribe', signLink(key, 'confirm', id, inOneHour), now).ok).toBe(
      false,
    );
  });

  it.each([undefined, null, 42, '', 'c.x.1.y', `c.${id}.1.${'0'.repeat(64)}`, 'a'.repeat(5000)])(
    'refuses %j without throwing',
    (token) =>
      expect(verifyLink(key, 'confirm', token, now)).toEqual({ ok: false, reason: 'invalid' }),
  );
});
