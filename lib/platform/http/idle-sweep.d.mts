import type { Server, ServerResponse } from 'node:http';

export function closeIdleConnections(server: Server, inFlight: Iterable<ServerResponse>): boolean;
