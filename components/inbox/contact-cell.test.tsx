import { renderToStaticMarkup } from 'react-dom/server';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { erasedEmail } from '@/lib/platform/privacy/masking';
import { ContactCell } from './contact-cell';

describe('ContactCell', () => {
  it('shows the name, then e-mail and mobile as links, then the place', () => {
    const html = renderToStaticMarkup(
      <ContactCell name="Asha Rao" email="asha@example.com" mobile="9876543210" place="411001" />,
    );
    expect(html).toContain('Asha Rao');
    expect(html).toContain('href="mailto:asha@example.com"');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('411001');
  });

  it('says a person’s details were erased, with no link to the masked address or number', () => {
    const html = renderToStaticMarkup(
      <ContactCell
        name="[erased]"
        email={erasedEmail('asha@example.com', '9876543210')}
        mobile="erased"
        place="411001"
      />,
    );
    expect(html).toBe(`${STAFF_INBOX_TEXT.erasedContact}<br/>411001`);
  });
});
