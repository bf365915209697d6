import { Link } from '@/components/ui/link';
import { PRIVACY_TOOL_TEXT as T } from '@/content/staff-privacy';
import { maskIdentifier, type PersonIdentifier } from '@/lib/platform/privacy/identifier';
import { PERSON_TABLE_HEADINGS } from '@/lib/features';
import { PERSON_TABLES } from '@/lib/features/privacy';
import { countRecords, type PersonRecords } from '@/lib/privacy/person';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What is held about one person, table by table, with the download and erase links. */
export function PersonRecordsView({
  q,
  found: { id, records },
}: {
  q: string;
  found: { id: PersonIdentifier; records: PersonRecords };
}) {
  const total = countRecords(records);
  const query = encodeURIComponent(q);
  return (
    <section aria-labelledby="person-results" className="space-y-4">
      <h2 id="person-results" className="text-xl font-semibold">
        {T.resultsHeading(maskIdentifier(id))}
      </h2>
      <p>{total === 0 ? T.nothing : T.total(total)}</p>
      {records.staffAccount ? <p className="font-medium">{T.staffAccount}</p> : null}
      <p className="text-sm text-slate-700">{T.pageViews}</p>
      {total > 0 ? (
        <p className="flex flex-wrap gap-4">
          <a href={`/api/staff/privacy/export?q=${query}&format=json`} className="underline">
            {T.downloadJson}
          </a>
          <a href={`/api/staff/privacy/export?q=${query}&format=csv`} className="underline">
            {T.downloadCsv}
          </a>
          <Link
            href={`/staff/privacy/erase?q=${query}`}
            className="font-semibold text-red-700 underline"
          >
            {T.erase}
          </Link>
        </p>
      ) : null}
      {PERSON_TABLES.filter((table) => records[table].length > 0).map((table) => (
        <section key={table} aria-labelledby={`person-${table}`} className="space-y-2">
          <h3 id={`person-${table}`} className="font-semibold">
            {PERSON_TABLE_HEADINGS[table]} ({records[table].length})
          </h3>
          <ul className="space-y-2">
            {records[table].map((record) => (
              <li key={String(record.id)} className="rounded border border-slate-200 p-2 text-sm">
                <dl className="grid grid-cols-[max-content_1fr] gap-x-3">
                  {Object.entries(record).map(([field, value]) => (
                    <div key={field} className="contents">
                      <dt className="font-medium">{field}</dt>
                      <dd className="break-all">{show(value)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
