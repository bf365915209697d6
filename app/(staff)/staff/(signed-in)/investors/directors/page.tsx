import type { Metadata } from 'next';
import Link from 'next/link';
import { EntityForm } from '@/components/staff/entity-form';
import { Notice, RowButton } from '@/components/staff/row-button';
import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T, noticeOf } from '@/content/staff-investors';
import { listStaffDirectors } from '@/lib/investors/admin/directors';
import { changeDirector, saveDirector } from './actions';
import { directorFieldSpecs } from './fields';

export const metadata: Metadata = { title: T.directors.title };

export default async function DirectorsPage({
  searchParams,
}: PageProps<'/staff/investors/directors'>) {
  const { notice } = await searchParams;
  const directors = await listStaffDirectors();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.directors.title}</h1>
      <p>
        {T.directors.intro}{' '}
        <Link href={ROUTES.board.path} className="text-brand-800 underline">
          {T.documents.publicPage}
        </Link>
      </p>
      <Notice text={noticeOf(notice)} />
      {directors.length ? (
        <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {directors.map((director, index) => {
            const button = { action: changeDirector, id: director.id, itemName: director.name };
            return (
              <li key={director.id} className="flex flex-wrap items-center gap-2 p-2">
                <span className="mr-auto">
                  {director.name}, {director.designation}
                </span>
                <Link
                  href={`/staff/investors/directors/${director.id}`}
                  className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800"
                >
                  {T.buttons.edit}
                  <span className="sr-only"> {director.name}</span>
                </Link>
                {index > 0 ? <RowButton {...button} op="up" label={T.buttons.up} /> : null}
                {index < directors.length - 1 ? (
                  <RowButton {...button} op="down" label={T.buttons.down} />
                ) : null}
                <RowButton {...button} op="delete" label={T.buttons.delete} danger />
              </li>
            );
          })}
        </ol>
      ) : (
        <p>{T.directors.none}</p>
      )}
      <section aria-labelledby="add-heading" className="space-y-2">
        <h2 id="add-heading" className="text-xl font-bold text-brand-900">
          {T.directors.addHeading}
        </h2>
        <EntityForm
          action={saveDirector}
          fields={directorFieldSpecs()}
          submitLabel={T.buttons.add}
          savingLabel={T.buttons.saving}
          summaryLabel={T.errorSummary}
        />
      </section>
    </>
  );
}
