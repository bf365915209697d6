import { initialsOf, managementProfiles } from '@/content/team';

/** The two founders' profiles (spec §2 Our Management). */
export function ManagementProfiles() {
  return (
    <div className="container-page grid gap-8 py-12 md:grid-cols-2">
      {managementProfiles.map((p) => (
        <article
          key={p.name}
          className="flex flex-col gap-5 rounded-lg border border-slate-200 p-6 sm:flex-row"
        >
          <div
            aria-hidden="true"
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
          >
            {initialsOf(p.name)}
          </div>
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
