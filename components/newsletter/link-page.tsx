import { buttonClass } from '@/components/ui/button';
import { LanguageOnly } from '@/components/i18n/language-only';
import { PageHeader } from '@/components/layout/page-header';
import type { Language } from '@/content/languages';
import { env } from '@/lib/platform/env';
import { requestLanguage, wordsOf } from '@/lib/platform/i18n/words';

/**
 * A page opened from a newsletter mail, in the page's language (the mail links to the page in
 * the language the person signed up in). Opening it changes nothing (mail scanners fetch links):
 * with `action`, it shows one button that posts the token, and the page's language for the page
 * the action sends the person on to, to the server action.
 */
export function LinkPage(props: {
  title: string;
  lead: string;
  note?: string;
  action?: { run: (form: FormData) => Promise<void>; token: string; button: string };
}) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className="container-page max-w-2xl space-y-6 py-10">
        <p className="text-lg">{props.lead}</p>
        {props.note ? <p>{props.note}</p> : null}
        {props.action ? (
          <form action={props.action.run}>
            <input type="hidden" name="token" value={props.action.token} />
            <input type="hidden" name="lang" value={requestLanguage()} />
            <button type="submit" className={buttonClass()}>
              {props.action.button}
            </button>
          </form>
        ) : null}
      </div>
    </>
  );
}

/** The `token` query parameter (the first, when repeated). */
export async function tokenParam(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const raw = (await searchParams).token;
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
}

/** The `list` of a page the link's action sent the person to (?list=investor_alerts). */
export async function listParam(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<'newsletter' | 'investor_alerts'> {
  return (await searchParams).list === 'investor_alerts' ? 'investor_alerts' : 'newsletter';
}

/**
 * What a link no longer valid shows (a not-found boundary, answered with a 404). Next.js renders a
 * not-found boundary apart from the layout that sets the page's language, and gives it no params:
 * so each of `languages` has its body here, and the frame's language picks one (LanguageOnly).
 */
export function InvalidLinkPage({
  link,
  languages,
}: {
  link: 'confirmInvalid' | 'unsubscribeInvalid';
  languages: readonly Language[];
}) {
  return languages.map((language) => {
    const T = wordsOf(language).newsletter.NEWSLETTER_PAGES;
    const title = T[link].title;
    const lead =
      link === 'confirmInvalid'
        ? T.confirmInvalid.lead(env.NEWSLETTER_CONFIRM_HOURS)
        : T.unsubscribeInvalid.lead;
    return (
      <LanguageOnly key={language} language={language}>
        <title>{title}</title>
        <LinkPage title={title} lead={lead} />
      </LanguageOnly>
    );
  });
}
