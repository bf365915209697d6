import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { EntityForm } from '@/components/entity-form/entity-form';
import { InboxTable } from '@/components/inbox/inbox-table';
import { OutletImportForm } from '@/components/locator/outlet-import-form';
import { RowButton } from '@/components/inbox/row-button';
import {
  OUTLET_IMPORT_TEXT,
  OUTLET_TYPE_OPTIONS,
  STAFF_OUTLETS_TEXT as T,
} from '@/content/locator';
import { listOutlets } from '@/lib/locator/admin';
import { OUTLET_COLUMNS } from '@/lib/locator/columns';
import type { OutletRow } from '@/lib/locator/store';
import { openInbox } from '@/lib/platform/inbox/page';
import { noticeText } from '@/lib/platform/inbox/notice';
import { changeOutlet, importOutletsForm, saveOutletForm } from './actions';
import { outletFormFields } from './fields';
import { outlets } from '@/lib/locator/feature';

export const metadata: Metadata = { title: T.title };

function RowActions({ row }: { row: OutletRow }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Link
        href={`/staff/outlets/${row.id}`}
        className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800 hover:bg-brand-50"
      >
        {T.edit}
        <span className="sr-only"> {row.name}</span>
      </Link>
      <RowButton
        action={changeOutlet}
        id={row.id}
        op={row.active ? 'deactivate' : 'activate'}
        label={row.active ? T.deactivate : T.activate}
        itemName={row.name}
      />
      <RowButton
        action={changeOutlet}
        id={row.id}
        op="delete"
        label={T.delete}
        itemName={row.name}
        danger
      />
    </div>
  );
}

export default async function OutletsPage({ searchParams }: PageProps<'/staff/outlets'>) {
  const [inbox, params] = await Promise.all([
    openInbox(outlets.role, searchParams, listOutlets),
    searchParams,
  ]);
  return (
    <>
      <InboxTable
        text={T}
        path="/staff/outlets"
        exportPath="/api/staff/outlets/export"
        status={noticeText(T.notices, params.notice)}
        filterOptions={{ types: OUTLET_TYPE_OPTIONS, typeLabel: T.typeFilter, statusFilter: false }}
        columns={OUTLET_COLUMNS}
        cells={{
          place: { cell: (r) => <PlaceCell row={r} /> },
        }}
        actions={[{ header: T.columns.action, cell: (row) => <RowActions row={row} /> }]}
        {...inbox}
      />
      <section aria-labelledby="add-heading" className="space-y-2">
        <h2 id="add-heading" className="text-xl font-bold text-brand-900">
          {T.add}
        </h2>
        <EntityForm
          action={saveOutletForm.bind(null, null)}
          fields={outletFormFields()}
          submitLabel={T.save}
          savingLabel={T.saving}
          summaryLabel={T.errorSummary}
        />
      </section>
      <section aria-labelledby="import-heading" className="space-y-2">
        <h2 id="import-heading" className="text-xl font-bold text-brand-900">
          {OUTLET_IMPORT_TEXT.heading}
        </h2>
        <p className="max-w-3xl text-sm">{OUTLET_IMPORT_TEXT.lead}</p>
        <OutletImportForm action={importOutletsForm} />
      </section>
    </>
  );
}

function PlaceCell({ row }: { row: OutletRow }) {
  return (
    <>
      {row.address}, {row.city}, {row.state} {row.pincode}
      {row.located ? null : <span className="block text-xs text-muted">({T.noCoordinates})</span>}
    </>
  );
}
