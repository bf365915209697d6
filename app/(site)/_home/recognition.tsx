import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

export function VerticalCards() {
  const { homeSections } = words().home;
  const { verticals } = words().company;
  return (
    <Section id="verticals" heading={homeSections.verticals} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {verticals.map((v) => (
          <li key={v.number}>
            <Link
              href={v.route.path}
              className="block h-full rounded-lg border border-slate-200 bg-white p-6 hover:border-brand-600"
            >
              <span className="block text-4xl font-bold text-brand-600">{v.number}</span>
              <span className="mt-2 block text-xl font-semibold text-brand-900">{v.title}</span>
              <span className="mt-2 block text-muted">{v.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AwardsAndCertifications() {
  const { homeSections } = words().home;
  const { awards, certifications } = words().company;
  return (
    <>
      <Section id="awards" heading={homeSections.awards}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {awards.map((a) => (
            <li key={a.year} className="rounded-lg border border-slate-200 p-5 text-center">
              <Picture image={a.badge} sizes="8rem" className="mx-auto max-w-32" />
              <p className="text-3xl font-bold text-brand-700">{a.year}</p>
              <p className="mt-2 text-sm">{a.title}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="certifications" heading={homeSections.certifications} tone="tint">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {certifications.map((c) => (
            <li
              key={c.code}
              className="rounded-lg border border-slate-200 bg-white p-5 text-center"
            >
              <Picture image={c.badge} sizes="6rem" className="mx-auto max-w-24" />
              <p className="text-xl font-bold text-brand-900">{c.label}</p>
              <p className="mt-1 text-xs text-muted">{c.title}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
