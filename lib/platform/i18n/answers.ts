import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/content/languages';
import { translator } from './translations';
import { wordsOf } from './words';

const translators = new Map<Language, (text: string) => string>();

/** English words of content/ → the language's, from the two languages' whole bundles. */
export function translatorFor(language: Language): (text: string) => string {
  let translate = translators.get(language);
  if (!translate) {
    translate = translator(wordsOf(DEFAULT_LANGUAGE), wordsOf(language));
    translators.set(language, translate);
  }
  return translate;
}

/**
 * A JSON answer in the language of the page that posted: its `message` and each field's message
 * under `errors`, translated; everything else (numbers, ids, the shape) as it was. Other answers
 * (files, PDFs, empty ones) and English are returned untouched.
 */
export async function answerIn(response: Response, language: Language): Promise<Response> {
  if (language === DEFAULT_LANGUAGE) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const data: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return response;
  const translate = translatorFor(language);
  const body = { ...(data as Record<string, unknown>) };
  if (typeof body.message === 'string') body.message = translate(body.message);
  if (body.errors !== null && typeof body.errors === 'object' && !Array.isArray(body.errors))
    body.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [
        field,
        typeof text === 'string' ? translate(text) : text,
      ]),
    );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('Content-Language', LANGUAGES[language].htmlLang);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
