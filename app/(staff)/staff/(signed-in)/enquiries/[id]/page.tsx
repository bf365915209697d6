import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactCell } from '@/components/inbox/contact-cell';
import { EnquiryThreadPanel } from '@/components/enquiries/staff-thread';
import { DefinitionList } from '@/components/ui/definition-list';
import { Link } from '@/components/ui/link';
import { STAFF_ENQUIRY_TEXT } from '@/content/staff-enquiries';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { findContactEnquiry } from '@/lib/enquiries/admin';
import { enquiries } from '@/lib/enquiries/feature';
import { requireStaff } from '@/lib/platform/auth/session';
import { staffDate } from '@/lib/platform/inbox/format';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { assignContactEnquiry, noteContactEnquiry, replyToContactEnquiry } from '../actions';

const T = STAFF_ENQUIRY_TEXT;
type Props = PageProps<'/staff/enquiries/[id]'>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(enquiries.role);
  const enquiry = await findContactEnquiry(staff, (await params).id);
  return { title: enquiry ? T.contactHeading(enquiry.name) : STAFF_INBOX_TEXT.enquiries.title };
}

export default async function ContactEnquiryPage({ params, searchParams }: Props) {
  const staff = await requireStaff(enquiries.role);
  const enquiry = await findContactEnquiry(staff, (await params).id);
  if (!enquiry) notFound();
  const query = await searchParams;
  const erased = isErasedEmail(enquiry.email);
  const D = T.details;
  const details: [string, React.ReactNode][] = [
    [D.received, staffDate(enquiry.createdAt)],
    [D.status, enquiry.handledAt ? D.handled(enquiry.handledBy) : D.open],
    [D.assignedTo, enquiry.assignedTo ?? D.nobody],
    [D.interestedIn, enquiry.types.join(', ')],
    [
      D.from,
      <ContactCell
        key="from"
        name={enquiry.name}
        email={enquiry.email}
        mobile={enquiry.mobile}
        place={`${enquiry.city} ${enquiry.pincode}`}
      />,
    ],
    [D.language, D.languages[enquiry.language] ?? enquiry.language],
    [
      D.message,
      <span key="message" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {enquiry.message}
      </span>,
    ],
  ];
  return (
    <>
      <Link href="/staff/enquiries" className="text-brand-800 underline">
        {T.backToContact}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">
        {T.contactHeading(enquiry.name)}
      </h1>
      <DefinitionList
        className="grid max-w-3xl grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]"
        pairClassName="contents"
        termClassName="font-semibold"
        items={details}
      />
      <EnquiryThreadPanel
        id={enquiry.id}
        detail={enquiry}
        email={enquiry.email}
        noReply={erased ? T.reply.erased : null}
        me={staff.id}
        form={one(query.form)}
        outcome={one(query.outcome)}
        actions={{
          reply: replyToContactEnquiry,
          note: noteContactEnquiry,
          assign: assignContactEnquiry,
        }}
      />
    </>
  );
}
