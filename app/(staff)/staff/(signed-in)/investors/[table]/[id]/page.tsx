import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/entity-form/entity-form';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { requireStaff } from '@/lib/platform/auth/session';
import { idField } from '@/lib/investors/tables/fields';
import { tableOf } from '@/lib/investors/tables';
import { saveCollectionRow } from '../actions';
import { investors } from '@/lib/investors/feature';

type Props = PageProps<'/staff/investors/[table]/[id]'>;

/** The table and the row to edit; 404 for an unknown table, a malformed id or a deleted row. */
async function load(params: Props['params']) {
  const staff = await requireStaff(investors.role);
  const { table, id } = await params;
  const found = tableOf(table);
  const rowId = idField.safeParse(id);
  if (!found || !rowId.success) notFound();
  const form = await found.editForm(staff, rowId.data);
  if (!form) notFound();
  return { table: found, form };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const table = tableOf((await params).table);
  return table ? { title: table.words.editTitle } : {};
}

export default async function EditTableRowPage({ params }: Props) {
  const { table, form } = await load(params);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{table.words.editTitle}</h1>
      {form.caption ? (
        <p>
          <a href={form.caption.href} className="text-brand-800 underline">
            {form.caption.text}
          </a>
        </p>
      ) : null}
      <EntityForm
        action={saveCollectionRow.bind(null, table.name)}
        fields={form.fields}
        hidden={{ id: form.id }}
        submitLabel={T.buttons.save}
        savingLabel={T.buttons.saving}
        summaryLabel={T.errorSummary}
      />
      <Link href={`/staff/investors/${table.name}`} className="text-brand-800 underline">
        {T.buttons.cancel}
      </Link>
    </>
  );
}
