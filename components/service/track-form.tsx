'use client';

import { useActionState } from 'react';
import { Field } from '@/components/forms/form-controls';
import { useWords } from '@/components/i18n/language-provider';
import { Button } from '@/components/ui/button';
import * as serviceEn from '@/content/service';
import * as serviceHi from '@/content/hi/service';
import { EMPTY_TRACK, type TrackState } from '@/lib/service/track-state';
import { TrackResult } from './track-result';

/**
 * Ticket number and mobile number, answered by a server action: a plain form post without
 * JavaScript (the page comes back with the answer), without a reload with it.
 */
export function TrackForm({
  action,
}: {
  action: (state: TrackState, form: FormData) => Promise<TrackState>;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_TRACK);
  const T = useWords({ en: serviceEn, hi: serviceHi }).SERVICE_TRACK_TEXT;
  return (
    <>
      <form action={submit} className="grid gap-x-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field
          id="track-ticket"
          name="ticket"
          label={T.ticket}
          defaultValue={state.ticket}
          placeholder={T.ticketHint}
          autoCapitalize="characters"
        />
        {/* tel-national on a text input, as HTML requires (components/forms/contact-fields.tsx). */}
        <Field
          id="track-mobile"
          name="mobile"
          label={T.mobile}
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={state.mobile}
        />
        <Button type="submit" busy={pending} busyLabel={T.submit}>
          {T.submit}
        </Button>
      </form>
      <p role="status" aria-live="polite" className="min-h-6 font-medium text-red-700">
        {state.message}
      </p>
      {state.request ? <TrackResult request={state.request} /> : null}
      {state.smsStopped ? <p className="mt-4 font-medium">{T.smsStopped}</p> : null}
      {state.request?.smsUpdates ? (
        // The same action, for the request shown: its ticket and mobile number go along.
        <form action={submit} className="mt-4">
          <input type="hidden" name="ticket" value={state.ticket} />
          <input type="hidden" name="mobile" value={state.mobile} />
          <input type="hidden" name="stopSms" value="1" />
          <Button type="submit" variant="secondary" size="sm" busy={pending} busyLabel={T.stopSms}>
            {T.stopSms}
          </Button>
        </form>
      ) : null}
    </>
  );
}
