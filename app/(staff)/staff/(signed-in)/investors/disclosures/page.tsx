import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Notice } from '@/components/inbox/row-button';
import { buttonClass } from '@/components/ui/button';
import { DISCLOSURE_CLAUSES } from '@/content/disclosures';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_MESSAGES as M, STAFF_INVESTOR_TEXT } from '@/content/staff-investors';
import { requireStaff } from '@/lib/platform/auth/session';
import { listStaffClauseMarks } from '@/lib/investors/admin/clauses';
import { markClause } from './actions';
import { investors } from '@/lib/investors/feature';

const T = STAFF_INVESTOR_TEXT.clauses;

export const metadata: Metadata = { title: T.title };

export default async function ClausesPage({
  searchParams,
}: PageProps<'/staff/investors/disclosures'>) {
  const staff = await requireStaff(investors.role);
  const params = await searchParams;
  const marks = await listStaffClauseMarks(staff);
  const notice =
    params.notice === 'saved' ? T.saved : params.notice === 'unchanged' ? T.unchanged : null;
  const refused = typeof params.refused === 'string' ? params.refused : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.title}</h1>
      <p>{T.intro}</p>
      <Link href={ROUTES.disclosures.path} className="text-brand-800 underline">
        {T.publicPage}
      </Link>
      <Notice text={notice} />
      <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {DISCLOSURE_CLAUSES.map((clause) => {
          const mark = marks[clause.key];
          const id = `clause-${clause.key}`;
          const error = refused === clause.key;
          return (
            <li key={clause.key} id={id} className="space-y-2 p-3">
              <h2 id={`${id}-title`} className="font-semibold">
                <span className="text-muted">{clause.reference}</span> {clause.title}
              </h2>
              <form
                action={markClause}
                aria-labelledby={`${id}-title`}
                className="flex flex-wrap items-end gap-3"
              >
                <input type="hidden" name="key" value={clause.key} />
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="notApplicable"
                    defaultChecked={mark?.notApplicable ?? false}
                    className="h-4 w-4"
                  />
                  {T.notApplicable}
                </label>
                <label className="flex min-w-64 flex-1 flex-col text-sm">
                  {T.reason}
                  <input
                    name="reason"
                    maxLength={1000}
                    defaultValue={mark?.reason ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="mt-1 rounded border border-slate-400 px-2 py-1"
                  />
                </label>
                <button type="submit" className={buttonClass({ size: 'xs' })}>
                  {T.save}
                  <span className="sr-only"> {clause.title}</span>
                </button>
              </form>
              {error ? (
                <p id={`${id}-error`} role="alert" className="font-semibold text-red-800">
                  {M.clauseReason}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
