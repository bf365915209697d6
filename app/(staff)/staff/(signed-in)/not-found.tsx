import { AccessNotice } from '@/components/staff/access-notice';
import { STAFF_ACCESS_TEXT } from '@/content/staff';

/** An unknown row or table of the back-office (status 404), inside the staff frame. */
export default function StaffNotFound() {
  return (
    <AccessNotice title={STAFF_ACCESS_TEXT.notFoundTitle} lead={STAFF_ACCESS_TEXT.notFoundLead} />
  );
}
