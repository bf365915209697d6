import { STAFF_INBOX_TEXT } from '@/content/staff';

/** "Mark handled" / "Reopen" for one inbox row; `label` names the row for screen readers. */
export function HandledButton(props: {
  id: string;
  handled: boolean;
  label: string;
  /** The inbox's own action that marks its rows (its route's actions.ts). */
  action: (form: FormData) => Promise<void>;
}) {
  return (
    <form action={props.action}>
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="handled" value={props.handled ? 'false' : 'true'} />
      <button
        type="submit"
        className="rounded border border-brand-700 px-2 py-1 text-brand-800 hover:bg-brand-50"
      >
        {props.handled ? STAFF_INBOX_TEXT.reopen : STAFF_INBOX_TEXT.markHandled}
        <span className="sr-only"> {props.label}</span>
      </button>
    </form>
  );
}
