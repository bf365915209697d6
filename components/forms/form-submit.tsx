import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { PrivacyNote } from '@/components/privacy/privacy-note';
import type { FormStatusText } from './use-form-post';
import { FormStatus } from './form-controls';
import { HoneypotField } from './honeypot-field';

/**
 * The end of a public form: the hidden honeypot, the submit button (busy while sending), the
 * privacy note beside it, anything the form adds there, and the form's message, when it shows one
 * under the button.
 */
export function FormSubmit({
  id,
  busy,
  label,
  busyLabel,
  status,
  confirmation,
  children,
}: {
  id: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The form's message; undefined for a form that shows it elsewhere. */
  status?: FormStatusText | null;
  /** The confirmation's ref (usePublicForm's `confirmation`): focus moves there on a success. */
  confirmation?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <>
      <HoneypotField />
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
      <PrivacyNote />
      {children}
      {status !== undefined ? (
        <FormStatus
          id={`${id}-status`}
          ok={status?.ok ?? false}
          next={status?.next}
          link={status?.link}
          confirmation={confirmation}
        >
          {status?.text}
        </FormStatus>
      ) : null}
    </>
  );
}
