'use client';

import { useRef, useState } from 'react';
import { INVESTOR_TEXT } from '@/content/investors';
import type { Person } from '@/lib/investors/types';
import { PersonDialog } from './person-dialog';
import { PersonPhoto } from './person-photo';

/** Cards of people (photo, name, designation); a card opens the person's profile dialog. */
export function PeopleGrid({ people }: { people: Person[] }) {
  const [open, setOpen] = useState<Person | null>(null);
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
                name={person.name}
                className="h-40 w-40 rounded-full object-cover"
              />
              <span className="mt-4 text-lg font-semibold text-ink">{person.name}</span>
              <span className="mt-1 text-brand-700">{person.designation}</span>
              <span className="sr-only">, {INVESTOR_TEXT.readProfile}</span>
            </button>
          </li>
        ))}
      </ul>
      <PersonDialog person={open} onClose={close} />
    </>
  );
}
