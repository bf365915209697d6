import type { ReactNode } from 'react';

/**
 * Terms and their descriptions, one pair a row: `items` as [term, description]. Each pair sits
 * in a `div` (allowed inside `dl`), so `className` can lay them out as a list or a grid.
 */
export function DefinitionList({
  items,
  className,
  pairClassName,
  termClassName = 'font-medium',
}: {
  items: readonly (readonly [string, ReactNode])[];
  className?: string;
  pairClassName?: string;
  termClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map(([term, description]) => (
        <div key={term} className={pairClassName}>
          <dt className={termClassName}>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
