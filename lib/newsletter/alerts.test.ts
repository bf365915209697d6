import { randomUUID } from 'node:crypto';
import {
  INVESTOR_ALERTS_CONSENT,
  INVESTOR_ALERTS_MAIL,
  NEWSLETTER_MAIL,
} from '@/content/newsletter';
import * as hi from '@/content/hi/newsletter';
import { indiaDate as hindiDate } from '@/content/hi/investors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { queueDisclosureAlerts } from './alerts';
import { confirmSubscription, listOfLink, unsubscribe } from './confirm';
import { subscribe } from './subscribe';

afterAll(() => db().$disconnect());

const client = { ip: '198.18.0.2', userAgent: 'Jest' };
const address = () => `alerts-${randomUUID()}@example.com`;
const rowsOf = (email: string) =>
  db().subscriber.findMany({ where: { email }, orderBy: { list: 'asc' } });
const mailsTo = (email: string) =>
  db().mailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}\\?token=(\\S+)`).exec(text)?.[1] ?? '';

describe('investor alerts, a list of their own', () => {
  it('keep a sign-up apart from the same address on the newsletter, with their own consent and mails', async () => {
    const email = address();
    await subscribe({ email }, client);
    expect(await subscribe({ email }, client, new Date(), 'investor_alerts')).toBe(true);
    const [newsletter, alerts] = await rowsOf(email);
    expect(newsletter).toMatchObject({ list: 'newsletter', state: 'pending' });
    expect(alerts).toMatchObject({
      list: 'investor_alerts',
      state: 'pending',
      consentVersion: INVESTOR_ALERTS_CONSENT.version,
      consentText: INVESTOR_ALERTS_CONSENT.text,
    });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [INVESTOR_ALERTS_MAIL.confirm.subject, NEWSLETTER_MAIL.confirm.subject].sort(),
    );
    // Confirming the alerts' link confirms the alerts only, and welcomes with their words.
    const alertMail = mails.find((m) => m.subject === INVESTOR_ALERTS_MAIL.confirm.subject)!;
    const token = tokenIn(alertMail.text, '/newsletter/confirm');
    expect(await listOfLink('confirm', token)).toBe('investor_alerts');
    expect(await confirmSubscription(token)).toBe('confirmed');
    expect((await rowsOf(email)).map((r) => [r.list, r.state])).toEqual([
      ['newsletter', 'pending'],
      ['investor_alerts', 'confirmed'],
    ]);
    expect((await mailsTo(email)).map((m) => m.subject)).toContain(
      INVESTOR_ALERTS_MAIL.welcome.subject,
    );
  });

  it('are mailed to confirmed alert subscribers only, each with its own unsubscribe link', async () => {
    const [confirmed, pending, newsletterOnly, left] = [address(), address(), address(), address()];
    for (const email of [confirmed, pending, left]) {
      await subscribe({ email }, client, new Date(), 'investor_alerts');
    }
    await subscribe({ email: newsletterOnly }, client);
    for (const email of [confirmed, newsletterOnly, left]) {
      const [mail] = await mailsTo(email);
      await confirmSubscription(tokenIn(mail!.text, '/newsletter/confirm'));
    }
    const [leftMail] = await mailsTo(left);
    await unsubscribe(tokenIn(leftMail!.text, '/newsletter/unsubscribe'));

    const publishAt = new Date('2026-11-24T10:00:00.000Z');
    const url = `${env.SITE_URL}/investor-relations/disclosures/financial-results`;
    const items = [
      { title: 'Q2 results', year: 'Q2 2026-27', heading: 'Financial Results', url, publishAt },
      { title: 'Code', year: '', heading: 'Code of Conduct', url, publishAt },
    ];
    const queued = await db().$transaction((tx) => queueDisclosureAlerts(tx, items));
    expect(queued).toBeGreaterThanOrEqual(1);
    const alertsTo = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.subject === '2 new disclosures');
    const [mail, ...more] = await alertsTo(confirmed);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(
      `Financial Results: Q2 results - Q2 2026-27 (published 24 Nov 2026)\n${url}`,
    );
    expect(mail!.text).toContain('Code of Conduct: Code (published 24 Nov 2026)');
    expect(mail!.text).toContain(`${env.SITE_URL}/newsletter/unsubscribe?token=`);
    expect(mail!.unsubscribeUrl).toMatch(
      new RegExp(`^${env.SITE_URL}/api/newsletter/unsubscribe\\?token=u\\.`),
    );
    for (const email of [pending, newsletterOnly, left]) expect(await alertsTo(email)).toEqual([]);
    // One filing: its title is the subject.
    await db().$transaction((tx) => queueDisclosureAlerts(tx, items.slice(0, 1)));
    expect((await mailsTo(confirmed)).map((m) => m.subject)).toContain(
      'New disclosure: Q2 results',
    );
  });

  it('are written in the language each subscriber signed up in, linking to the pages in it', async () => {
    const [english, hindi] = [address(), address()];
    await subscribe({ email: english }, client, new Date(), 'investor_alerts');
    await subscribe({ email: hindi }, client, new Date(), 'investor_alerts', 'hi');
    const [confirmMail] = await mailsTo(hindi);
    expect(confirmMail!.subject).toBe(hi.INVESTOR_ALERTS_MAIL.confirm.subject);
    // The link opens the confirmation page in Hindi; the English mail's, the English page.
    expect(confirmMail!.text).toContain(`${env.SITE_URL}/hi/newsletter/confirm?token=c.`);
    expect((await mailsTo(english))[0]!.text).toContain(
      `${env.SITE_URL}/newsletter/confirm?token=c.`,
    );
    for (const email of [english, hindi]) {
      const [mail] = await mailsTo(email);
      await confirmSubscription(tokenIn(mail!.text, '/newsletter/confirm'));
    }
    expect((await mailsTo(hindi)).map((m) => m.subject)).toContain(
      hi.INVESTOR_ALERTS_MAIL.welcome.subject,
    );

    const publishAt = new Date('2026-11-24T10:00:00.000Z');
    const path = '/investor-relations/disclosures/financial-results';
    const title = `Q3 results ${randomUUID()}`;
    const items = [
      { title, year: '', heading: 'Financial Results', url: `${env.SITE_URL}${path}`, publishAt },
    ];
    await db().$transaction((tx) => queueDisclosureAlerts(tx, items));
    const alertTo = async (email: string, subject: string) =>
      (await mailsTo(email)).find((m) => m.subject === subject);
    const hindiAlert = await alertTo(hindi, hi.INVESTOR_ALERTS_MAIL.alert.subject(1, title));
    expect(hindiAlert!.text).toMatch(
      new RegExp(
        `^${hi.INVESTOR_ALERTS_MAIL.alert.greeting}\n\n${hi.INVESTOR_ALERTS_MAIL.alert.intro(1)}`,
      ),
    );
    expect(hindiAlert!.text).toContain(
      hi.INVESTOR_ALERTS_MAIL.alert.line(
        'Financial Results',
        title,
        hindiDate(publishAt.toISOString()),
        `${env.SITE_URL}/hi${path}`,
      ),
    );
    expect(hindiAlert!.text).toContain(
      hi.NEWSLETTER_MAIL.footer(`${env.SITE_URL}/hi/newsletter/unsubscribe?token=`),
    );
    const englishAlert = await alertTo(english, `New disclosure: ${title}`);
    expect(englishAlert!.text).toMatch(/^Hello,\n\nWe have published a disclosure:/);
    expect(englishAlert!.text).toContain(`(published 24 Nov 2026)\n${env.SITE_URL}${path}`);
    expect(englishAlert!.text).toContain(`${env.SITE_URL}/newsletter/unsubscribe?token=u.`);
  });
});
