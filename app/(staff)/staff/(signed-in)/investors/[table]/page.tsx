import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Notice } from '@/components/inbox/row-button';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { requireStaff } from '@/lib/platform/auth/session';
import { tableOf } from '@/lib/investors/tables';
import { noticeText } from '@/lib/platform/inbox/notice';
import { changeOrderedRow, saveCollectionRow } from './actions';
import { DocumentLists } from './document-lists';
import { OrderedLists } from './ordered-lists';
import { investors } from '@/lib/investors/feature';

// Every investor table's list (lib/investors/tables): documents, directors, committees,
// registrar, grievance. `disclosures` has a page of its own beside this one.
type Props = PageProps<'/staff/investors/[table]'>;

async function tableFor(params: Props['params']) {
  const table = tableOf((await params).table);
  if (!table) notFound();
  return table;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await tableFor(params)).words.title };
}

export default async function TablePage({ params, searchParams }: Props) {
  const staff = await requireStaff(investors.role);
  const table = await tableFor(params);
  const query = await searchParams;
  const listing = await table.list(staff, query);
  const change = changeOrderedRow.bind(null, table.name);
  const notice = <Notice text={noticeText(T.notices, query.notice)} />;
  const addForm = (
    <section aria-labelledby="add-heading" className="space-y-2">
      <h2 id="add-heading" className="text-xl font-bold text-brand-900">
        {table.words.addHeading}
      </h2>
      <EntityForm
        action={saveCollectionRow.bind(null, table.name)}
        fields={table.newForm()}
        submitLabel={T.buttons.add}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
    </section>
  );
  const shared = { change, notice, addForm };
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{table.words.title}</h1>
      {listing.layout === 'documents' ? (
        <DocumentLists filter={listing.filter} view={listing.view} {...shared} />
      ) : (
        <OrderedLists
          name={table.name}
          words={table.words}
          publicPath={listing.publicPath}
          rows={listing.rows}
          {...shared}
        />
      )}
    </>
  );
}
