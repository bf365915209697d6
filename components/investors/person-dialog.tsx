'use client';

import { useEffect, useId, useRef } from 'react';
import type { ProfileCard } from './people-grid';
import { PersonPhoto } from './person-photo';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog, cycling from the last element to the first. */
function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A person's profile in a modal dialog (native <dialog>: the rest of the page is inert, Esc
 * closes it). Focus moves to the close button and stays inside; the caller returns it.
 */
export function PersonDialog({
  person,
  onClose,
  closeLabel,
  typedLang,
}: {
  person: ProfileCard | null;
  onClose: () => void;
  closeLabel: string;
  /** `lang` of the profile as staff typed it, on a page in another language. */
  typedLang?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (person && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!person && dialog.open) {
      dialog.close();
    }
  }, [person]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/60"
    >
      {person ? (
        <div className="relative p-6 sm:p-8">
          <button
            ref={closeRef}
            type="button"
            onClick={() => ref.current?.close()}
            className="absolute top-3 right-3 rounded px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {closeLabel}
          </button>
          <div className="flex flex-col gap-6 sm:flex-row">
            <PersonPhoto
              src={person.image}
              alt={person.photoAlt}
              className="h-40 w-40 shrink-0 rounded-lg object-cover"
            />
            <div lang={typedLang}>
              <h2 id={titleId} className="pr-16 text-2xl font-bold text-ink">
                {person.name}
              </h2>
              <p className="mt-1 font-medium text-brand-700">{person.designation}</p>
              <p className="mt-4 whitespace-pre-line text-muted">{person.profileSummary}</p>
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
