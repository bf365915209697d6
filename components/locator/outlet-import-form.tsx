'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { OUTLET_IMPORT_TEXT as T } from '@/content/locator';
import type { ImportResult } from '@/lib/locator/import';

/**
 * The CSV import of the outlets page: a file and a button; after a refusal, the report of every
 * refused line with its messages (nothing was saved), after success the counts.
 */
export function OutletImportForm({
  action,
}: {
  action: (state: ImportResult | null, form: FormData) => Promise<ImportResult | null>;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="max-w-xl space-y-4 rounded bg-white p-4">
      <div>
        <label htmlFor="import-file" className="font-semibold text-ink">
          {T.file}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full"
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass({ size: 'sm' })}>
        {pending ? T.sending : T.submit}
      </button>
      <div aria-live="polite">
        {result?.ok ? (
          <p role="status" className="rounded bg-green-50 p-3 font-semibold text-green-900">
            {T.done(result.added, result.updated)}
          </p>
        ) : result ? (
          <div role="alert" className="rounded border border-red-700 p-3 text-red-800">
            <p className="font-semibold">{result.message}</p>
            {result.rows.length ? (
              <ul className="list-disc pl-5">
                {result.rows.map((row) => (
                  <li key={row.line}>
                    {T.line(row.line)}: {row.messages.join(' ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
