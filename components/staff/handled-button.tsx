import { STAFF_INBOX_TEXT } from '@/content/staff';
import type { HandledEntity } from '@/lib/staff/handled';

/** "Mark handled" / "Reopen" for one inbox row; `label` names the row for screen readers. */
export function HandledButton(props: {
  entity: HandledEntity;
  id: string;
  handled: boolean;
  back: string;
  label: string;
  /** The server action that marks the row (app/(staff)/staff/(signed-in)/actions.ts). */
  action: (form: FormData) => Promise<void>;
}) {
  return (
    <form action={props.action}>
      <input type="hidden" name="entity" value={props.entity} />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="handled" value={props.handled ? 'false' : 'true'} />
      <input type="hidden" name="back" value={props.back} />
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
