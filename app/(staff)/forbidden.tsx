import { AccessNotice } from '@/components/staff/access-notice';
import { STAFF_ACCESS_TEXT } from '@/content/staff';

/** Shown (with status 403) when a signed-in member opens a part of the back-office outside their roles. */
export default function Forbidden() {
  return (
    <main id="main" className="container-page py-16">
      <AccessNotice
        title={STAFF_ACCESS_TEXT.forbiddenTitle}
        lead={STAFF_ACCESS_TEXT.forbiddenLead}
      />
    </main>
  );
}
