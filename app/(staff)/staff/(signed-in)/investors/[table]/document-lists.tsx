import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/inbox/pagination';
import { RowButton } from '@/components/inbox/row-button';
import { buttonClass } from '@/components/ui/button';
import { DOCUMENT_PAGES, INVESTOR_TEXT } from '@/content/investors';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { staffDate } from '@/lib/platform/inbox/format';
import type {
  StaffDocumentList,
  StaffDocumentRow,
  StaffDocumentsView,
} from '@/lib/investors/tables/document-list';
import {
  documentFilterQuery,
  isSingleList,
  STAFF_DOCUMENTS_PAGE,
  type StaffDocumentFilter,
} from '@/lib/investors/tables/document-filter';
import { DOCUMENT_KINDS } from '@/lib/investors/types';
import type { YearGroup } from '@/lib/investors/years';

type Change = (form: FormData) => Promise<void>;

const LIST = '/staff/investors/documents';
const link = 'text-brand-800 underline';

function Rows({
  documents,
  view,
  change,
}: {
  documents: StaffDocumentRow[];
  view: string;
  change: Change;
}) {
  return (
    <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
      {documents.map((doc) => {
        const name = INVESTOR_TEXT.filing(doc.title, doc.year);
        const button = { action: change, id: doc.id, itemName: name, hidden: { view } };
        return (
          <li key={doc.id} className="flex flex-wrap items-center gap-2 p-2">
            <span className="mr-auto">
              <a href={doc.file} className="text-brand-800 underline">
                {name}
              </a>
              {doc.scheduled ? (
                <span className="block text-sm font-semibold text-amber-900">
                  {T.documents.scheduled(staffDate(doc.publishAt))}
                </span>
              ) : null}
              {doc.retired ? (
                <span className="block text-sm text-muted">{T.documents.retired}</span>
              ) : null}
            </span>
            <Link
              href={`/staff/investors/documents/${doc.id}`}
              className="rounded border border-brand-700 px-2 py-1 text-sm text-brand-800"
            >
              {T.buttons.edit}
              <span className="sr-only"> {name}</span>
            </Link>
            {doc.canMoveUp ? <RowButton {...button} op="up" label={T.buttons.up} /> : null}
            {doc.canMoveDown ? <RowButton {...button} op="down" label={T.buttons.down} /> : null}
            <RowButton
              {...button}
              op={doc.archived ? 'unarchive' : 'archive'}
              label={doc.archived ? T.buttons.unarchive : T.buttons.archive}
            />
            <RowButton
              {...button}
              op="delete"
              label={T.buttons.delete}
              danger
              reasonLabel={doc.scheduled ? undefined : T.documents.deleteReasonLabel(name)}
            />
          </li>
        );
      })}
    </ol>
  );
}

/** A plain GET form: kind, year and list (current or archived). */
function Filters({ filter, years }: { filter: StaffDocumentFilter; years: YearGroup[] }) {
  const field = 'flex min-w-0 max-w-full flex-col gap-1 text-sm';
  const input = 'max-w-full rounded border border-slate-400 px-2 py-1';
  const D = T.documents;
  return (
    <form
      method="get"
      aria-label={D.filters}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <label className={field}>
        {D.kind}
        <select className={input} name="kind" defaultValue={filter.kind ?? ''}>
          <option value="">{D.all}</option>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_PAGES[kind].heading}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {D.year}
        <select className={input} name="year" defaultValue={filter.year ?? ''}>
          <option value="">{D.all}</option>
          {years.map((year) => (
            <option key={year.key} value={year.key}>
              {year.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {D.state}
        <select className={input} name="state" defaultValue={filter.state ?? ''}>
          <option value="">{D.all}</option>
          <option value="current">{D.current}</option>
          <option value="archived">{D.archived}</option>
        </select>
      </label>
      <button type="submit" className={buttonClass({ size: 'xs' })}>
        {D.show}
      </button>
    </form>
  );
}

function List({
  list,
  filter,
  view,
  change,
}: {
  list: StaffDocumentList;
  filter: StaffDocumentFilter;
  view: string;
  change: Change;
}) {
  const D = T.documents;
  const label = list.archived ? D.archived : D.current;
  const heading = DOCUMENT_PAGES[list.kind].heading;
  const state = list.archived ? 'archived' : 'current';
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">
        {label}{' '}
        <span className="font-normal text-muted">
          ({D.count(list.documents.length, list.total)})
        </span>
      </h3>
      {list.documents.length ? (
        <Rows documents={list.documents} view={view} change={change} />
      ) : (
        <p>{filter.year ? D.noneMatching : D.none}</p>
      )}
      {isSingleList(filter) ? (
        <Pagination
          page={filter.page}
          total={list.total}
          pageSize={STAFF_DOCUMENTS_PAGE}
          href={(page) => `${LIST}${documentFilterQuery(filter, { page })}`}
        />
      ) : list.documents.length < list.total ? (
        <Link
          href={`${LIST}${documentFilterQuery(filter, { kind: list.kind, state, page: 1 })}`}
          className={link}
        >
          {D.showAll(list.total, label, heading)}
        </Link>
      ) : null}
    </div>
  );
}

/** Investor documents: the form to add one, the filters, then each kind's current and archived lists. */
export function DocumentLists(props: {
  filter: StaffDocumentFilter;
  view: StaffDocumentsView;
  change: Change;
  notice: ReactNode;
  addForm: ReactNode;
}) {
  const { filter, change } = props;
  const { lists, years } = props.view;
  const view = documentFilterQuery(filter);
  return (
    <>
      <p>{T.documents.intro}</p>
      {props.notice}
      {props.addForm}
      <Filters filter={filter} years={years} />
      <p className="text-sm text-muted">{T.documents.orderHint}</p>
      {/* Unfiltered, only the kinds that have documents: there are over thirty. */}
      {DOCUMENT_KINDS.filter((kind) =>
        lists.some((l) => l.kind === kind && (filter.kind !== undefined || l.total > 0)),
      ).map((kind) => {
        const page = DOCUMENT_PAGES[kind];
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`} className="space-y-2">
            <h2 id={`kind-${kind}`} className="text-xl font-bold text-brand-900">
              {page.heading}
            </h2>
            <Link href={page.route.path} prefetch={false} className={link}>
              {T.documents.publicPage}
              <span className="sr-only"> {page.heading}</span>
            </Link>
            {lists
              .filter((list) => list.kind === kind)
              .map((list) => (
                <List
                  key={String(list.archived)}
                  list={list}
                  filter={filter}
                  view={view}
                  change={change}
                />
              ))}
          </section>
        );
      })}
    </>
  );
}
