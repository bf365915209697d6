import { HttpError } from './responses';
import { readJsonObject, readText } from './body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof HttpError ? error.status : 'not an HttpError'),
  );

describe('readText', () => {
  it('reads a body within the limit', async () => {
    expect(await readText(post('hello'))).toBe('hello');
  });

  it('refuses a body over the limit with 413, declared or not', async () => {
    expect(await statusOf(readText(post('x'.repeat(11), { 'content-length': '11' }), 10))).toBe(
      413,
    );
    const undeclared = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(11)));
        controller.close();
      },
    });
    expect(await statusOf(readText(post(undeclared), 10))).toBe(413);
  });

  it('answers 400, not 500, when the client breaks off mid-body', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
        controller.error(new Error('aborted'));
      },
    });
    const error = await readText(post(broken)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'The request body was cut off before it was complete.',
    });
  });
});

describe('readJsonObject', () => {
  it.each([
    ['not JSON', '{', 'The request body must be valid JSON.'],
    ['an array', '[1]', 'The request body must be a JSON object.'],
    ['null', 'null', 'The request body must be a JSON object.'],
  ])('refuses %s with 400', async (_, body, message) => {
    await expect(readJsonObject(post(body))).rejects.toMatchObject({ status: 400, message });
  });
});
