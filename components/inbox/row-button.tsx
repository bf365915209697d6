/** One action button of a table row, as its own small form so it works without JavaScript. */
export function RowButton({
  action,
  id,
  op,
  label,
  itemName,
  danger = false,
  hidden = {},
  reasonLabel,
}: {
  action: (form: FormData) => Promise<void>;
  id: string;
  op: string;
  label: string;
  itemName: string;
  danger?: boolean;
  /** More fields for the action, e.g. the list view to return to. */
  hidden?: Record<string, string>;
  /** Asks for a reason (required, at least 5 characters) in a field with this label. */
  reasonLabel?: string;
}) {
  const colour = danger
    ? 'border-red-800 text-red-800 hover:bg-red-50'
    : 'border-brand-700 text-brand-800 hover:bg-brand-50';
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="op" value={op} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {reasonLabel ? (
        <input
          name="reason"
          required
          minLength={5}
          maxLength={500}
          aria-label={reasonLabel}
          placeholder={reasonLabel}
          className="mr-1 rounded border border-slate-400 px-2 py-1 text-sm"
        />
      ) : null}
      <button type="submit" className={`rounded border px-2 py-1 text-sm ${colour}`}>
        {label}
        <span className="sr-only"> {itemName}</span>
      </button>
    </form>
  );
}

export function Notice({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? 'rounded bg-green-50 p-3 font-semibold text-green-900' : ''}>
      {text}
    </p>
  );
}
