'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { Field, FormStatus } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { DefinitionList } from '@/components/ui/definition-list';
import { useLanguage } from '@/components/i18n/language-provider';
import type { WARRANTY_CHECK } from '@/content/warranty';
import type { Words } from '@/content/words-type';
import { formatDay } from '@/lib/warranty/dates';
import type { WarrantyCheckState } from '@/lib/warranty/lookup';

type CheckAction = (state: WarrantyCheckState, form: FormData) => Promise<WarrantyCheckState>;

/**
 * "Check my warranty": serial and mobile, posted to a server action (a plain form post without
 * JavaScript). Shows the registration's product and cover only, never the person's details.
 * Its words come from the page, in the page's language (the action answers in it too); the
 * dates are written in that language's way.
 */
export function WarrantyCheckForm({
  action,
  words: T,
}: {
  action: CheckAction;
  words: Words<typeof WARRANTY_CHECK>;
}) {
  const language = useLanguage();
  const [state, formAction, pending] = useActionState(action, { kind: 'idle' });
  const refused = state.kind === 'refused' ? state : null;
  const shown = state.kind === 'found' ? state : null;
  const found = shown?.warranty ?? null;
  // The answer takes focus, which brings it on screen (on a phone it is below the form): a
  // rejection's reason is read at once, not found by scrolling.
  const result = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.kind === 'found') result.current?.focus();
  }, [state]);
  return (
    <div className="space-y-6">
      <form action={formAction} className="space-y-3">
        <Field
          id="warranty-check-serial"
          name="serial"
          label={T.labels.serial}
          autoComplete="off"
          defaultValue={refused?.serial}
          maxLength={60}
        />
        {/* tel-national on a text input, as HTML requires (components/forms/contact-fields.tsx). */}
        <Field
          id="warranty-check-mobile"
          name="mobile"
          label={T.labels.mobile}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={refused?.mobile}
          maxLength={20}
        />
        <Button type="submit" busy={pending} busyLabel={T.labels.submit}>
          {T.labels.submit}
        </Button>
        <FormStatus id="warranty-check-status" ok={false}>
          {refused?.message}
        </FormStatus>
      </form>
      {found ? (
        <section
          ref={result}
          tabIndex={-1}
          aria-labelledby="warranty-check-result"
          className="rounded-lg bg-brand-50 p-6"
        >
          <h2 id="warranty-check-result" className="text-xl font-semibold">
            {T.resultHeading}
          </h2>
          <DefinitionList
            className="mt-3 grid gap-2 sm:grid-cols-2"
            items={[
              [T.fields.number, found.number],
              [T.fields.model, found.model],
              [T.fields.purchasedOn, formatDay(found.purchasedOn, language)],
              [T.fields.endsOn, formatDay(found.warrantyEndsOn, language)],
              [T.fields.status, T.status[found.status]],
              [T.fields.verification, T.verification[found.verification]],
              ...(found.rejectionReason
                ? [
                    [
                      T.fields.reason,
                      <span key="reason" className="whitespace-pre-line">
                        {found.rejectionReason}
                      </span>,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
          {found.verification === 'rejected' ? <p className="mt-3">{T.rejectedNext}</p> : null}
          {shown?.textsStopped ? (
            <p className="mt-3 font-medium">{T.textsStopped}</p>
          ) : null}
          {shown && found.textUpdates ? (
            // The same action, for the registration shown: its serial and mobile number go along.
            <form action={formAction} className="mt-4">
              <input type="hidden" name="serial" value={shown.serial} />
              <input type="hidden" name="mobile" value={shown.mobile} />
              <input type="hidden" name="stop" value="1" />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                busy={pending}
                busyLabel={T.stopTexts}
              >
                {T.stopTexts}
              </Button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
