import type { Metadata } from 'next';
import { PersonRecordsView } from '@/components/privacy/person-records';
import { PersonSearchForm } from '@/components/privacy/person-search-form';
import { PRIVACY_TOOL_TEXT as T } from '@/content/staff-privacy';
import { requireStaff } from '@/lib/platform/auth/session';
import { IdentifierError } from '@/lib/platform/privacy/identifier';
import { findPerson } from '@/lib/privacy/person';

export const metadata: Metadata = { title: T.title };

export default async function PersonalDataPage({ searchParams }: PageProps<'/staff/privacy'>) {
  const staff = await requireStaff('admin');
  const params = await searchParams;
  const q = typeof params.q === 'string' ? params.q : '';
  let found: Awaited<ReturnType<typeof findPerson>> | null = null;
  let error: string | undefined;
  if (q.trim()) {
    try {
      found = await findPerson(staff, q);
    } catch (caught) {
      if (!(caught instanceof IdentifierError)) throw caught;
      error = caught.message;
    }
  }
  return (
    <>
      <h1 className="text-2xl font-bold">{T.title}</h1>
      <p className="max-w-3xl">{T.intro}</p>
      {params.notice === 'erased' ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {T.erasedNotice}
        </p>
      ) : null}
      <PersonSearchForm q={q} error={error} />
      {found ? <PersonRecordsView q={q} found={found} /> : null}
    </>
  );
}
