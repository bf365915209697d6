'use client';

import { useRef, useState } from 'react';
import type { Person } from '@/lib/investors/types';
import { PersonDialog } from './person-dialog';
import { PersonPhoto } from './person-photo';

/** A person as a card shows them: with the photo's alt text in the page's language. */
export interface ProfileCard extends Person {
  photoAlt: string;
}

/** The grid's and the dialog's words, picked on the server (components/investors/people.tsx). */
export interface PeopleText {
  readProfile: string;
  close: string;
  /** `lang` of what staff typed (names, designations, profiles) on a page in another language. */
  typedLang?: string;
}

/** Cards of people (photo, name, designation); a card opens the person's profile dialog. */
export function PeopleGrid({ people, text }: { people: ProfileCard[]; text: PeopleText }) {
  const [open, setOpen] = useState<ProfileCard | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());

  function close() {
    const card = open && cards.current.get(open.id);
    setOpen(null);
    card?.focus();
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              ref={(node) => {
                if (node) cards.current.set(person.id, node);
                else cards.current.delete(person.id);
              }}
              onClick={() => setOpen(person)}
              className="flex h-full w-full flex-col items-center rounded-lg border border-slate-200 p-6 text-center shadow-sm transition hover:shadow-md"
            >
              <PersonPhoto
                src={person.image}
                alt={person.photoAlt}
                className="h-40 w-40 rounded-full object-cover"
              />
              <span lang={text.typedLang} className="mt-4 text-lg font-semibold text-ink">
                {person.name}
              </span>
              <span lang={text.typedLang} className="mt-1 text-brand-700">
                {person.designation}
              </span>
              <span className="sr-only">, {text.readProfile}</span>
            </button>
          </li>
        ))}
      </ul>
      <PersonDialog
        person={open}
        onClose={close}
        closeLabel={text.close}
        typedLang={text.typedLang}
      />
    </>
  );
}
