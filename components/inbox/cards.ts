/**
 * The staff tables' phone layout, CSS only: below the `md` width (768 px) a table's rows are
 * cards, one under the other, each cell on its own line under its column's header (the cell's
 * `data-label`, drawn before it), so that nothing scrolls sideways at 390 px and each row's
 * buttons sit under its text. The header row stays for screen readers only. From `md` up the
 * classes do nothing: the desktop table is as it was.
 */
export const CARD_TABLE = 'max-md:block max-md:bg-transparent [&>tbody]:max-md:block';
export const CARD_HEAD = 'max-md:sr-only';
export const CARD_ROW =
  'max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-2';
export const CARD_CELL =
  'max-md:block max-md:max-w-none max-md:px-0 max-md:py-1 max-md:[overflow-wrap:anywhere] max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';
