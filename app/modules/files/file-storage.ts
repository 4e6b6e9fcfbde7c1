/**
 * Where files live (photos, signatures, import uploads): a folder under DATA_DIR by default, S3-compatible object
 * storage when S3_* is set, which several server nodes need (docs/decisions/029). Keys are paths of lower-case
 * segments chosen by the code, never by the user: `<area>/<companyId>/<shopId>/<name>`.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Removes the files under a prefix last written before a moment (stale uploads); answers how many. */
  deleteOlderThan(prefix: string, before: Date): Promise<number>;
}

interface StoredFile {
  body: Buffer;
  contentType: string;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key the storage accepts: no empty, dot-led or upper-case segments, so it can never leave its folder or bucket. */
export function isFileKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
}

export function assertPrefix(prefix: string): void {
  if (!isFileKey(prefix.replace(/\/$/, ''))) throw new Error(`Not a key prefix: ${JSON.stringify(prefix)}`);
}
