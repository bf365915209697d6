import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { postForm, type Encoding, type FormPayload, type PostMessages } from '@/lib/forms/post';
import { HONEYPOT_FIELD } from '@/lib/security/honeypot';
import { honeypotValue } from './honeypot-field';

export interface FormStatusText {
  ok: boolean;
  text: string;
}

/**
 * The one hook of the public forms: react-hook-form checked by the form's zod schema (the same
 * one its route handler parses with), posted by lib/forms/post with the honeypot and any extra
 * fields made on submit (a reCAPTCHA token). A 422's field messages land on the fields; the
 * form's message (success or failure) is `status`. Success clears the form, unless `onAccepted`
 * says what follows.
 */
export function usePublicForm<Fields extends FieldValues, Output extends FormPayload>({
  schema,
  defaultValues,
  endpoint,
  encoding = 'json',
  messages,
  extraFields,
  reValidateMode = 'onChange',
  onAccepted,
}: {
  schema: z.ZodType<Output, Fields>;
  defaultValues: DefaultValues<Fields>;
  endpoint: string;
  encoding?: Encoding;
  messages: PostMessages;
  extraFields?: () => Promise<FormPayload>;
  /** When a field's message is checked again after a submit (default: as it is edited). */
  reValidateMode?: 'onChange' | 'onSubmit';
  /**
   * What follows an accepted submit instead of clearing the form and showing the server's
   * message (the payment wizard opens checkout); the form stays busy until it settles, and
   * what it returns is shown.
   */
  onAccepted?: (answer: Record<string, unknown> | null) => Promise<FormStatusText | null>;
}) {
  const id = useId();
  const [status, setStatus] = useState<FormStatusText | null>(null);
  const form = useForm<Fields, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Fields, unknown, Output>,
    defaultValues,
    reValidateMode,
  });

  const send = async (data: Output, event?: BaseSyntheticEvent) => {
    setStatus(null);
    const website = honeypotValue(event?.target);
    const payload = (async () => ({
      ...data,
      ...(await extraFields?.()),
      [HONEYPOT_FIELD]: website,
    }))();
    const outcome = await postForm(endpoint, payload, messages, encoding);
    if (outcome.ok && onAccepted) return setStatus(await onAccepted(outcome.data));
    if (outcome.ok) form.reset(defaultValues);
    else {
      for (const [name, message] of Object.entries(outcome.errors)) {
        if (name in (defaultValues as object)) form.setError(name as Path<Fields>, { message });
      }
    }
    setStatus({ ok: outcome.ok, text: outcome.message });
  };

  /** What a Field of this form needs: its id, label-independent props and its error. */
  const field = (name: Path<Fields>) => ({
    id: `${id}-${name}`,
    error: form.formState.errors[name]?.message as string | undefined,
    ...form.register(name),
  });

  return {
    id,
    form,
    field,
    status,
    setStatus,
    busy: form.formState.isSubmitting,
    // A refused submit clears the previous answer: the fields' messages are what is current.
    onSubmit: form.handleSubmit(send, () => setStatus(null)),
  };
}
