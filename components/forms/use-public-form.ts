import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FormPayload } from '@/components/forms/post';
import { useFormPost, type FormPostOptions } from './use-form-post';

export type { FormStatusText } from './use-form-post';

/** A form's zod schema, or a function that imports it (so that zod loads on first use). */
export type SchemaSource<Output, Fields> =
  z.ZodType<Output, Fields> | (() => Promise<z.ZodType<Output, Fields>>);

/**
 * react-hook-form's resolver for `schema`, loading zod, the zod resolver and (given a function)
 * the schema on the first check (a submit, or an edit after one) instead of with the page: zod
 * alone is about 34 KB gzip of script that a phone would otherwise parse and run while the form
 * hydrates (docs/features/enquiries.md, "Script on form pages"). A failed load is tried again on
 * the next check.
 */
export function lazyZodResolver<Fields extends FieldValues, Output>(
  schema: SchemaSource<Output, Fields>,
): Resolver<Fields, unknown, Output> {
  let loading: Promise<Resolver<Fields, unknown, Output>> | undefined;
  const load = async () => {
    // First: before any schema is used in the browser.
    await import('./zod-in-the-browser');
    const [{ zodResolver }, resolved] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodResolver(resolved as never) as unknown as Resolver<Fields, unknown, Output>;
  };
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

/** What a Field of a public form needs besides its label: id, registration and error. */
export type FieldBinding = UseFormRegisterReturn & { id: string; error?: string };

/**
 * The hook of the public forms: react-hook-form checked by the form's zod schema (the same one
 * its route handler parses with), sent by useFormPost. A 422's field messages land on the
 * fields; the form's message (success or failure) is `status`, with what happens next (`next`)
 * and where to follow it (`link`) after a success. Success clears the form whole (every field
 * back to `defaultValues`, the file inputs emptied, nothing left disabled by a choice), unless
 * `keepValues` (the payment wizard keeps the payer's details, spec §7); focus moves to the
 * confirmation (FormStatus, given `confirmation`) and it is scrolled into view.
 */
export function usePublicForm<Fields extends FieldValues, Output extends FormPayload>({
  schema,
  defaultValues,
  reValidateMode = 'onChange',
  translate = (text: string) => text,
  keepValues = false,
  ...sending
}: FormPostOptions & {
  /** Keep the values after a success (the payment wizard: spec §7). */
  keepValues?: boolean;
  /**
   * The schema's messages (written in English in content/) in the page's language: from
   * `useTranslate` (components/i18n/use-translate.ts).
   */
  translate?: (text: string) => string;
  /** Its schema, or a function importing it: `() => import('…').then((m) => m.xSchema)`. */
  schema: SchemaSource<Output, Fields>;
  defaultValues: DefaultValues<Fields>;
  /** When a field's message is checked again after a submit (default: as it is edited). */
  reValidateMode?: 'onChange' | 'onSubmit';
}) {
  const { id, status, setStatus, busy, post, confirmation } = useFormPost(sending);
  const [resolver] = useState(() => lazyZodResolver<Fields, Output>(schema));
  const form = useForm<Fields, unknown, Output>({
    resolver,
    defaultValues,
    reValidateMode,
  });

  const send = async (data: Output, event?: BaseSyntheticEvent) => {
    const target = event?.target;
    const outcome = await post(data, target);
    if (outcome.ok && !keepValues) {
      form.reset(defaultValues);
      // What react-hook-form leaves: a file input's chosen files, a select's shown option.
      if (target instanceof HTMLFormElement) target.reset();
    }
    if (outcome.ok) return;
    for (const [name, message] of Object.entries(outcome.errors)) {
      if (name in (defaultValues as object)) form.setError(name as Path<Fields>, { message });
    }
  };

  const translated = (message: unknown) =>
    typeof message === 'string' ? translate(message) : undefined;

  /** What a Field of this form needs besides its label: id, registration and error. */
  const field = (name: Path<Fields>): FieldBinding => ({
    id: `${id}-${name}`,
    error: translated(form.formState.errors[name]?.message),
    ...form.register(name),
  });

  return {
    id,
    form,
    field,
    status,
    setStatus,
    busy,
    confirmation,
    /** FormSubmit's part of the hook, for `<FormSubmit {...submit} label=… busyLabel=… />`. */
    submit: { id, busy, status, confirmation },
    // A refused submit clears the previous answer: the fields' messages are what is current. A
    // schema that could not be loaded (the connection dropped) is said as a post that could not
    // be sent.
    onSubmit: (event?: BaseSyntheticEvent) =>
      form
        .handleSubmit(send, () => setStatus(null))(event)
        .catch(() => setStatus({ ok: false, text: sending.messages.unreachable })),
  };
}
