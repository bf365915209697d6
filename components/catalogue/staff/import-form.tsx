'use client';

import { useActionState, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { CATALOGUE_IMPORT_TEXT as T } from '@/content/staff-catalogue';
import type { ImportResult } from '@/lib/catalogue/csv';

/** How many codes of each kind the report lists before "and N more". */
const REPORT_LIST = 50;

type Action = (state: ImportResult | null, form: FormData) => Promise<ImportResult | null>;

function Codes({ heading, codes }: { heading: string; codes: string[] }) {
  if (!codes.length) return null;
  const shown = codes.slice(0, REPORT_LIST);
  return (
    <div>
      <h3 className="font-semibold">
        {heading} ({codes.length})
      </h3>
      <p translate="no">
        {shown.join(', ')}
        {codes.length > shown.length ? ` ${T.more(codes.length - shown.length)}` : ''}
      </p>
    </div>
  );
}

/**
 * The catalogue's CSV import: a file and two buttons, "Check the file" (what an import would add,
 * change and discontinue; nothing changes) and "Import"; a refusal lists every refused row's line
 * and column with its message (nothing was saved).
 */
export function CatalogueImportForm({ action }: { action: Action }) {
  const [result, formAction, pending] = useActionState(action, null);
  // The report is below the buttons, out of view on a phone: each answer brings it into view.
  const report = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) report.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);
  return (
    <form action={formAction} className="max-w-3xl space-y-4 rounded bg-white p-4">
      <div>
        <label htmlFor="catalogue-import-file" className="font-semibold text-ink">
          {T.file}
        </label>
        <input
          id="catalogue-import-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="mode"
          value="check"
          disabled={pending}
          className={buttonClass({ size: 'sm', variant: 'secondary' })}
        >
          {pending ? T.sending : T.check}
        </button>
        <button
          type="submit"
          name="mode"
          value="apply"
          disabled={pending}
          className={buttonClass({ size: 'sm' })}
        >
          {pending ? T.sending : T.apply}
        </button>
      </div>
      <div aria-live="polite" ref={report}>
        {result?.ok ? (
          <div role="status" className="space-y-2 rounded bg-green-50 p-3 text-green-900">
            <p className="font-semibold">{result.applied ? T.appliedHeading : T.checkedHeading}</p>
            <p>
              {(result.applied ? T.appliedSummary : T.summary)(
                result.added.length,
                result.changed.length,
                result.discontinued.length,
                result.unchanged,
              )}
            </p>
            <Codes heading={T.addedList} codes={result.added} />
            <Codes heading={T.changedList} codes={result.changed} />
            <Codes heading={T.discontinuedList} codes={result.discontinued} />
          </div>
        ) : result ? (
          <div role="alert" className="rounded border border-red-700 p-3 text-red-800">
            <p className="font-semibold">{result.message}</p>
            {result.rows.length ? (
              <ul className="list-disc pl-5">
                {result.rows.flatMap((row) =>
                  row.problems.map((problem, i) => (
                    <li key={`${row.line}-${i}`}>
                      {problem.column ? T.at(row.line, problem.column) : T.atLine(row.line)}:{' '}
                      {problem.message}
                    </li>
                  )),
                )}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
