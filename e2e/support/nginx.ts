import { startNginxEdge } from '../../scripts/edge-processes';
import { requestFrom, type AddressedRequest } from './from-address';

export { NGINX } from '../../scripts/edge-processes';

/**
 * A real nginx running the shipped edge (scripts/edge-processes.ts) in front of the e2e site, or
 * of the instances named.
 */
export const startNginx = (upstreamPorts: number | number[], edgePort?: number) =>
  startNginxEdge({ upstreams: [upstreamPorts].flat(), port: edgePort });

/**
 * A request to nginx from a loopback address of our own choosing (127.0.0.0/8 is all ours), so
 * that the address nginx sees, and the site limits, is this test's alone.
 */
export const viaNginx = (
  port: number,
  from: string,
  options: AddressedRequest,
  scheme: 'https' | 'http' = 'https',
) => requestFrom(from, `${scheme}://127.0.0.1:${port}`, options);
