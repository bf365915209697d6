import { requireStaffApi } from '@/lib/platform/auth/session';
import { handler } from '@/lib/platform/http/responses';
import { findServiceRequestPhoto } from '@/lib/service/admin';
import { privateFileResponse } from '@/lib/platform/storage/serve';
import { serviceRequests } from '@/lib/service/feature';

/** GET /api/staff/service-requests/<id>/photos/<n>: a customer's photo of their product (sales). */
export const GET = handler(
  async (
    _request: Request,
    { params }: RouteContext<'/api/staff/service-requests/[id]/photos/[n]'>,
  ) => {
    const staff = await requireStaffApi(serviceRequests.role);
    const { id, n } = await params;
    const photo = await findServiceRequestPhoto(staff, id, Number(n));
    return privateFileResponse(photo, `service-request-photo-${n}`);
  },
);
