import { staffTypedLang, words } from '@/lib/platform/i18n/words';
import { INDIAN_STATES as STATE_VALUES } from '@/content/locator';

import type { PublicOutlet } from '@/lib/locator/search';

const LINK = 'rounded border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50';

const display = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

function NewTabLink({ href, label }: { href: string; label: string }) {
  const { LOCATOR_TEXT: T } = words().locator;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {label}
      <span className="sr-only"> {T.newTab}</span>
    </a>
  );
}

/** A stored state (its English name) in the page's language. */
function stateName(state: string): string {
  const index = (STATE_VALUES as readonly string[]).indexOf(state);
  return words().locator.INDIAN_STATES[index] ?? state;
}

/** Text staff typed, marked English on a page in another language (as it was on English pages). */
function Typed({ lang, children }: { lang: string | undefined; children: React.ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** One outlet: what it is, where, how far, and its call, WhatsApp and directions links. */
function OutletCard({ outlet }: { outlet: PublicOutlet }) {
  const { LOCATOR_TEXT: T } = words().locator;
  // Name, address, city and hours are as staff typed them (English, said so on other pages).
  const typed = staffTypedLang();
  return (
    <li
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      data-outlet={outlet.id}
    >
      <h3 className="text-lg font-semibold text-brand-900" lang={typed}>
        {outlet.name}
      </h3>
      <p className="text-sm">
        {outlet.typeLabel}
        {outlet.distanceKm !== null ? (
          <>
            {' · '}
            <span className="font-semibold">{T.distance(outlet.distanceKm)}</span>
          </>
        ) : null}
      </p>
      <address className="not-italic">
        <Typed lang={typed}>
          {outlet.address}, {outlet.city}
        </Typed>
        , {stateName(outlet.state)} {outlet.pincode}
      </address>
      <p className="text-sm">
        {T.lines}: {outlet.productLines.map((line) => line.name).join(', ')}
      </p>
      {outlet.openingHours ? (
        <p className="text-sm">
          {T.hours}: <Typed lang={typed}>{outlet.openingHours}</Typed>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {outlet.links.tel.map((href, i) => (
          <a key={href} href={href} className={LINK}>
            {T.call} {display(outlet.phones[i]!)}
          </a>
        ))}
        {outlet.links.whatsapp ? (
          <NewTabLink href={outlet.links.whatsapp} label={T.whatsapp} />
        ) : null}
        <NewTabLink href={outlet.links.directions} label={T.directions} />
        {outlet.email ? (
          <a href={`mailto:${outlet.email}`} className={LINK}>
            {T.email}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function OutletResults(props: {
  outlets: PublicOutlet[];
  total: number;
  nearestFrom: string | null;
}) {
  const { LOCATOR_TEXT: T } = words().locator;
  return (
    <section aria-labelledby="locator-results-heading" className="space-y-3">
      <h2 id="locator-results-heading" className="text-2xl font-semibold">
        {T.resultsHeading}
      </h2>
      <p role="status">
        {props.total === 0 ? T.none : T.resultsCount(props.outlets.length, props.total)}
        {props.total > 0 && props.nearestFrom ? <> {T.nearestFirst(props.nearestFrom)}</> : null}
      </p>
      <ol className="grid gap-4 md:grid-cols-2">
        {props.outlets.map((outlet) => (
          <OutletCard key={outlet.id} outlet={outlet} />
        ))}
      </ol>
    </section>
  );
}
