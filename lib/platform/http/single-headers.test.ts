import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepHeadersSingle } from './single-headers.mjs';

/** The raw header lines of one answer of a server whose handler appends as Next's cache does. */
async function rawHeaders(handle: Parameters<typeof createServer>[1]): Promise<string[]> {
  const server: Server = createServer((req, res) => handle!(req, keepHeadersSingle(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    await response.arrayBuffer();
    // fetch joins repeated headers with ", ": each value once means no repetition.
    return [response.headers.get('location') ?? '', response.headers.get('x-test') ?? ''];
  } finally {
    server.close();
  }
}

describe('keepHeadersSingle', () => {
  it('sends a redirect’s Location once when the kept page appends it again', async () => {
    expect(
      await rawHeaders((_req, res) => {
        res.statusCode = 308;
        res.setHeader('Location', '/products/inverter-ups/iu-1100');
        res.appendHeader('location', '/products/inverter-ups/iu-1100');
        res.appendHeader('x-test', 'a');
        res.appendHeader('x-test', 'a');
        res.end();
      }),
    ).toEqual(['/products/inverter-ups/iu-1100', 'a, a']);
  });

  it('still appends a different Location, so a real conflict stays visible', async () => {
    const [location] = await rawHeaders((_req, res) => {
      res.statusCode = 307;
      res.setHeader('Location', '/a');
      res.appendHeader('Location', '/b');
      res.end();
    });
    expect(location).toBe('/a, /b');
  });
});
