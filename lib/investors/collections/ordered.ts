import {
  orderedAdmin,
  type OrderedKind,
  type OrderedRow,
  type OrderedView,
} from '../admin/ordered';
import { checkPhoto } from '../tables/uploads';
import { defineCollection, type Collection, type CollectionSpec } from './define';
import { ROW_ORDER } from './order';

/**
 * A table kept in a hand-chosen order (directors, committee members, registrars, grievance
 * contacts): its operations are ../admin/ordered.ts's, its list rows grouped as the public page
 * groups them, a photo field when its rows have one.
 */
export interface OrderedSpec<Row extends OrderedRow, View extends OrderedView, Fields>
  extends
    OrderedKind<Row, View>,
    Pick<CollectionSpec<View, Fields>, 'name' | 'words' | 'schema' | 'fields'> {
  /** The public page it feeds (the staff list links to it). */
  publicPath: string;
  /** The row as the staff list names it. */
  describe: (row: View) => string;
}

export function orderedCollection<
  Row extends OrderedRow,
  View extends OrderedView,
  Fields extends { name: string },
>(spec: OrderedSpec<Row, View, Fields>): Collection {
  const admin = orderedAdmin<Row, View, Fields>(spec);
  return defineCollection<View, Fields>({
    name: spec.name,
    words: spec.words,
    areas: [spec.area],
    order: ROW_ORDER,
    schema: spec.schema,
    fields: spec.fields,
    ...(spec.photoFolder ? { file: { name: 'photo', check: checkPhoto } } : {}),
    ops: {
      async list(actor) {
        const rows = (await admin.list(actor)).map((row) => ({
          id: row.id,
          name: row.name,
          label: spec.describe(row),
          group: spec.groupOf?.(row) ?? '',
          archived: row.archived,
        }));
        return { layout: 'ordered', publicPath: spec.publicPath, rows };
      },
      find: admin.find,
      create: admin.create,
      update: admin.update,
      move: admin.move,
      setArchived: admin.setArchived,
      remove: (actor, id) => admin.remove(actor, id),
    },
  });
}
