/** The order of rows kept in a hand-chosen order. */

/**
 * Gives each row its position (0, 1, 2, ...) after moving one of them one place, past the next
 * row of its own group (committee members move among their committee's members only).
 */
export function movedOrder(
  ids: string[],
  id: string,
  direction: 'up' | 'down',
  sameGroup: (otherId: string) => boolean = () => true,
): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < ids.length && !sameGroup(ids[to]!)) to += step;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
