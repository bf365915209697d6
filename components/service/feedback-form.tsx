'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { Field, FormStatus } from '@/components/forms/form-controls';
import { useWords } from '@/components/i18n/language-provider';
import { Button } from '@/components/ui/button';
import * as en from '@/content/service-feedback';
import * as hi from '@/content/hi/service-feedback';
import type { FeedbackState } from '@/lib/service/feedback';

type FeedbackAction = (state: FeedbackState, form: FormData) => Promise<FeedbackState>;

/**
 * The rating (five radio buttons in a fieldset, each with its words) and an optional comment,
 * posted to a server action (a plain form post without JavaScript). The answer replaces the
 * form and takes focus, so it is read and in view; a refusal keeps what was typed.
 */
export function FeedbackForm({
  action,
  requestId,
  signature,
}: {
  action: FeedbackAction;
  requestId: string;
  signature: string;
}) {
  const { SERVICE_FEEDBACK_TEXT: T, FEEDBACK_RATINGS } = useWords({ en, hi });
  const [state, formAction, pending] = useActionState(action, { kind: 'idle' });
  const answer = useRef<HTMLDivElement>(null);
  const ratingError = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.kind === 'thanks') answer.current?.focus();
    // A field refused: focus goes to it (its message is read with it).
    if (state.kind === 'refused' && state.errors) {
      const name = state.errors.rating ? 'rating' : 'comment';
      form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
    }
  }, [state]);
  if (state.kind === 'thanks') {
    return (
      <FormStatus id="feedback-status" ok confirmation={answer}>
        {state.message}
      </FormStatus>
    );
  }
  const refused = state.kind === 'refused' ? state : null;
  return (
    <form ref={form} action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="r" value={requestId} />
      <input type="hidden" name="s" value={signature} />
      <fieldset
        aria-describedby={ratingError}
        aria-invalid={Boolean(refused?.errors?.rating) || undefined}
      >
        <legend className="text-lg font-semibold">{T.ratingLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FEEDBACK_RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                required
                defaultChecked={refused?.rating === String(rating)}
                className="h-4 w-4"
              />
              <span aria-hidden="true" className="text-amber-700">
                {'★'.repeat(rating)}
              </span>
              <span>{T.ratings[rating]}</span>
            </label>
          ))}
        </div>
        <p id={ratingError} className="mt-1 min-h-5 text-sm text-red-700">
          {refused?.errors?.rating}
        </p>
      </fieldset>
      <div>
        <Field
          as="textarea"
          id="feedback-comment"
          name="comment"
          label={T.commentLabel}
          required={false}
          rows={4}
          maxLength={1000}
          defaultValue={refused?.comment}
          error={refused?.errors?.comment}
          // Its message and its hint are read with it.
          aria-describedby="feedback-comment-error feedback-comment-hint"
        />
        <p id="feedback-comment-hint" className="text-sm text-muted">
          {T.commentHint}
        </p>
      </div>
      <Button type="submit" busy={pending} busyLabel={T.sending}>
        {T.submit}
      </Button>
      <FormStatus id="feedback-status" ok={false}>
        {refused && !refused.errors ? refused.message : null}
      </FormStatus>
    </form>
  );
}
