import { COMMITTEE_LABELS } from '@/content/investors';
import type { CommitteeGroup, CommitteeMember } from './types';

/** The committees as the old site stored them; staff choose one of these. */
export const COMMITTEE_CATEGORIES = [
  'audit committee',
  'nomination and remuneration committee',
  'stakeholder relationship committee',
] as const;

/** Display names of the known committee categories (spec §3), by language (content/); other values show as stored. */
type CategoryLabels = Record<(typeof COMMITTEE_CATEGORIES)[number], string>;
const CATEGORY_LABELS: CategoryLabels = COMMITTEE_LABELS satisfies CategoryLabels;

const normalized = (category: string) => category.trim().replace(/\s+/g, ' ').toLowerCase();

/** A known category's name in `labels`' language, or the category as staff typed it (`known` false). */
export function committeeLabel(
  category: string,
  labels: Record<string, string> = CATEGORY_LABELS,
): string {
  return labels[normalized(category)] ?? category.trim();
}

export const isKnownCommittee = (category: string) =>
  Object.hasOwn(CATEGORY_LABELS, normalized(category));

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
