import { listGrievanceContacts } from '@/lib/investors/cached';
import { grievanceBody, respondWith } from '@/lib/investors/api';

// The old site's path and JSON shape (spec §7), answered from the same cache as the pages.
export const GET = (request: Request) => respondWith(request, listGrievanceContacts, grievanceBody);
