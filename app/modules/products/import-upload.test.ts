import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '#app/modules/files/local-file-storage.server';
import type { Scope } from '#app/modules/auth/user-record';
import { deleteUpload, readUpload, storeUpload } from './import-upload.server';

const folder = await mkdtemp(path.join(os.tmpdir(), 'prevzem-uploads-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
const storage = localFileStorage(folder);
const uploader = (shopId: number, userId: number) => ({ shopId, actor: { userId } as Scope });

describe('import uploads in the file storage', () => {
  it('keeps a file for its uploader in its shop only', async () => {
    const token = await storeUpload(uploader(1, 7), Buffer.from('a;b\n1;2'), storage);
    expect(await readUpload(uploader(1, 7), token, storage)).toEqual(Buffer.from('a;b\n1;2'));
    expect(await readUpload(uploader(1, 8), token, storage)).toBeNull();
    expect(await readUpload(uploader(2, 7), token, storage)).toBeNull();
    await deleteUpload(uploader(1, 7), token, storage);
    expect(await readUpload(uploader(1, 7), token, storage)).toBeNull();
  });

  it('answers null for a malformed token without touching the storage', async () => {
    expect(await readUpload(uploader(1, 7), '../../etc/passwd', storage)).toBeNull();
    expect(await readUpload(uploader(1, 7), null, storage)).toBeNull();
  });

  it('removes uploads older than a day when the next one arrives', async () => {
    const old = await storeUpload(uploader(1, 7), Buffer.from('old'), storage);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(folder, 'imports', `1-7-${old}`), dayAgo, dayAgo);
    const fresh = await storeUpload(uploader(1, 7), Buffer.from('new'), storage);
    expect(await readUpload(uploader(1, 7), old, storage)).toBeNull();
    expect(await readUpload(uploader(1, 7), fresh, storage)).toEqual(Buffer.from('new'));
  });
});
