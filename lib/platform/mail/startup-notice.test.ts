import { mailStartupNotice } from './startup-notice';

describe('mailStartupNotice', () => {
  it('says nothing when a mail server is configured', () => {
    expect(
      mailStartupNotice({ SMTP_URL: 'smtp://mail.example.in:587', SITE_URL: 'https://example.in' }),
    ).toBeNull();
  });

  it("says loudly on a developer's machine that mail is not sent, and where staff read the queue", () => {
    const notice = mailStartupNotice({ SMTP_URL: undefined, SITE_URL: 'http://localhost:3001' });
    expect(notice?.loud).toBe(true);
    expect(notice?.text.split('\n')).toEqual([
      '+-------------------------------------------------------------------------+',
      '| MAIL IS NOT BEING SENT: SMTP_URL is not set.                            |',
      '| Pages still say "we have e-mailed you"; the mails wait in the queue.    |',
      '| Staff read the queue at http://localhost:3001/staff/mail                |',
      '| Set SMTP_URL, or try every flow with local stand-ins: npm run start:try |',
      '+-------------------------------------------------------------------------+',
    ]);
  });

  it('is a start-up warning on a public site', () => {
    expect(mailStartupNotice({ SMTP_URL: undefined, SITE_URL: 'https://www.example.in/' })).toEqual(
      {
        loud: false,
        text: 'Warning: mail is not being sent: SMTP_URL is not set. Every mail the site makes (enquiry copies, newsletter confirmations, staff invitations) waits in the queue, readable by staff at https://www.example.in/staff/mail; set SMTP_URL and restart, and the queue is sent.',
      },
    );
  });
});
