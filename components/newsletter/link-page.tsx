import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/layout/page-header';

/**
 * A page opened from a newsletter mail. Opening it changes nothing (mail scanners fetch links):
 * with `action`, it shows one button that posts the token to the server action.
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
