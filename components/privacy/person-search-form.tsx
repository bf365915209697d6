import { buttonClass } from '@/components/ui/button';
import { PRIVACY_TOOL_TEXT as T } from '@/content/staff-privacy';

/** The person search (GET, so a result can be reloaded); the error sits under the field. */
export function PersonSearchForm({ q, error }: { q: string; error?: string }) {
  const describedBy = ['person-q-hint', error ? 'person-q-error' : null].filter(Boolean).join(' ');
  return (
    <form method="get" action="/staff/privacy" role="search" className="max-w-xl space-y-1">
      <label htmlFor="person-q" className="block font-medium">
        {T.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="person-q"
          name="q"
          defaultValue={q}
          required
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="block w-full rounded-md border border-slate-400 px-3 py-2"
        />
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {T.search}
        </button>
      </div>
      <p id="person-q-hint" className="text-sm text-slate-700">
        {T.searchHint}
      </p>
      {error ? (
        <p id="person-q-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
