import { postForm, type PostMessages } from './post';

const MESSAGES: PostMessages = {
  refused: (serverMessage) => (serverMessage === 'Repeat me.' ? serverMessage : 'Form failed.'),
  unreachable: 'No answer.',
};

let calls: { url: string; init: RequestInit }[] = [];
const answer = (response: Response | Error) => {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
};
const jsonReply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const realFetch = globalThis.fetch;
beforeEach(() => (calls = []));
afterAll(() => (globalThis.fetch = realFetch));

describe('postForm', () => {
  it("gives the fields a 422's messages and shows the form's message for it", async () => {
    answer(
      jsonReply(422, { message: 'Please correct the fields.', errors: { name: 'Name?', n: 3 } }),
    );
    expect(await postForm('/api/x', { name: '' }, MESSAGES)).toMatchObject({
      ok: false,
      message: 'Form failed.',
      errors: { name: 'Name?' },
    });
  });

  it('repeats a server message only when the form says so', async () => {
    answer(jsonReply(400, { message: 'Repeat me.' }));
    expect(await postForm('/api/x', {}, MESSAGES)).toMatchObject({
      ok: false,
      message: 'Repeat me.',
      errors: {},
    });
    answer(jsonReply(429, { message: 'Too many requests.' }));
    expect(await postForm('/api/x', {}, MESSAGES)).toMatchObject({ message: 'Form failed.' });
  });

  it("shows the form's message for another failure or an unreadable answer", async () => {
    answer(new Response('<html>proxy</html>', { status: 502 }));
    expect(await postForm('/api/x', {}, MESSAGES)).toMatchObject({
      ok: false,
      message: 'Form failed.',
    });
    answer(new Response('<html>proxy</html>', { status: 200 }));
    expect(await postForm('/api/x', {}, MESSAGES)).toMatchObject({
      ok: false,
      message: 'Form failed.',
    });
  });

  it('says the unreachable message on a network error, or when the payload could not be made', async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await postForm('/api/x', {}, MESSAGES)).toMatchObject({
      ok: false,
      message: 'No answer.',
    });
    calls = [];
    answer(jsonReply(201, { message: 'Sent.' }));
    const captchaFailed = Promise.reject(new Error('captcha script gone'));
    expect(await postForm('/api/x', captchaFailed, MESSAGES)).toMatchObject({
      ok: false,
      message: 'No answer.',
    });
    expect(calls).toHaveLength(0);
  });

  it("shows the server's success message, or the form's own without reading the answer", async () => {
    answer(jsonReply(201, { message: 'Thank you.', status: 'success' }));
    expect(await postForm('/api/x', {}, MESSAGES)).toEqual({
      ok: true,
      message: 'Thank you.',
      data: { message: 'Thank you.', status: 'success' },
    });
    answer(new Response('', { status: 201 }));
    expect(await postForm('/api/x', {}, { ...MESSAGES, success: 'Done!' })).toMatchObject({
      ok: true,
      message: 'Done!',
    });
  });

  it('posts JSON, or multipart without the empty values', async () => {
    answer(jsonReply(201, { message: 'ok' }));
    await postForm('/api/json', { email: 'a@b.in', token: undefined }, MESSAGES);
    expect(calls[0]).toMatchObject({
      url: '/api/json',
      init: {
        method: 'POST',
        // The page's language: English unless the form says otherwise.
        headers: { 'Content-Type': 'application/json', 'Content-Language': 'en' },
        body: '{"email":"a@b.in"}',
      },
    });
    answer(jsonReply(201, { message: 'ok' }));
    await postForm(
      '/api/form',
      { name: 'Gill', token: undefined, website: '' },
      MESSAGES,
      'multipart',
    );
    const body = calls[1]!.init.body as FormData;
    expect([...body.entries()]).toEqual([
      ['name', 'Gill'],
      ['website', ''],
    ]);
    // A Hindi page's form says so: the server answers in Hindi (lib/platform/i18n/answers.ts).
    answer(jsonReply(201, { message: 'ok' }));
    await postForm('/api/form', { name: 'Gill' }, MESSAGES, 'multipart', 'hi');
    expect(calls[2]!.init.headers).toEqual({ 'Content-Language': 'hi' });
  });
});
