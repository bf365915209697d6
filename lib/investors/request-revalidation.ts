/**
 * For writers outside the Next server (seed sets, scripts, `npm run revalidate`): asks the
 * running site to refresh its investor pages through POST /api/revalidate.
 */
export type RevalidationOutcome =
  { ok: true; tags: string[] } | { ok: false; reason: 'unreachable' | 'refused'; detail: string };

export async function requestRevalidation(
  siteUrl: string,
  secret: string,
  timeoutMs = 5_000,
): Promise<RevalidationOutcome> {
  let response: Response;
  try {
    response = await fetch(`${siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: `${siteUrl}: ${String(error)}` };
  }
  const body = (await response.json().catch(() => ({}))) as { tags?: string[]; message?: string };
  if (!response.ok) {
    return { ok: false, reason: 'refused', detail: `${response.status} ${body.message ?? ''}` };
  }
  return { ok: true, tags: body.tags ?? [] };
}
