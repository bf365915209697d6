import { listDirectors } from '@/lib/investors/cached';
import { directorsBody, respondWith } from '@/lib/investors/api';

// The old site's path and JSON shape (spec §7), answered from the same cache as the pages.
export const GET = (request: Request) => respondWith(request, listDirectors, directorsBody);
