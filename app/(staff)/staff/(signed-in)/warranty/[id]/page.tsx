import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactCell } from '@/components/inbox/contact-cell';
import { TextsSection } from '@/components/text-messages/texts-section';
import { Link } from '@/components/ui/link';
import { DefinitionList } from '@/components/ui/definition-list';
import { DecisionNotice, WarrantyDecisionForms } from '@/components/warranty/staff-decision';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { requireStaff } from '@/lib/platform/auth/session';
import { staffDate } from '@/lib/platform/inbox/format';
import { noticeText } from '@/lib/platform/inbox/notice';
import { findWarrantyRegistration } from '@/lib/warranty/admin';
import { warranty } from '@/lib/warranty/feature';
import { rejectWarrantyAction, verifyWarrantyAction } from '../actions';

const W = STAFF_INBOX_TEXT.warranty;
const T = W.detail;
const link = 'text-brand-700 underline';
type Props = PageProps<'/staff/warranty/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(warranty.role);
  const found = await findWarrantyRegistration(staff, (await params).id);
  return { title: found ? T.heading(found.number) : W.title };
}

/** One registration: its details, its invoice, and verify or reject while it is pending. */
export default async function WarrantyRegistrationPage({ params, searchParams }: Props) {
  const staff = await requireStaff(warranty.role);
  const r = await findWarrantyRegistration(staff, (await params).id);
  if (!r) notFound();
  const outcome = (await searchParams).outcome;
  const notice = noticeText(T.outcomes, outcome);
  const state = W.verificationStates[r.verification];
  const details: [string, React.ReactNode][] = [
    [
      T.verification,
      r.verification === 'pending'
        ? state
        : r.decidedBy && r.decidedAt
          ? T.decided(state, r.decidedBy, staffDate(r.decidedAt))
          : T.decidedBefore(state),
    ],
    ...(r.rejectionReason
      ? [
          [
            T.reason,
            <span key="reason" className="whitespace-pre-line">
              {r.rejectionReason}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [
      T.invoice,
      r.hasInvoice ? (
        <span key="invoice" className="flex flex-wrap gap-x-4">
          <a className={link} href={`/api/staff/warranty/${r.id}/invoice`}>
            {W.openInvoice}
            <span className="sr-only">{W.invoiceOf(r.number)}</span>
          </a>
          <a className={link} href={`/api/staff/warranty/${r.id}/invoice`} download>
            {T.download}
            <span className="sr-only">{W.invoiceOf(r.number)}</span>
          </a>
          <span className="w-full text-sm text-slate-700">{T.invoiceHint}</span>
        </span>
      ) : (
        W.invoiceErased
      ),
    ],
    [T.product, `${r.model}, ${r.productLine}`],
    [T.serial, r.serial],
    [T.warranty, W.warranty(r.purchasedOn, r.warrantyEndsOn, W.statuses[r.status])],
    [T.dealer, r.dealerName ?? '—'],
    [
      T.customer,
      <ContactCell
        key="customer"
        name={r.name}
        email={r.email}
        mobile={r.mobile}
        place={r.pincode}
      />,
    ],
    [T.language, T.languages[r.language] ?? r.language],
  ];
  return (
    <>
      <Link href="/staff/warranty?state=pending" className="text-brand-800 underline">
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{T.heading(r.number)}</h1>
      <DecisionNotice text={notice} ok={outcome === 'verified' || outcome === 'rejected'} />
      <DefinitionList
        className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1"
        pairClassName="contents"
        termClassName="font-semibold"
        items={details}
      />
      {r.verification === 'pending' ? (
        <WarrantyDecisionForms
          registration={r}
          actions={{ verify: verifyWarrantyAction, reject: rejectWarrantyAction }}
        />
      ) : null}
      <TextsSection texts={r.texts} stopped={!r.textUpdates} words={T} />
    </>
  );
}
