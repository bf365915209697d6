'use server';

import { headers } from 'next/headers';
import { clientInfo } from '@/lib/platform/http/client';
import { formOf } from '@/lib/platform/http/form';
import { trackFromForm, type TrackState } from '@/lib/service/track';

/** The tracking form (works without JavaScript: the page is rendered again with the answer). */
export async function trackServiceRequestAction(
  _: TrackState,
  form: FormData,
): Promise<TrackState> {
  return trackFromForm(formOf(form), clientInfo(await headers()).ip);
}
