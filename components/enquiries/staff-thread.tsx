import { Button } from '@/components/ui/button';
import { Notice } from '@/components/inbox/row-button';
import { STAFF_ENQUIRY_TEXT } from '@/content/staff-enquiries';
import { staffDate } from '@/lib/platform/inbox/format';
import { THREAD_TEXT_MAX, type EnquiryThread, type ThreadOutcome } from '@/lib/enquiries/thread';

const T = STAFF_ENQUIRY_TEXT;
type Action = (form: FormData) => Promise<void>;

const field = 'flex flex-col gap-1 text-sm';
const input = 'w-full max-w-full rounded border border-slate-400 px-2 py-1';
const box = 'min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4';

/** Which form an outcome belongs to, and its words: a change done, or a refusal beside its form. */
const SUCCESS: Partial<Record<ThreadOutcome, string>> = T.outcomes;
function refusal(outcome: string | undefined): string | null {
  switch (outcome) {
    case 'empty':
    case 'invalid':
    case 'erased':
    case 'noEmail':
    case 'notAssignable':
    case 'missing':
      return T.errors[outcome];
    case 'tooLong':
      return T.errors.tooLong(THREAD_TEXT_MAX);
    default:
      return null;
  }
}

function Refusal({ text, id }: { text: string | null; id: string }) {
  return text ? (
    <p id={id} role="alert" className="rounded bg-red-50 p-2 text-sm font-semibold text-red-900">
      {text}
    </p>
  ) : null;
}

function Section(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-heading`} className={box}>
      <h2 id={`${props.id}-heading`} className="text-lg font-bold text-brand-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The thread, oldest first: replies e-mailed to the enquirer and internal notes, each marked. */
function Thread({ thread, outcome }: { thread: EnquiryThread['thread']; outcome?: string }) {
  const last = thread.at(-1)?.id;
  return (
    <Section id="thread" title={T.thread.heading}>
      {thread.length === 0 ? (
        <p>{T.thread.empty}</p>
      ) : (
        <ol className="space-y-3">
          {thread.map((entry) => (
            <li
              key={entry.id}
              // After a reply or note the page opens at it (#latest), so it is in view.
              id={entry.id === last ? 'latest' : undefined}
              data-kind={entry.kind}
              className={`scroll-mt-4 rounded border-l-4 p-3 ${
                entry.kind === 'note'
                  ? 'border-amber-500 bg-amber-50'
                  : 'border-brand-700 bg-brand-50'
              }`}
            >
              <p className="text-sm font-semibold">
                {entry.kind === 'note' ? T.thread.note : T.thread.reply}
              </p>
              <p className="text-xs text-slate-700">
                {T.thread.by(entry.authorName, entry.authorEmail)},{' '}
                <time dateTime={entry.at}>{staffDate(entry.at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
      {outcome && SUCCESS[outcome as ThreadOutcome] && outcome !== 'assigned' ? (
        <Notice text={SUCCESS[outcome as ThreadOutcome]!} />
      ) : null}
    </Section>
  );
}

/** Why no reply can be written here, or null when one can. */
export type NoReply = string | null;

/**
 * An enquiry's thread and what staff do to it: reply by e-mail (`noReply` says why not, for a
 * dealer or an erased enquiry), add an internal note, assign it. Each form posts to its route's
 * action, which comes back here with `?form=<which>&outcome=<what>`.
 */
export function EnquiryThreadPanel(props: {
  id: string;
  detail: EnquiryThread;
  email: string | null;
  noReply: NoReply;
  me: string;
  outcome?: string;
  form?: string;
  actions: { reply?: Action; note: Action; assign: Action };
}) {
  const { detail } = props;
  const refused = refusal(props.outcome);
  const refusedIn = (form: string) => (props.form === form ? refused : null);
  const hidden = <input type="hidden" name="id" value={props.id} />;
  const describe = (form: string) =>
    refusedIn(form) ? { 'aria-describedby': `${form}-error`, 'aria-invalid': true } : {};
  return (
    <div className="space-y-4">
      <Thread thread={detail.thread} outcome={props.outcome} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Section id="reply" title={T.reply.heading}>
          {props.noReply || !props.actions.reply || !props.email ? (
            <p>{props.noReply}</p>
          ) : (
            <form action={props.actions.reply} className="space-y-2">
              {hidden}
              <Refusal id="reply-error" text={refusedIn('reply')} />
              <label className={field}>
                {T.reply.label(props.email)}
                <textarea
                  name="text"
                  rows={5}
                  maxLength={THREAD_TEXT_MAX}
                  className={input}
                  {...describe('reply')}
                />
              </label>
              <p className="text-xs text-slate-700">{T.reply.hint}</p>
              <Button type="submit" size="xs">
                {T.reply.submit}
              </Button>
            </form>
          )}
        </Section>
        <Section id="note" title={T.note.heading}>
          <form action={props.actions.note} className="space-y-2">
            {hidden}
            <Refusal id="note-error" text={refusedIn('note')} />
            <label className={field}>
              {T.note.label}
              <textarea
                name="text"
                rows={3}
                maxLength={THREAD_TEXT_MAX}
                className={input}
                {...describe('note')}
              />
            </label>
            <Button type="submit" size="xs">
              {T.note.submit}
            </Button>
          </form>
        </Section>
        <Section id="assign" title={T.assign.heading}>
          <form action={props.actions.assign} className="space-y-2">
            {hidden}
            <Refusal id="assign-error" text={refusedIn('assign')} />
            {props.outcome === 'assigned' ? <Notice text={T.outcomes.assigned} /> : null}
            <label className={field}>
              {T.assign.label}
              <select
                name="staffId"
                className={input}
                defaultValue={detail.assignedToId ?? ''}
                {...describe('assign')}
              >
                <option value="">{T.assign.nobody}</option>
                {detail.assignees.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.id === props.me ? T.assign.me(m.name) : `${m.name} (${m.email})`}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="xs">
              {T.assign.submit}
            </Button>
          </form>
        </Section>
      </div>
    </div>
  );
}

/** The inboxes' filter by assignment (`?assigned=mine|unassigned`, lib/platform/inbox/filters.ts). */
export const ASSIGNED_FILTER = {
  name: 'assigned',
  label: T.inbox.filterLabel,
  options: [
    { value: 'mine', label: T.inbox.mine },
    { value: 'unassigned', label: T.inbox.unassignedOption },
  ],
} as const;

/** The inboxes' column that opens an enquiry's page, with whom it is assigned to. */
export function threadColumn<Row extends { id: string; name: string; assignedTo: string | null }>(
  path: string,
) {
  return {
    header: T.inbox.header,
    cell: (row: Row) => (
      <>
        <a
          href={`${path}/${row.id}`}
          className="inline-block min-h-6 leading-6 font-semibold text-brand-700 underline"
        >
          {T.inbox.open}
          <span className="sr-only"> {row.name}</span>
        </a>
        <br />
        <span className="text-xs">
          {row.assignedTo ? T.inbox.assignedTo(row.assignedTo) : T.inbox.unassigned}
        </span>
      </>
    ),
  };
}
