import { createServer, type Server } from 'node:http';

/**
 * A stand-in for Google's reCAPTCHA siteverify endpoint, speaking its protocol: a form-encoded
 * POST of `secret`, `response` (and `remoteip`), answered with `success`, `score`, `action`,
 * `hostname`, `challenge_ts` and `error-codes`. Tokens made by the stand-in grecaptcha script
 * (`standInToken`) carry the score, action and page hostname they should verify with.
 */
export const standInToken = (score: number, action: string, hostname = '127.0.0.1') =>
  `stand-in:${score}:${action}:${hostname}`;

/**
 * The browser stand-in for Google's api.js: defines window.grecaptcha (ready, execute). Like
 * Google's, it makes tokens only for the site key it was loaded with (`api.js?render=<key>`):
 * another key, or none, is refused.
 */
export const standInGrecaptchaScript = (score: number, renderKey: string) => `
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function () { return 0; },
    execute: function (key, options) {
      if (key !== ${JSON.stringify(renderKey)}) {
        return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + key));
      }
      var action = (options && options.action) || '';
      return Promise.resolve('stand-in:${score}:' + action + ':' + location.hostname);
    },
  };`;

function verify(form: URLSearchParams, secret: string) {
  if (form.get('secret') !== secret) {
    return { success: false, 'error-codes': ['invalid-input-secret'] };
  }
  const match = /^stand-in:([\d.]+):(\w*):([\w.-]+)$/.exec(form.get('response') ?? '');
  if (!match) return { success: false, 'error-codes': ['invalid-input-response'] };
  const [, score, action, hostname] = match;
  const challenge_ts = new Date().toISOString();
  return { success: true, score: Number(score), action, hostname, challenge_ts };
}

export function siteverifyHandler(secret: string) {
  return async (body: string) => verify(new URLSearchParams(body), secret);
}

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

/** Where the stand-in serves its browser script (RECAPTCHA_SCRIPT_URL, `?render=<site key>`). */
export const STAND_IN_SCRIPT_PATH = '/recaptcha/api.js';

/** The score of the stand-in script's tokens: above the site's default minimum (0.5). */
export const STAND_IN_SCORE = 0.9;

/**
 * An HTTP server answering siteverify POSTs at SITEVERIFY_PATH, GETs of STAND_IN_SCRIPT_PATH
 * with the stand-in grecaptcha script for the site key it names, and other requests with what
 * `other` gives for their path (JSON; `{ ok: true }` when it gives nothing).
 */
export function createSiteverifyServer(
  secret: string,
  other: (url: string) => unknown = () => undefined,
  /** Another service on the same port, answering first where it knows the request. */
  routes?: (
    method: string,
    url: string,
    body: string,
    authorization?: string,
  ) => { status: number; body: unknown } | undefined,
): Server {
  const answer = siteverifyHandler(secret);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === STAND_IN_SCRIPT_PATH) {
      res.setHeader('content-type', 'text/javascript');
      res.end(standInGrecaptchaScript(STAND_IN_SCORE, url.searchParams.get('render') ?? ''));
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      res.setHeader('content-type', 'application/json');
      const routed = routes?.(req.method ?? 'GET', req.url ?? '', body, req.headers.authorization);
      if (routed) {
        res.statusCode = routed.status;
        res.end(JSON.stringify(routed.body));
        return;
      }
      const reply =
        req.method === 'POST' && req.url === SITEVERIFY_PATH
          ? await answer(body)
          : (other(req.url ?? '') ?? { ok: true });
      res.end(JSON.stringify(reply));
    });
  });
}

export async function startSiteverifyStandIn(secret: string, port = 0) {
  const server = createSiteverifyServer(secret);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}${SITEVERIFY_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
