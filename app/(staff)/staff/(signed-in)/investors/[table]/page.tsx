import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/staff/entity-form';
import { Notice, RowButton } from '@/components/staff/row-button';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { noticeText } from '@/lib/staff/notice';
import type { OrderedView } from '@/lib/investors/admin/ordered';
import {
  ORDERED_FORMS,
  orderedTableField,
  type OrderedTableName,
} from '@/lib/investors/admin/ordered-tables';
import { changeOrderedRow, saveOrderedRow } from './actions';
import { STAFF_TABLES, type StaffTable } from './table-views';
import { requireStaff } from '@/lib/auth/session';

type Props = PageProps<'/staff/investors/[table]'>;

async function tableOf(params: Props['params']) {
  const name = orderedTableField.safeParse((await params).table);
  if (!name.success) notFound();
  return name.data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: STAFF_TABLES[await tableOf(params)].words.title };
}

/** Rows under their group's heading (committee), in order; one unnamed group otherwise. */
function groupsOf(table: StaffTable<OrderedView>, rows: StaffRow[]) {
  const groups = new Map<string, StaffRow[]>();
  for (const row of rows) {
    const key = table.groupOf?.(row) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()];
}

type StaffRow = OrderedView & { archived: boolean };

function Rows({ name, rows }: { name: OrderedTableName; rows: StaffRow[] }) {
  const table = STAFF_TABLES[name];
  const action = changeOrderedRow.bind(null, name);
  return (
    <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {rows.map((row, index) => {
        const button = { action, id: row.id, itemName: row.name };
        return (
          <li key={row.id} className="flex flex-wrap items-center gap-2 p-2">
            <span className="mr-auto">
              {table.describe(row)}
              {row.archived && table.groupOf ? ` (${table.groupOf(row)})` : null}
            </span>
            <Link
              href={`/staff/investors/${name}/${row.id}`}
              className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800"
            >
              {T.buttons.edit}
              <span className="sr-only"> {row.name}</span>
            </Link>
            {!row.archived && index > 0 ? (
              <RowButton {...button} op="up" label={T.buttons.up} />
            ) : null}
            {!row.archived && index < rows.length - 1 ? (
              <RowButton {...button} op="down" label={T.buttons.down} />
            ) : null}
            <RowButton
              {...button}
              op={row.archived ? 'unarchive' : 'archive'}
              label={row.archived ? T.buttons.unarchive : T.buttons.archive}
            />
            <RowButton {...button} op="delete" label={T.buttons.delete} danger />
          </li>
        );
      })}
    </ol>
  );
}

export default async function OrderedTablePage({ params, searchParams }: Props) {
  const staff = await requireStaff('investor_relations');
  const name = await tableOf(params);
  const { notice } = await searchParams;
  const table = STAFF_TABLES[name];
  const rows = await ORDERED_FORMS[name].admin.list(staff);
  const current = rows.filter((row) => !row.archived);
  const archived = rows.filter((row) => row.archived);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{table.words.title}</h1>
      <p>
        {table.words.intro}{' '}
        <Link href={table.publicPath} prefetch={false} className="text-brand-800 underline">
          {T.documents.publicPage}
        </Link>
      </p>
      <Notice text={noticeText(T.notices, notice)} />
      {current.length ? null : <p>{table.words.none}</p>}
      {groupsOf(table, current).map(([group, members], index) =>
        group ? (
          <section key={group} aria-labelledby={`group-${index}`} className="space-y-2">
            <h2 id={`group-${index}`} className="text-xl font-bold text-brand-900">
              {group}
            </h2>
            <Rows name={name} rows={members} />
          </section>
        ) : (
          <Rows key="all" name={name} rows={members} />
        ),
      )}
      {archived.length ? (
        <section aria-labelledby="archived-heading" className="space-y-2">
          <h2 id="archived-heading" className="text-xl font-bold text-brand-900">
            {T.archivedHeading(archived.length)}
          </h2>
          <p>{T.archivedIntro}</p>
          <Rows name={name} rows={archived} />
        </section>
      ) : null}
      <section aria-labelledby="add-heading" className="space-y-2">
        <h2 id="add-heading" className="text-xl font-bold text-brand-900">
          {table.words.addHeading}
        </h2>
        <EntityForm
          action={saveOrderedRow.bind(null, name)}
          fields={table.fields()}
          submitLabel={T.buttons.add}
          savingLabel={T.buttons.saving}
          summaryLabel={T.errorSummary}
        />
      </section>
    </>
  );
}
