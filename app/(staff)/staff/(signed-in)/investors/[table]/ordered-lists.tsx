import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { RowButton } from '@/components/inbox/row-button';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import type { StaffListRow, TableWords } from '@/lib/investors/tables';

type Change = (form: FormData) => Promise<void>;

/** Rows under their group's heading (committee), in order; one unnamed group otherwise. */
function groupsOf(rows: StaffListRow[]) {
  const groups = new Map<string, StaffListRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups.entries()];
}

function Rows({ name, rows, change }: { name: string; rows: StaffListRow[]; change: Change }) {
  return (
    <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {rows.map((row, index) => {
        const button = { action: change, id: row.id, itemName: row.name };
        return (
          <li key={row.id} className="flex flex-wrap items-center gap-2 p-2">
            <span className="mr-auto">
              {row.label}
              {row.archived && row.group ? ` (${row.group})` : null}
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

/** A table kept in order: current rows by group, the archived ones, then the form to add one. */
export function OrderedLists(props: {
  name: string;
  words: TableWords;
  publicPath: string;
  rows: StaffListRow[];
  change: Change;
  notice: ReactNode;
  addForm: ReactNode;
}) {
  const { name, words, rows, change } = props;
  const current = rows.filter((row) => !row.archived);
  const archived = rows.filter((row) => row.archived);
  return (
    <>
      <p>
        {words.intro}{' '}
        <Link href={props.publicPath} prefetch={false} className="text-brand-800 underline">
          {T.documents.publicPage}
        </Link>
      </p>
      {props.notice}
      {current.length ? null : <p>{words.none}</p>}
      {groupsOf(current).map(([group, members], index) =>
        group ? (
          <section key={group} aria-labelledby={`group-${index}`} className="space-y-2">
            <h2 id={`group-${index}`} className="text-xl font-bold text-brand-900">
              {group}
            </h2>
            <Rows name={name} rows={members} change={change} />
          </section>
        ) : (
          <Rows key="all" name={name} rows={members} change={change} />
        ),
      )}
      {archived.length ? (
        <section aria-labelledby="archived-heading" className="space-y-2">
          <h2 id="archived-heading" className="text-xl font-bold text-brand-900">
            {T.archivedHeading(archived.length)}
          </h2>
          <p>{T.archivedIntro}</p>
          <Rows name={name} rows={archived} change={change} />
        </section>
      ) : null}
      {props.addForm}
    </>
  );
}
