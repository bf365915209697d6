import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/staff/entity-form';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { idField } from '@/lib/investors/admin/schemas';
import { ORDERED_FORMS, orderedTableField } from '@/lib/investors/admin/ordered-tables';
import { saveOrderedRow } from '../actions';
import { STAFF_TABLES } from '../table-views';
import { requireStaff } from '@/lib/auth/session';

type Props = PageProps<'/staff/investors/[table]/[id]'>;

/** The table and the row to edit; 404 for an unknown table, a malformed id or a deleted row. */
async function load(params: Props['params']) {
  const staff = await requireStaff('investor_relations');
  const { table, id } = await params;
  const name = orderedTableField.safeParse(table);
  const rowId = idField.safeParse(id);
  if (!name.success || !rowId.success) notFound();
  const row = await ORDERED_FORMS[name.data].admin.find(staff, rowId.data);
  if (!row) notFound();
  return { name: name.data, row };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = orderedTableField.safeParse((await params).table);
  return name.success ? { title: STAFF_TABLES[name.data].words.editTitle } : {};
}

export default async function EditOrderedRowPage({ params }: Props) {
  const { name, row } = await load(params);
  const table = STAFF_TABLES[name];
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{table.words.editTitle}</h1>
      <EntityForm
        action={saveOrderedRow.bind(null, name)}
        fields={table.fields(row)}
        hidden={{ id: row.id }}
        submitLabel={T.buttons.save}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
      <Link href={`/staff/investors/${name}`} className="text-brand-800 underline">
        {T.buttons.cancel}
      </Link>
    </>
  );
}
