import type { ServerResponse } from 'node:http';

export function keepHeadersSingle<R extends ServerResponse>(res: R): R;
