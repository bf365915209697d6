/** A stored file, ready to stream. */
export interface StoredFile {
  key: string;
  size: number;
  modified: Date;
  contentType: string;
  /** The bytes, read lazily (the caller may send them as a response body). */
  stream(): ReadableStream<Uint8Array>;
}

/**
 * Where uploaded and seeded files live. Keys are slash-separated relative paths
 * (`investors/financials/annual-report-2023-24.pdf`); see `normalizeKey` for what is allowed.
 * Local disk is the default; an object store can implement the same four calls.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file, or null when there is none under that key (or the key is not allowed). */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}
