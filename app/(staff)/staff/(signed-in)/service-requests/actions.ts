'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import {
  addServiceNote,
  changeServiceStatus,
  reassignServiceRequest,
  type ServiceChangeOutcome,
} from '@/lib/service/admin';
import { SERVICE_STATUSES } from '@/lib/service/status';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import { serviceRequests } from '@/lib/service/feature';
import { setServiceVisit, type VisitOutcome } from '@/lib/service/visit';

const note = z.string().trim().max(2000).regex(NO_CONTROL_CHARS);

const inputs = {
  status: z.object({ id: z.uuid(), status: z.enum(SERVICE_STATUSES), note: note.optional() }),
  assign: z.object({ id: z.uuid(), outletId: z.uuid() }),
  note: z.object({ id: z.uuid(), note: note.min(1), visibility: z.enum(['public', 'internal']) }),
  confirm: z.object({ id: z.uuid(), seen: z.string().max(60) }),
  propose: z.object({
    id: z.uuid(),
    seen: z.string().max(60),
    date: z.string().max(10),
    window: z.string().max(20),
  }),
};

/** Back to the request's page with what happened (or to the inbox when the id is not one). */
function back(form: FormData, outcome: ServiceChangeOutcome | VisitOutcome | 'invalid'): never {
  const id = z.uuid().safeParse(form.get('id'));
  redirect(
    id.success
      ? `/staff/service-requests/${id.data}?outcome=${outcome}`
      : '/staff/service-requests',
  );
}

const fields = (form: FormData) => Object.fromEntries(form);

/** Changes a request's status along an allowed move; the customer is e-mailed. */
export async function changeServiceStatusAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  form = formOf(form);
  const parsed = inputs.status.safeParse(fields(form));
  if (!parsed.success) back(form, 'invalid');
  const { id, status, note: text } = parsed.data;
  back(form, await changeServiceStatus(staff, id, status, text || null));
}

/** Assigns a request to another service centre of its product line. */
export async function reassignServiceRequestAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  form = formOf(form);
  const parsed = inputs.assign.safeParse(fields(form));
  if (!parsed.success) back(form, 'invalid');
  back(form, await reassignServiceRequest(staff, parsed.data.id, parsed.data.outletId));
}

/** Adds a public or internal note. */
export async function addServiceNoteAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  form = formOf(form);
  const parsed = inputs.note.safeParse(fields(form));
  if (!parsed.success) back(form, 'invalid');
  const { id, note: text, visibility } = parsed.data;
  back(form, await addServiceNote(staff, id, text, visibility === 'public'));
}

/** Confirms the visit window the customer asked for; the customer is told. */
export async function confirmVisitAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  form = formOf(form);
  const parsed = inputs.confirm.safeParse(fields(form));
  if (!parsed.success) back(form, 'invalid');
  const { id, seen } = parsed.data;
  back(form, await setServiceVisit(staff, id, { action: 'confirm', seen }));
}

/** Proposes another visit day and window; the customer is told. */
export async function proposeVisitAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  form = formOf(form);
  const parsed = inputs.propose.safeParse(fields(form));
  if (!parsed.success) back(form, 'invalidVisit');
  const { id, ...change } = parsed.data;
  back(form, await setServiceVisit(staff, id, { action: 'propose', ...change }));
}
