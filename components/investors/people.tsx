import { staffTypedLang, words } from '@/lib/platform/i18n/words';
import type { Person } from '@/lib/investors/types';
import { PeopleGrid } from './people-grid';

/**
 * Cards of people with their profile dialogs, in the page's language: the words are picked here
 * and handed to the client grid as plain strings (no content module is sent to the browser).
 */
export function People({ people }: { people: Person[] }) {
  const { INVESTOR_TEXT } = words().investors;
  return (
    <PeopleGrid
      people={people.map((person) => ({
        ...person,
        photoAlt: INVESTOR_TEXT.photoAlt(person.name),
      }))}
      text={{
        readProfile: INVESTOR_TEXT.readProfile,
        close: INVESTOR_TEXT.close,
        typedLang: staffTypedLang(),
      }}
    />
  );
}
