import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EnquiryThreadPanel } from '@/components/enquiries/staff-thread';
import { DefinitionList } from '@/components/ui/definition-list';
import { Link } from '@/components/ui/link';
import { STAFF_ENQUIRY_TEXT } from '@/content/staff-enquiries';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { findDealerEnquiry } from '@/lib/enquiries/admin';
import { enquiries } from '@/lib/enquiries/feature';
import { requireStaff } from '@/lib/platform/auth/session';
import { staffDate } from '@/lib/platform/inbox/format';
import { assignDealerEnquiry, noteDealerEnquiry } from '../actions';

const T = STAFF_ENQUIRY_TEXT;
type Props = PageProps<'/staff/dealers/[id]'>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(enquiries.role);
  const enquiry = await findDealerEnquiry(staff, (await params).id);
  return { title: enquiry ? T.dealerHeading(enquiry.name) : STAFF_INBOX_TEXT.dealers.title };
}

export default async function DealerEnquiryPage({ params, searchParams }: Props) {
  const staff = await requireStaff(enquiries.role);
  const enquiry = await findDealerEnquiry(staff, (await params).id);
  if (!enquiry) notFound();
  const query = await searchParams;
  const D = T.details;
  const details: [string, React.ReactNode][] = [
    [D.received, staffDate(enquiry.createdAt)],
    [D.status, enquiry.handledAt ? D.handled(enquiry.handledBy) : D.open],
    [D.assignedTo, enquiry.assignedTo ?? D.nobody],
    [D.name, enquiry.name],
    [
      D.mobile,
      <a key="mobile" href={`tel:${enquiry.number}`} className="text-brand-700 underline">
        {enquiry.number}
      </a>,
    ],
    [
      D.location,
      <span key="location" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {enquiry.location}
      </span>,
    ],
    [D.language, D.languages[enquiry.language] ?? enquiry.language],
  ];
  return (
    <>
      <Link href="/staff/dealers" className="text-brand-800 underline">
        {T.backToDealers}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">
        {T.dealerHeading(enquiry.name)}
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
        email={null}
        noReply={T.reply.noEmail(enquiry.number)}
        me={staff.id}
        form={one(query.form)}
        outcome={one(query.outcome)}
        actions={{ note: noteDealerEnquiry, assign: assignDealerEnquiry }}
      />
    </>
  );
}
