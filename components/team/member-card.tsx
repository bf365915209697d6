import { initialsOf, type TeamMember } from '@/content/team';

/** A team member: monogram (photo placeholder), name, job title and short biography. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-lg border border-slate-200 p-5 text-center">
      <div
        aria-hidden="true"
        className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      >
        {initialsOf(member.name)}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{member.name}</h3>
      <p className="text-sm font-medium text-brand-700">{member.title}</p>
      <p className="mt-2 text-sm text-muted">{member.bio}</p>
    </article>
  );
}
