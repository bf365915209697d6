import { redactMailSecrets } from './redact';

describe('redactMailSecrets', () => {
  const site = 'https://www.example.in';

  it.each([
    [
      `${site}/staff/set-password/-RlkZ-ivJciy9AlnHlvBBVFiJjhglOH_ZpBQG5lX3VA`,
      '/staff/set-password/',
    ],
    [`${site}/newsletter/confirm?token=c.01a2-x.179.5c00c4a3`, '/newsletter/confirm?token='],
    [`${site}/newsletter/unsubscribe?token=u.01a2-x.0.3f47`, '/newsletter/unsubscribe?token='],
    [
      `${site}/api/newsletter/unsubscribe?token=u.01a2-x.0.3f47`,
      '/api/newsletter/unsubscribe?token=',
    ],
    [`${site}/api/payment/receipt/AbC_d-123`, '/api/payment/receipt/'],
    [`${site}/some/new/link?list=a&token=secret123`, '&token='],
  ])('hides the token of %s', (link, kept) => {
    const text = `Open this:\n${link}\n\nThanks`;
    const shown = redactMailSecrets(text);
    expect(shown).toBe(
      text.replace(link, `${link.slice(0, link.indexOf(kept) + kept.length)}[hidden]`),
    );
  });

  it('leaves mail without secret links alone', () => {
    const text = `Name: Ravi\nTrack your request at ${site}/service/track\nMobile: 98765 43210`;
    expect(redactMailSecrets(text)).toBe(text);
  });
});
