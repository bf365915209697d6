import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/staff/entity-form';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { findStaffDocument } from '@/lib/investors/admin/documents';
import { idField } from '@/lib/investors/admin/schemas';
import { saveDocument } from '../actions';
import { documentFieldSpecs } from '../fields';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: T.documents.editTitle };

export default async function EditDocumentPage({
  params,
}: PageProps<'/staff/investors/documents/[id]'>) {
  const staff = await requireStaff('investor_relations');
  const id = idField.safeParse((await params).id);
  const doc = id.success ? await findStaffDocument(staff, id.data) : null;
  if (!doc) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.documents.editTitle}</h1>
      <p>
        <a href={doc.file} className="text-brand-800 underline">
          {doc.title} - {doc.year}
        </a>
      </p>
      <EntityForm
        action={saveDocument}
        fields={documentFieldSpecs(doc)}
        hidden={{ id: doc.id }}
        submitLabel={T.buttons.save}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
      <Link href="/staff/investors/documents" className="text-brand-800 underline">
        {T.buttons.cancel}
      </Link>
    </>
  );
}
