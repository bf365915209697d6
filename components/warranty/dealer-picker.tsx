'use client';

import { useEffect, useRef, useState } from 'react';
import type { ProductLine } from '@/content/products/lines';
import type { WARRANTY_PAGE } from '@/content/warranty';
import type { Words } from '@/content/words-type';
import type { DealerChoice } from '@/lib/locator/search';
import { Field } from '../forms/form-controls';
import type { FieldBinding } from '../forms/use-public-form';

export const DEALERS_ENDPOINT = '/api/outlets/dealers';

/** A state the list offers: the name outlets are stored with, and the name the page shows. */
export interface StateChoice {
  value: string;
  name: string;
}

type Loaded = { state: string; dealers: DealerChoice[] } | 'loading' | 'failed' | null;

/**
 * The warranty form's dealer from the directory, in two steps: the state where the product was
 * bought (the states that have dealers), then one of that state's active dealers and distributors
 * that sell the chosen line, fetched from GET /api/outlets/dealers. So the page carries a list of
 * states, not the whole directory. A choice that no longer fits (another state, another line) is
 * dropped; a list that cannot be fetched says to type the name instead.
 */
export function DealerPicker({
  states,
  line,
  dealer,
  chosen,
  clear,
  words: T,
}: {
  /** States with at least one active dealer or distributor. */
  states: StateChoice[];
  /** The product line chosen so far ('' for none). */
  line: ProductLine | '';
  dealer: FieldBinding;
  /** The dealer chosen now ('' for none). */
  chosen: string;
  /** Drops the chosen dealer. */
  clear: () => void;
  /** The page's words, in its language. */
  words: Words<typeof WARRANTY_PAGE>;
}) {
  const L = T.labels;
  const [state, setState] = useState('');
  const [loaded, setLoaded] = useState<Loaded>(null);
  // Only the answer for the state chosen last is shown (an earlier answer may arrive later).
  const asked = useRef('');

  async function chooseState(value: string) {
    setState(value);
    clear();
    asked.current = value;
    if (!value) {
      setLoaded(null);
      return;
    }
    setLoaded('loading');
    try {
      const response = await fetch(`${DEALERS_ENDPOINT}?state=${encodeURIComponent(value)}`);
      if (!response.ok) throw new Error(`status ${response.status}`);
      const { dealers } = (await response.json()) as { dealers: DealerChoice[] };
      if (asked.current === value) setLoaded({ state: value, dealers });
    } catch {
      if (asked.current === value) setLoaded('failed');
    }
  }

  const dealers = typeof loaded === 'object' && loaded ? loaded.dealers : [];
  const offered = dealers.filter((d) => !line || d.productLines.includes(line));
  // A dealer chosen for another line is not offered for this one: the choice is dropped.
  const chosenFits = !chosen || offered.some((d) => d.id === chosen);
  useEffect(() => {
    if (!chosenFits) clear();
  }, [chosenFits, clear]);

  if (states.length === 0) return null;
  const waiting =
    loaded === 'loading' ? T.dealersLoading : loaded === 'failed' ? T.dealersFailed : '';
  return (
    <>
      <Field
        id={`${dealer.id}-state`}
        label={L.dealerState}
        as="select"
        required={false}
        value={state}
        onChange={(event) => void chooseState(event.target.value)}
      >
        <option value="">{L.chooseState}</option>
        {states.map(({ value, name }) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </Field>
      <Field
        {...dealer}
        label={L.dealerOutletId}
        as="select"
        required={false}
        disabled={typeof loaded !== 'object' || loaded === null}
      >
        <option value="">{L.dealerNotListed}</option>
        {offered.map((d) => (
          <option key={d.id} value={d.id}>
            {T.dealerOption(d.name, d.city)}
          </option>
        ))}
      </Field>
      <p aria-live="polite" className="text-sm text-slate-700">
        {waiting}
      </p>
    </>
  );
}
