import { HTTP_MESSAGES } from '@/content/api';
import { requireStaffApi } from '@/lib/auth/session';
import { handler, HttpError } from '@/lib/http/responses';
import { findServiceRequestPhoto } from '@/lib/service/admin';

// A customer's photo of their product, for staff only: never cached by anything in between.
export const GET = handler(
  async (
    _request: Request,
    { params }: RouteContext<'/api/staff/service-requests/[id]/photos/[n]'>,
  ) => {
    const staff = await requireStaffApi('sales');
    const { id, n } = await params;
    const photo = await findServiceRequestPhoto(staff, id, Number(n));
    if (!photo) throw new HttpError(404, HTTP_MESSAGES.fileNotFound);
    return new Response(photo.stream(), {
      headers: {
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.size),
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
