import { GRIEVANCE_LABELS, REGISTRAR_LABELS } from '@/content/investors';
import type { GrievanceContact, RegistrarDetail } from '@/lib/investors/types';

interface Field {
  label: string;
  value: string;
  href?: string;
}

const telHref = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;
const webHref = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

function ContactBox({ name, fields }: { name: string; fields: Field[] }) {
  return (
    <li className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-ink">{name}</h3>
      <dl className="mt-3 space-y-2">
        {fields
          .filter((field) => field.value)
          .map((field) => (
            <div key={field.label}>
              <dt className="text-sm font-medium text-muted">{field.label}</dt>
              <dd className="whitespace-pre-line text-ink">
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

function Boxes({
  heading,
  empty,
  children,
}: {
  heading: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby="contacts-heading" className="space-y-6">
      <h2 id="contacts-heading" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {children.length ? (
        <ul className="grid gap-6 md:grid-cols-2">{children}</ul>
      ) : (
        <p className="text-muted">{empty}</p>
      )}
    </section>
  );
}

export function RegistrarBoxes(props: { heading: string; empty: string; rows: RegistrarDetail[] }) {
  const L = REGISTRAR_LABELS;
  return (
    <Boxes heading={props.heading} empty={props.empty}>
      {props.rows.map((row) => (
        <ContactBox
          key={row.id}
          name={row.name}
          fields={[
            { label: L.address, value: row.address },
            { label: L.telNo, value: row.telNo, href: telHref(row.telNo) },
            { label: L.emailId, value: row.emailId, href: `mailto:${row.emailId}` },
            { label: L.contactPerson, value: row.contactPerson },
            { label: L.website, value: row.website, href: webHref(row.website) },
          ]}
        />
      ))}
    </Boxes>
  );
}

export function GrievanceBoxes(props: {
  heading: string;
  empty: string;
  rows: GrievanceContact[];
}) {
  const L = GRIEVANCE_LABELS;
  return (
    <Boxes heading={props.heading} empty={props.empty}>
      {props.rows.map((row) => (
        <ContactBox
          key={row.id}
          name={row.name}
          fields={[
            { label: L.address, value: row.address },
            { label: L.number, value: row.number, href: telHref(row.number) },
            { label: L.email, value: row.email, href: `mailto:${row.email}` },
          ]}
        />
      ))}
    </Boxes>
  );
}
