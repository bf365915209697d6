export function pathForLog(url: string | undefined): string;
export function isAsset(url: string | undefined): boolean;
export function logsRequests(level?: string): boolean;
export function accessLine(entry: {
  requestId: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  ms: number;
  client: string | null;
  aborted?: boolean;
}): string;
