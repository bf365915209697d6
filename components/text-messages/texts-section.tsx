import { ListTable } from '@/components/inbox/list-table';
import { STAFF_SERVICE_TEXT } from '@/content/service';
import { staffDate } from '@/lib/platform/inbox/format';
import type { StaffTextRow } from '@/lib/text-messages/staff';

const S = STAFF_SERVICE_TEXT.detail;

/** What the section says about one record's messages (a service request, a registration). */
export interface TextsSectionWords {
  texts: string;
  textsNone: string;
  textsStopped: string;
  textsCaption: string;
}

/**
 * A record's SMS and WhatsApp messages as staff see them on its page: when each was queued, its
 * channel, its text and its state with any failure reason (cards on a phone), and whether the
 * customer stopped them since.
 */
export function TextsSection({
  texts,
  stopped,
  words: T,
}: {
  texts: readonly StaffTextRow[];
  /** The customer had messages, and stopped them. */
  stopped: boolean;
  words: TextsSectionWords;
}) {
  return (
    <section aria-labelledby="texts-heading" className="space-y-2">
      <h2 id="texts-heading" className="text-xl font-bold text-brand-900">
        {T.texts}
      </h2>
      <ListTable
        text={{
          title: T.texts,
          lead: '',
          caption: T.textsCaption,
          columns: S.textsColumns,
          empty: T.textsNone,
        }}
        rows={texts}
        cells={(text) => [
          staffDate(text.at),
          S.channels[text.channel] ?? text.channel,
          text.body,
          `${S.textStates[text.status] ?? text.status}${text.error ? ` (${text.error})` : ''}`,
        ]}
      />
      {texts.length > 0 && stopped ? <p>{T.textsStopped}</p> : null}
    </section>
  );
}
