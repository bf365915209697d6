'use server';

import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { DEFAULT_LANGUAGE, isLanguage } from '@/content/languages';
import { clientInfo } from '@/lib/platform/http/client';
import { formOf } from '@/lib/platform/http/form';
import { leaveFeedback, type FeedbackState } from '@/lib/service/feedback';

/**
 * The feedback form (a plain form post without JavaScript too). The page binds its language;
 * a link not signed for a request there is answers as the page does: not found.
 */
export async function leaveFeedbackAction(
  language: unknown,
  _: FeedbackState,
  form: FormData,
): Promise<FeedbackState> {
  const state = await leaveFeedback(
    formOf(form),
    clientInfo(await headers()).ip,
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
  );
  if (!state) notFound();
  return state;
}
