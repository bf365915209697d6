import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/staff/entity-form';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { findStaffDirector } from '@/lib/investors/admin/directors';
import { idField } from '@/lib/investors/admin/schemas';
import { saveDirector } from '../actions';
import { directorFieldSpecs } from '../fields';

export const metadata: Metadata = { title: T.directors.editTitle };

export default async function EditDirectorPage({
  params,
}: PageProps<'/staff/investors/directors/[id]'>) {
  const id = idField.safeParse((await params).id);
  const director = id.success ? await findStaffDirector(id.data) : null;
  if (!director) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.directors.editTitle}</h1>
      <EntityForm
        action={saveDirector}
        fields={directorFieldSpecs(director)}
        hidden={{ id: director.id }}
        submitLabel={T.buttons.save}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
      <Link href="/staff/investors/directors" className="text-brand-800 underline">
        {T.buttons.cancel}
      </Link>
    </>
  );
}
