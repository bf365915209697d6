import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface AddressedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AddressedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request from a loopback address of our own choosing (127.0.0.0/8 all reaches this machine),
 * to the site directly or to an nginx in front of it: the connection's address is `from`.
 */
export function requestFrom(
  from: string,
  origin: string,
  options: AddressedRequest,
): Promise<AddressedAnswer> {
  const url = new URL(origin);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        localAddress: from,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
