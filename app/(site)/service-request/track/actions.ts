'use server';

import { headers } from 'next/headers';
import { DEFAULT_LANGUAGE, isLanguage } from '@/content/languages';
import { clientInfo } from '@/lib/platform/http/client';
import { formOf } from '@/lib/platform/http/form';
import { trackFromForm, type TrackState } from '@/lib/service/track';

/**
 * The tracking form (works without JavaScript: the page is rendered again with the answer). The
 * page binds its language (the answer's words, statuses and dates are in it); anything but a
 * language we have is English.
 */
export async function trackServiceRequestAction(
  language: unknown,
  _: TrackState,
  form: FormData,
): Promise<TrackState> {
  return trackFromForm(
    formOf(form),
    clientInfo(await headers()).ip,
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
  );
}
