import type { Metadata } from 'next';
import Link from 'next/link';
import { EntityForm } from '@/components/staff/entity-form';
import { Notice, RowButton } from '@/components/staff/row-button';
import { DOCUMENT_PAGES } from '@/content/investors';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { noticeText } from '@/lib/staff/notice';
import { listStaffDocuments, type StaffDocument } from '@/lib/investors/admin/documents';
import { DOCUMENT_KINDS } from '@/lib/investors/types';
import { changeDocument, saveDocument } from './actions';
import { documentFieldSpecs } from './fields';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: T.documents.title };

function Rows({ documents }: { documents: StaffDocument[] }) {
  return (
    <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {documents.map((doc, index) => {
        const name = `${doc.title} - ${doc.year}`;
        const button = { action: changeDocument, id: doc.id, itemName: name };
        return (
          <li key={doc.id} className="flex flex-wrap items-center gap-2 p-2">
            <a href={doc.file} className="mr-auto text-brand-800 underline">
              {name}
            </a>
            <Link
              href={`/staff/investors/documents/${doc.id}`}
              className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800"
            >
              {T.buttons.edit}
              <span className="sr-only"> {name}</span>
            </Link>
            {index > 0 ? <RowButton {...button} op="up" label={T.buttons.up} /> : null}
            {index < documents.length - 1 ? (
              <RowButton {...button} op="down" label={T.buttons.down} />
            ) : null}
            <RowButton
              {...button}
              op={doc.archived ? 'unarchive' : 'archive'}
              label={doc.archived ? T.buttons.unarchive : T.buttons.archive}
            />
            <RowButton {...button} op="delete" label={T.buttons.delete} danger />
          </li>
        );
      })}
    </ol>
  );
}

export default async function DocumentsPage({
  searchParams,
}: PageProps<'/staff/investors/documents'>) {
  const staff = await requireStaff('investor_relations');
  const { notice } = await searchParams;
  const documents = await listStaffDocuments(staff);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.documents.title}</h1>
      <p>{T.documents.intro}</p>
      <Notice text={noticeText(T.notices, notice)} />
      <section aria-labelledby="add-heading" className="space-y-2">
        <h2 id="add-heading" className="text-xl font-bold text-brand-900">
          {T.documents.addHeading}
        </h2>
        <EntityForm
          action={saveDocument}
          fields={documentFieldSpecs()}
          submitLabel={T.buttons.add}
          savingLabel={T.buttons.saving}
          summaryLabel={T.errorSummary}
        />
      </section>
      {DOCUMENT_KINDS.map((kind) => {
        const page = DOCUMENT_PAGES[kind];
        const ofKind = documents.filter((d) => d.kind === kind);
        const lists = [
          { label: T.documents.current, items: ofKind.filter((d) => !d.archived) },
          { label: T.documents.archived, items: ofKind.filter((d) => d.archived) },
        ];
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`} className="space-y-2">
            <h2 id={`kind-${kind}`} className="text-xl font-bold text-brand-900">
              {page.heading}
            </h2>
            <Link href={page.route.path} prefetch={false} className="text-brand-800 underline">
              {T.documents.publicPage}
              <span className="sr-only"> {page.heading}</span>
            </Link>
            {lists.map(({ label, items }) => (
              <div key={label}>
                <h3 className="font-semibold">{label}</h3>
                {items.length ? <Rows documents={items} /> : <p>{T.documents.none}</p>}
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
