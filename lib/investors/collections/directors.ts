import { ROUTES } from '@/content/routes';
import { STAFF_INVESTOR_TEXT as T } from '@/content/staff-investors';
import { toDirector } from '../queries';
import { directorFields } from '../admin/schemas';
import { describePerson, personFields } from './fields';
import { orderedCollection } from './ordered';

/** The board of directors (/investor-relations/board), with photos. */
export const directors = orderedCollection({
  name: 'directors',
  table: (client) => client.director,
  entity: 'Director',
  noun: 'director',
  area: 'directors',
  photoFolder: 'investors/directors',
  view: toDirector,
  words: T.directors,
  publicPath: ROUTES.board.path,
  schema: directorFields,
  fields: personFields,
  describe: describePerson,
});
