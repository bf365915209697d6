import { requireStaffApi } from '@/lib/platform/auth/session';
import { handler } from '@/lib/platform/http/responses';
import { privateFileResponse } from '@/lib/platform/storage/serve';
import { openWarrantyInvoice } from '@/lib/warranty/admin';
import { warranty } from '@/lib/warranty/feature';

/** GET /api/staff/warranty/<registration id>/invoice: the uploaded invoice (sales). */
export const GET = handler(
  async (_request: Request, context: { params: Promise<{ id: string }> }) => {
    const staff = await requireStaffApi(warranty.role);
    const { id } = await context.params;
    const found = await openWarrantyInvoice(staff, id);
    return privateFileResponse(
      found?.file ?? null,
      found ? `invoice-${found.number.replaceAll('/', '-')}` : '',
    );
  },
);
