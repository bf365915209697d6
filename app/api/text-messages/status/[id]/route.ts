import { handler, HttpError, json, readText } from '@/lib/platform/http';
import { isCallbackSigned, recordReport } from '@/lib/text-messages/outbox';

const REPORT_LIMIT = 16 * 1024;

// The SMS gateway's delivery report of one message (Exotel's StatusCallback: form-encoded
// SmsSid, Status, DetailedStatus …), at the address the site gave it with that message: signed
// for that message alone (?sig=), so nobody else can set a message's state. 403 for a wrong
// signature, 400 for a report without the gateway's message id; 200 otherwise, the state moved
// forward only (lib/text-messages/outbox.ts).
export const POST = handler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const signature = new URL(request.url).searchParams.get('sig');
    if (!/^[0-9a-f-]{36}$/.test(id) || !isCallbackSigned(id, signature)) {
      throw new HttpError(403, 'This delivery report is not signed for this message.');
    }
    const report = new URLSearchParams(await readText(request, REPORT_LIMIT));
    const providerId = report.get('SmsSid');
    const status = report.get('Status');
    if (!providerId || !status)
      throw new HttpError(400, 'A delivery report names SmsSid and Status.');
    const known = await recordReport(
      id,
      providerId,
      status.toLowerCase(),
      report.get('DetailedStatus') ?? undefined,
    );
    return json({ ok: true, known });
  },
);
