import type { Metadata } from 'next';
import { CatalogueImportForm } from '@/components/catalogue/staff/import-form';
import { NewModelForm } from '@/components/catalogue/staff/new-model-form';
import { InboxTable } from '@/components/inbox/inbox-table';
import { Link } from '@/components/ui/link';
import { CATALOGUE_IMPORT_TEXT, STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { modelPath } from '@/components/catalogue/paths';
import {
  LINE_FILTER_OPTIONS,
  listCatalogueModels,
  type CatalogueStaffRow,
} from '@/lib/catalogue/admin';
import { CATALOGUE_COLUMNS } from '@/lib/catalogue/columns';
import { catalogue } from '@/lib/catalogue/feature';
import { noticeText } from '@/lib/platform/inbox/notice';
import { openInbox } from '@/lib/platform/inbox/page';
import { importCatalogueForm } from './actions';

export const metadata: Metadata = { title: T.title };

function RowActions({ row }: { row: CatalogueStaffRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/staff/catalogue/${row.id}`}
        className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800 hover:bg-brand-50"
      >
        {T.edit}
        <span className="sr-only"> {row.code}</span>
      </Link>
      <a
        href={modelPath(row, 'en')}
        target="_blank"
        rel="noopener"
        className="px-2 py-1 text-sm text-brand-800 underline"
      >
        {T.view}
        <span className="sr-only">
          {' '}
          {row.code} {T.opensNewTab}
        </span>
      </a>
    </div>
  );
}

export default async function CataloguePage({ searchParams }: PageProps<'/staff/catalogue'>) {
  const [inbox, params] = await Promise.all([
    openInbox(catalogue.role, searchParams, listCatalogueModels),
    searchParams,
  ]);
  return (
    <>
      <InboxTable
        text={T}
        path="/staff/catalogue"
        status={noticeText(T.notices, params.notice)}
        filterOptions={{ types: LINE_FILTER_OPTIONS, typeLabel: T.typeFilter, statusFilter: false }}
        columns={CATALOGUE_COLUMNS}
        cells={{
          model: {
            cell: (r) => (
              <>
                <span className="font-semibold" translate="no">
                  {r.code}
                </span>
                <span className="block">{r.nameEn}</span>
              </>
            ),
          },
        }}
        actions={[{ header: T.columns.action, cell: (row) => <RowActions row={row} /> }]}
        {...inbox}
      />
      <section aria-labelledby="add-heading" className="space-y-2">
        <h2 id="add-heading" className="text-xl font-bold text-brand-900">
          {T.add}
        </h2>
        <p className="max-w-3xl text-sm">{T.addLead}</p>
        <NewModelForm />
      </section>
      <section aria-labelledby="import-heading" className="space-y-2">
        <h2 id="import-heading" className="text-xl font-bold text-brand-900">
          {CATALOGUE_IMPORT_TEXT.heading}
        </h2>
        <p className="max-w-3xl text-sm">{CATALOGUE_IMPORT_TEXT.lead}</p>
        <p>
          <a href="/api/staff/catalogue/export" className="text-brand-800 underline" download>
            {CATALOGUE_IMPORT_TEXT.exportLink}
          </a>
        </p>
        <CatalogueImportForm action={importCatalogueForm} />
      </section>
    </>
  );
}
