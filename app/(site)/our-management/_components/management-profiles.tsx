import { words } from '@/lib/platform/i18n/words';

import { Portrait } from '../../../../components/team/portrait';

/** The two founders' profiles (spec §2 Our Management). */
export function ManagementProfiles() {
  const { managementProfiles } = words().team;
  return (
    <div className="container-page grid gap-8 py-12 md:grid-cols-2">
      {managementProfiles.map((p) => (
        <article
          key={p.name}
          className="flex flex-col gap-5 rounded-lg border border-slate-200 p-6 sm:flex-row"
        >
          <Portrait name={p.name} photo={p.photo} size={112} className="h-28 w-28 text-3xl" />
          <div>
            <h2 className="text-2xl font-bold text-brand-900">{p.name}</h2>
            <p className="font-medium text-brand-700">{p.title}</p>
            {p.profile.map((line) => (
              <p key={line} className="mt-3">
                {line}
              </p>
            ))}
          </div>
        </article>
      ))}
    </div>
  );
}
