import { env } from '@/lib/platform/env';
import { requestRevalidation } from '@/lib/investors/request-revalidation';
import { storage } from '@/lib/platform/storage';
import type { Db } from '@/lib/platform/db/client';
import { seedId } from '@/lib/platform/seed-ids';
import {
  KIND_LABELS,
  SAMPLE_COMMITTEES,
  SAMPLE_DIRECTORS,
  SAMPLE_DISCLOSURES,
  SAMPLE_DOCUMENTS,
  SAMPLE_GRIEVANCE_CONTACTS,
  SAMPLE_REGISTRAR,
  type SamplePerson,
} from './seed-data';

/**
 * Sample investor data. Rows get ids derived from their natural keys, so the set is idempotent
 * (upserts that never overwrite staff edits) and every fresh database gets the same ids. The
 * PDFs and portraits are generated into storage when missing.
 */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function ensureFile(key: string, make: () => Promise<Uint8Array> | Uint8Array) {
  if (!(await storage().exists(key))) await storage().put(key, await make());
  return key;
}

async function portraitKey(person: SamplePerson, index: number) {
  if (!person.photo) return null;
  const key = `investors/people/sample-${slug(person.name)}.svg`;
  return ensureFile(key, async () => {
    const { renderSamplePortrait } = await import('./sample-files');
    return renderSamplePortrait(person.name, (index * 67) % 360);
  });
}

async function seedPeople(db: Db) {
  for (const [index, person] of SAMPLE_DIRECTORS.entries()) {
    const { name, designation, profileSummary } = person;
    const image = await portraitKey(person, index);
    const data = { name, designation, profileSummary, image, sortOrder: index };
    const id = seedId('director', name);
    await db.director.upsert({ where: { id }, create: { id, ...data }, update: {} });
  }
  for (const [category, members] of Object.entries(SAMPLE_COMMITTEES)) {
    for (const [index, person] of members.entries()) {
      const { name, designation, profileSummary } = person;
      const image = await portraitKey(person, index + 2);
      const data = { category, name, designation, profileSummary, image, sortOrder: index };
      const id = seedId('committee', category, name);
      await db.committeeMember.upsert({ where: { id }, create: { id, ...data }, update: {} });
    }
  }
}

async function seedContacts(db: Db) {
  const registrarId = seedId('registrar', SAMPLE_REGISTRAR.name);
  await db.registrarDetail.upsert({
    where: { id: registrarId },
    create: { id: registrarId, ...SAMPLE_REGISTRAR },
    update: {},
  });
  for (const [sortOrder, contact] of SAMPLE_GRIEVANCE_CONTACTS.entries()) {
    const id = seedId('grievance', contact.name);
    await db.grievanceContact.upsert({
      where: { id },
      create: { id, ...contact, sortOrder },
      update: {},
    });
  }
}

async function seedDocuments(db: Db) {
  for (const [kind, documents] of Object.entries(SAMPLE_DOCUMENTS) as [
    keyof typeof SAMPLE_DOCUMENTS,
    (typeof SAMPLE_DOCUMENTS)[keyof typeof SAMPLE_DOCUMENTS],
  ][]) {
    for (const [sortOrder, { title, year, archived = false }] of documents.entries()) {
      const key = `investors/${kind.toLowerCase()}/sample-${slug(title)}-${slug(year)}.pdf`;
      await ensureFile(key, async () => {
        // Loaded only when a file is missing: the PDF renderer is large.
        const { renderSampleFiling } = await import('./sample-files');
        return renderSampleFiling({ title, year, kindLabel: KIND_LABELS[kind] });
      });
      const id = seedId('document', kind, title, year);
      const data = { kind, title, year, file: key, archived, sortOrder };
      await db.investorDocument.upsert({ where: { id }, create: { id, ...data }, update: {} });
    }
  }
}

/** The Regulation 46 samples: a set of their own, so databases seeded before them get them too. */
export async function seedDisclosures(db: Db) {
  for (const [sortOrder, sample] of SAMPLE_DISCLOSURES.entries()) {
    const { kind, kindLabel, title, year } = sample;
    const key = `investors/${kind.toLowerCase()}/sample-${slug(title)}.pdf`;
    await ensureFile(key, async () => {
      const { renderSampleFiling } = await import('./sample-files');
      return renderSampleFiling({ title, year, kindLabel });
    });
    const id = seedId('disclosure', kind, title);
    const publishAt = new Date(sample.publishedAt);
    // Published long ago as far as alerts go: a seed mails no one.
    const data = { kind, title, year, file: key, sortOrder, publishAt, alertedAt: publishAt };
    await db.investorDocument.upsert({ where: { id }, create: { id, ...data }, update: {} });
  }
}

export async function seedInvestors(db: Db) {
  await seedPeople(db);
  await seedContacts(db);
  await seedDocuments(db);
  // A site already running on this database shows the new rows at once (best effort: during
  // `npm start` the seed runs before the server is up).
  if (env.REVALIDATE_SECRET) {
    await requestRevalidation(env.SITE_URL, env.REVALIDATE_SECRET, 1_000);
  }
}
