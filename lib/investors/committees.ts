import type { CommitteeGroup, CommitteeMember } from './types';

/** The committees as the old site stored them; staff choose one of these. */
export const COMMITTEE_CATEGORIES = [
  'audit committee',
  'nomination and remuneration committee',
  'stakeholder relationship committee',
] as const;

/** Display names of the known committee categories (spec §3); other values show as stored. */
const CATEGORY_LABELS: Record<string, string> = {
  'audit committee': 'Audit Committee',
  'nomination and remuneration committee': 'Nomination and Remuneration Committee',
  'stakeholder relationship committee': 'Stakeholder Relationship Committee',
} satisfies Record<(typeof COMMITTEE_CATEGORIES)[number], string>;

const normalized = (category: string) => category.trim().replace(/\s+/g, ' ').toLowerCase();

export function committeeLabel(category: string): string {
  return CATEGORY_LABELS[normalized(category)] ?? category.trim();
}

/** Members grouped by category, groups in order of their first member, members kept in order. */
export function groupCommitteeMembers(members: CommitteeMember[]): CommitteeGroup[] {
  const groups = new Map<string, CommitteeGroup>();
  for (const member of members) {
    const key = normalized(member.category);
    let group = groups.get(key);
    if (!group) {
      group = { category: member.category, label: committeeLabel(member.category), members: [] };
      groups.set(key, group);
    }
    group.members.push(member);
  }
  return [...groups.values()];
}
