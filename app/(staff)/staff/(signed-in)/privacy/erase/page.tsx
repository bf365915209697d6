import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PRIVACY_TOOL_TEXT as T } from '@/content/staff-privacy';
import { requireStaff } from '@/lib/platform/auth/session';
import { maskIdentifier, parseIdentifier } from '@/lib/platform/privacy/identifier';
import { erasePersonData } from '../actions';

export const metadata: Metadata = { title: T.confirm.title };

/** The second step of an erasure: the admin types the person's e-mail or mobile again. */
export default async function ErasePage({ searchParams }: PageProps<'/staff/privacy/erase'>) {
  await requireStaff('admin');
  const params = await searchParams;
  const q = typeof params.q === 'string' ? params.q : '';
  const id = parseIdentifier(q);
  const mismatch = params.error === 'confirmation';
  return (
    <>
      <h1 className="text-2xl font-bold">{T.confirm.title}</h1>
      {id ? (
        <form action={erasePersonData} className="max-w-2xl space-y-4">
          <p>{T.confirm.lead(maskIdentifier(id))}</p>
          <input type="hidden" name="q" value={q} />
          <div>
            <label htmlFor="confirmation" className="block font-medium">
              {T.confirm.label}
            </label>
            <input
              id="confirmation"
              name="confirmation"
              required
              autoComplete="off"
              aria-invalid={mismatch}
              aria-describedby={mismatch ? 'confirmation-error' : undefined}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
            {mismatch ? (
              <p id="confirmation-error" role="alert" className="mt-1 text-sm text-red-700">
                {T.errors.confirmation}
              </p>
            ) : null}
          </div>
          <div className="flex gap-4">
            <button type="submit" className="rounded bg-red-700 px-4 py-2 font-semibold text-white">
              {T.confirm.submit}
            </button>
            <Link
              href={`/staff/privacy?q=${encodeURIComponent(q)}`}
              className="px-4 py-2 underline"
            >
              {T.confirm.cancel}
            </Link>
          </div>
        </form>
      ) : (
        <p role="alert" className="text-red-700">
          {T.errors.identifier}{' '}
          <Link href="/staff/privacy" className="underline">
            {T.title}
          </Link>
        </p>
      )}
    </>
  );
}
