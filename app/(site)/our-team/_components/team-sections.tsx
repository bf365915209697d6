import { Section } from '@/components/ui/section';
import type { TeamSection } from '@/content/team';
import { MemberCard } from './member-card';

/** Every team section with its cards; sections alternate background for readability. */
export function TeamSections({ sections }: { sections: TeamSection[] }) {
  return sections.map((section, i) => (
    <Section
      key={section.id}
      id={section.id}
      heading={section.heading}
      tone={i % 2 ? 'tint' : 'plain'}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.members.map((member) => (
          <li key={member.name}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  ));
}
