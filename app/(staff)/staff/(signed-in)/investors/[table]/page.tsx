import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/staff/entity-form';
import { Notice } from '@/components/staff/row-button';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { requireStaff } from '@/lib/auth/session';
import { collectionOf } from '@/lib/investors/collections';
import { noticeText } from '@/lib/staff/notice';
import { changeOrderedRow, saveCollectionRow } from './actions';
import { DocumentLists } from './document-lists';
import { OrderedLists } from './ordered-lists';

// Every investor collection's list (lib/investors/collections): documents, directors,
// committees, registrar, grievance. `disclosures` has a page of its own beside this one.
type Props = PageProps<'/staff/investors/[table]'>;

async function collectionFor(params: Props['params']) {
  const collection = collectionOf((await params).table);
  if (!collection) notFound();
  return collection;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await collectionFor(params)).words.title };
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const staff = await requireStaff('investor_relations');
  const collection = await collectionFor(params);
  const query = await searchParams;
  const listing = await collection.list(staff, query);
  const change = changeOrderedRow.bind(null, collection.name);
  const notice = <Notice text={noticeText(T.notices, query.notice)} />;
  const addForm = (
    <section aria-labelledby="add-heading" className="space-y-2">
      <h2 id="add-heading" className="text-xl font-bold text-brand-900">
        {collection.words.addHeading}
      </h2>
      <EntityForm
        action={saveCollectionRow.bind(null, collection.name)}
        fields={collection.newForm()}
        submitLabel={T.buttons.add}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
    </section>
  );
  const shared = { change, notice, addForm };
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{collection.words.title}</h1>
      {listing.layout === 'documents' ? (
        <DocumentLists filter={listing.filter} view={listing.view} {...shared} />
      ) : (
        <OrderedLists
          name={collection.name}
          words={collection.words}
          publicPath={listing.publicPath}
          rows={listing.rows}
          {...shared}
        />
      )}
    </>
  );
}
