import path from 'node:path';
import { getConfig } from '#app/config.server';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage.server';
import { s3FileStorage } from './s3-file-storage.server';

let current: FileStorage | undefined;

/** The process's file storage, chosen by the configuration: S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function getFileStorage(): FileStorage {
  if (current) return current;
  const config = getConfig();
  current = config.s3 ? s3FileStorage(config.s3) : localFileStorage(path.join(config.dataDir, 'files'));
  return current;
}
