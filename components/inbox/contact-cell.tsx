import { STAFF_INBOX_TEXT } from '@/content/staff';
import { isErasedEmail } from '@/lib/platform/privacy/erased';

// At least 24 px high, so that the stacked links are easy to hit (WCAG 2.2 target size).
const link = 'inline-block min-h-6 leading-6 text-brand-700 underline';

/**
 * Who wrote in, as an inbox cell: name, e-mail and mobile as links, then where they are. A person
 * whose details were erased (lib/privacy) shows as such, with no mail or phone link to nowhere.
 */
export function ContactCell({
  name,
  email,
  mobile,
  place,
}: {
  name: string;
  email: string;
  mobile: string;
  place: string;
}) {
  if (isErasedEmail(email)) {
    return (
      <>
        {STAFF_INBOX_TEXT.erasedContact}
        <br />
        {place}
      </>
    );
  }
  return (
    <>
      {name}
      <br />
      <a className={link} href={`mailto:${email}`}>
        {email}
      </a>
      <br />
      <a className={link} href={`tel:+91${mobile}`}>
        {mobile}
      </a>
      <br />
      {place}
    </>
  );
}
