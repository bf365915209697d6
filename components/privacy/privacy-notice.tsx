import { words } from '@/lib/platform/i18n/words';
import { DefinitionList } from '@/components/ui/definition-list';
import { noticeRecords } from '@/lib/privacy/notice';
import type { RetentionDays } from '@/lib/privacy/retention';

/** The privacy notice's body: one section per form, the rights, and the grievance officer. */
export function PrivacyNotice({ retention }: { retention: RetentionDays }) {
  const { privacyNotice: N } = words().privacy;
  const { site } = words().site;
  const officer = site.grievanceOfficer;
  return (
    <div className="container-page max-w-3xl space-y-10 py-10">
      <div className="space-y-3">
        {N.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section aria-labelledby="privacy-records" className="space-y-6">
        <h2 id="privacy-records" className="text-2xl font-bold">
          {N.recordsHeading}
        </h2>
        {noticeRecords(words()).map((record) => (
          <section key={record.heading} className="rounded-md border border-slate-200 p-4">
            <h3 className="text-lg font-semibold">{record.heading}</h3>
            <DefinitionList
              className="mt-2 space-y-2"
              items={[
                [N.labels.collected, record.collected],
                [N.labels.why, record.why],
                [N.labels.kept, record.kept(retention)],
                [N.labels.recipients, record.recipients],
              ]}
            />
          </section>
        ))}
      </section>
      <section aria-labelledby="privacy-rights" className="space-y-3">
        <h2 id="privacy-rights" className="text-2xl font-bold">
          {N.rightsHeading}
        </h2>
        <DefinitionList
          className="space-y-2"
          items={N.rights.map((right) => [right.term, right.text] as const)}
        />
        <h2 className="pt-4 text-2xl font-bold">{N.howHeading}</h2>
        <p>{N.how}</p>
      </section>
      <section aria-labelledby="privacy-officer" className="space-y-2">
        <h2 id="privacy-officer" className="text-2xl font-bold">
          {N.officerHeading}
        </h2>
        <address className="not-italic">
          <p>
            {officer.name}, {officer.designation}, {site.name}
          </p>
          <p>
            <a href={`mailto:${officer.email}`} className="text-brand-700 underline">
              {officer.email}
            </a>
          </p>
          <p>
            <a href={`tel:${officer.phone.tel}`} className="text-brand-700 underline">
              {officer.phone.display}
            </a>
          </p>
        </address>
      </section>
      <section aria-labelledby="privacy-changes" className="space-y-2">
        <h2 id="privacy-changes" className="text-2xl font-bold">
          {N.changesHeading}
        </h2>
        <p>{N.changes}</p>
      </section>
    </div>
  );
}
