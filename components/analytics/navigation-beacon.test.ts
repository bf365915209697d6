/**
 * The beacon's rules, in Node with the few browser objects it uses stood in: what it sends, and
 * when. (e2e/analytics.spec.ts counts the rows a real browser causes.)
 */
type Sent = { via: 'beacon' | 'fetch'; url: string; body: string; keepalive?: boolean };

async function loadPage({ prerendering = false, beaconQueueFull = false } = {}) {
  const sent: Sent[] = [];
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { prerendering });
  Object.assign(globalThis, {
    window: win,
    document: doc,
    navigator: {
      sendBeacon: (url: string, blob: Blob) => {
        if (beaconQueueFull) return false;
        void blob.text().then((body) => sent.push({ via: 'beacon', url, body }));
        return true;
      },
    },
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ via: 'fetch', url, body: String(init.body), keepalive: init.keepalive });
      return new Response(null, { status: 204 });
    },
  });
  let beacon!: typeof import('./navigation-beacon');
  await jest.isolateModulesAsync(async () => {
    beacon = await import('./navigation-beacon');
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { sent, win, doc, report: beacon.reportPageView, settle };
}

const view = (path: string, via: Sent['via'] = 'beacon') =>
  expect.objectContaining({
    via,
    url: '/api/clicklogs/navigation',
    body: JSON.stringify({ path }),
  });

describe('the page-view beacon', () => {
  it('sends one view per path shown: a second effect, a remount or a query-only change sends nothing', async () => {
    const page = await loadPage();
    page.report('/'); // the page load
    page.report('/'); // StrictMode's second effect, or the layout mounted again
    page.report('/our-team'); // a client-side navigation
    page.report('/our-team'); // ?tab=2: usePathname is still /our-team
    page.report('/'); // back to the home page, client-side
    await page.settle();
    expect(page.sent).toEqual([view('/'), view('/our-team'), view('/')]);
  });

  it('waits for a prerendered page to be shown, and sends nothing if it never is', async () => {
    const page = await loadPage({ prerendering: true });
    page.report('/bess');
    await page.settle();
    expect(page.sent).toEqual([]);
    page.doc.dispatchEvent(new Event('prerenderingchange'));
    await page.settle();
    expect(page.sent).toEqual([view('/bess')]);
  });

  it('sends the page again when the back-forward cache restores it, not on an ordinary pageshow', async () => {
    const page = await loadPage();
    page.report('/our-journey');
    page.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    page.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await page.settle();
    expect(page.sent).toEqual([view('/our-journey'), view('/our-journey')]);
  });

  it('falls back to fetch with keepalive when the browser will not queue the beacon', async () => {
    const page = await loadPage({ beaconQueueFull: true });
    page.report('/');
    await page.settle();
    expect(page.sent).toEqual([view('/', 'fetch')]);
    expect(page.sent[0]!.keepalive).toBe(true);
  });

  it('starts afresh with each page load (a reload included)', async () => {
    const first = await loadPage();
    first.report('/');
    const reloaded = await loadPage();
    reloaded.report('/');
    await reloaded.settle();
    expect(first.sent).toEqual([view('/')]);
    expect(reloaded.sent).toEqual([view('/')]);
  });
});
