import type { TeamMember } from '@/content/team';
import { Portrait } from '../../../../components/team/portrait';

/** A team member: photo (or monogram), name, job title and short biography. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-lg border border-slate-200 p-5 text-center">
      <Portrait name={member.name} photo={member.photo} size={96} className="h-24 w-24 text-2xl" />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{member.name}</h3>
      <p className="text-sm font-medium text-brand-700">{member.title}</p>
      <p className="mt-2 text-sm text-muted">{member.bio}</p>
    </article>
  );
}
