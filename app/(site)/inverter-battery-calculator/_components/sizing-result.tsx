import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type * as calculator from '@/content/calculator';
import { localPath, type Language } from '@/content/languages';
import { ROUTES } from '@/content/routes';
import type { Words } from '@/content/words-type';
import { SIZING, type SizingResult as Result } from '@/lib/sizing/sizing';

/** The calculator's words in the page's language. */
export type CalculatorText = Words<typeof calculator.calculatorText>;

const linkClass = 'font-medium text-brand-700 underline';

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-3">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** A model the sizing chose, by its name and its page in the catalogue, in the page's language. */
const ModelLink = ({ model }: { model: { name: string; href: string } }) => (
  <Link href={model.href} className={linkClass}>
    {model.name}
  </Link>
);

/** "Contact our sales team" and the sentence's full stop (the language's own). */
const ContactSales = ({ text: T, language }: { text: CalculatorText; language: Language }) => (
  <>
    <Link href={localPath(ROUTES.contact.path, language)} className={linkClass}>
      {T.contactSales}
    </Link>
    {T.sentenceEnd}
  </>
);

/**
 * The figures of a sizing and the catalogue models that fit it, in the words and with the links
 * of the page's language (the calculator picks them).
 */
export function SizingFigures({
  result: r,
  text: T,
  language,
}: {
  result: Result;
  text: CalculatorText;
  language: Language;
}) {
  const capacities = r.systemVolts === 48 ? ([12, 24, 48] as const) : ([12, 24] as const);
  return (
    <>
      <dl>
        <Figure term={T.load}>
          <span className="text-xl font-bold text-brand-900">{T.watts(r.loadWatts)}</span>
        </Figure>
        <Figure term={T.inverterRating}>
          <span className="text-xl font-bold text-brand-900">{T.va(r.standardVa)}</span>
          <p className="text-sm text-muted">{T.vaExplained(r.requiredVa, r.standardVa)}</p>
        </Figure>
        <Figure term={T.systemVoltage}>
          <span className="font-semibold">{T.volts(r.systemVolts)}</span>
          <p className="text-sm text-muted">{T.systemVoltageExplained(r.systemVolts)}</p>
        </Figure>
        <Figure term={T.energy}>
          <span className="font-semibold">{T.wh(r.batteryWh)}</span> {T.hours(r.hours)}
        </Figure>
        <Figure term={T.capacity}>
          <ul>
            {capacities.map((v) => (
              <li key={v} className={v === r.systemVolts ? 'font-bold text-brand-900' : ''}>
                {T.ahAt(r.ah[v], v)}
              </li>
            ))}
          </ul>
        </Figure>
      </dl>
      <h3 className="mt-6 text-lg font-bold text-brand-900">{T.modelsHeading}</h3>
      <dl>
        <Figure term={T.inverterModel}>
          {r.inverter ? (
            <ModelLink model={r.inverter} />
          ) : (
            <p>
              {T.noInverter} <ContactSales text={T} language={language} />
            </p>
          )}
        </Figure>
        <Figure term={T.batteryModel}>
          {r.batteries ? (
            <>
              {r.batteries.count > 1 ? `${r.batteries.count} × ` : null}
              <ModelLink model={r.batteries.model} />
              <p className="text-sm text-muted">
                {T.batteryTotal(r.batteries.totalAh, r.bankVolts)}
              </p>
            </>
          ) : (
            <p>
              {T.noBattery(SIZING.maxParallelBatteries, r.bankVolts)}{' '}
              <ContactSales text={T} language={language} />
            </p>
          )}
        </Figure>
      </dl>
    </>
  );
}
