import { staffTypedLang, words } from '@/lib/platform/i18n/words';

import type { GrievanceContact, RegistrarDetail } from '@/lib/investors/types';

interface Field {
  label: string;
  value: string;
  href?: string;
}

const telHref = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;
const webHref = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

function ContactBox({ name, fields }: { name: string; fields: Field[] }) {
  // The names, addresses and hours are as staff typed them.
  const typed = staffTypedLang();
  return (
    <li className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h3 lang={typed} className="text-lg font-semibold text-ink">
        {name}
      </h3>
      <dl className="mt-3 space-y-2">
        {fields
          .filter((field) => field.value)
          .map((field) => (
            <div key={field.label}>
              <dt className="text-sm font-medium text-muted">{field.label}</dt>
              <dd lang={typed} className="whitespace-pre-line text-ink">
                {field.href ? (
                  <a href={field.href} className="text-brand-700 underline">
                    {field.value}
                  </a>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </li>
  );
}

interface BoxesProps<Row> {
  heading: string;
  empty: string;
  rows: Row[];
}

/** One box a row, each listing the fields `fieldsOf` gives (empty ones are left out). */
function Boxes<Row extends { id: string; name: string }>({
  heading,
  empty,
  rows,
  fieldsOf,
}: BoxesProps<Row> & { fieldsOf: (row: Row) => Field[] }) {
  return (
    <section aria-labelledby="contacts-heading" className="space-y-6">
      <h2 id="contacts-heading" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {rows.length ? (
        <ul className="grid gap-6 md:grid-cols-2">
          {rows.map((row) => (
            <ContactBox key={row.id} name={row.name} fields={fieldsOf(row)} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">{empty}</p>
      )}
    </section>
  );
}

const registrarFields = (row: RegistrarDetail): Field[] => {
  const { REGISTRAR_LABELS } = words().investors;
  return [
    { label: REGISTRAR_LABELS.address, value: row.address },
    { label: REGISTRAR_LABELS.telNo, value: row.telNo, href: telHref(row.telNo) },
    { label: REGISTRAR_LABELS.emailId, value: row.emailId, href: `mailto:${row.emailId}` },
    { label: REGISTRAR_LABELS.contactPerson, value: row.contactPerson },
    { label: REGISTRAR_LABELS.website, value: row.website, href: webHref(row.website) },
  ];
};

const grievanceFields = (row: GrievanceContact): Field[] => {
  const { GRIEVANCE_LABELS } = words().investors;
  return [
    { label: GRIEVANCE_LABELS.address, value: row.address },
    { label: GRIEVANCE_LABELS.number, value: row.number, href: telHref(row.number) },
    { label: GRIEVANCE_LABELS.email, value: row.email, href: `mailto:${row.email}` },
  ];
};

export function RegistrarBoxes(props: BoxesProps<RegistrarDetail>) {
  return <Boxes {...props} fieldsOf={registrarFields} />;
}

export function GrievanceBoxes(props: BoxesProps<GrievanceContact>) {
  return <Boxes {...props} fieldsOf={grievanceFields} />;
}
