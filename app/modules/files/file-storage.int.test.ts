import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '#tests/support/s3-server';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage.server';
import { s3FileStorage } from './s3-file-storage.server';

/** One contract for both storages: what passes on the folder passes on S3. */
function contract(name: string, open: () => Promise<{ storage: FileStorage; age: (key: string) => Promise<void> }>) {
  describe(name, () => {
    let storage: FileStorage;
    let age: (key: string) => Promise<void>;
    beforeAll(async () => ({ storage, age } = await open()));

    it('stores, reads and deletes a file with its content type', async () => {
      const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
      await storage.put('receiving/1/2/photo-1.jpg', body, 'image/jpeg');
      expect(await storage.get('receiving/1/2/photo-1.jpg')).toEqual({ body, contentType: 'image/jpeg' });
      await storage.delete('receiving/1/2/photo-1.jpg');
      expect(await storage.get('receiving/1/2/photo-1.jpg')).toBeNull();
    });

    it('answers null for a file that was never there, and deleting it is no error', async () => {
      expect(await storage.get('receiving/1/2/never')).toBeNull();
      await expect(storage.delete('receiving/1/2/never')).resolves.toBeUndefined();
    });

    it('replaces a file written again under the same key', async () => {
      await storage.put('imports/1-1-aa', Buffer.from('first'), 'text/csv');
      await storage.put('imports/1-1-aa', Buffer.from('second'), 'text/plain');
      expect(await storage.get('imports/1-1-aa')).toEqual({ body: Buffer.from('second'), contentType: 'text/plain' });
    });

    it('removes only the stale files under a prefix', async () => {
      await storage.put('stale/1/old', Buffer.from('old'), 'text/plain');
      await storage.put('stale/1/new', Buffer.from('new'), 'text/plain');
      await storage.put('other/1/old', Buffer.from('old'), 'text/plain');
      await age('stale/1/old');
      await age('other/1/old');
      const cutoff = new Date(Date.now() - 60 * 60 * 1000);
      expect(await storage.deleteOlderThan('stale/', cutoff)).toBe(1);
      expect(await storage.get('stale/1/old')).toBeNull();
      expect(await storage.get('stale/1/new')).not.toBeNull();
      expect(await storage.get('other/1/old')).not.toBeNull();
    });

    it('refuses keys that could leave their place', async () => {
      await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/file key/);
      await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/file key/);
      await expect(storage.deleteOlderThan('../', new Date())).rejects.toThrow(/prefix/);
    });
  });
}

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

let folder: string;
afterAll(() => rm(folder, { recursive: true, force: true }));

contract('a folder', async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'prevzem-files-'));
  return {
    storage: localFileStorage(folder),
    age: (key) => utimes(path.join(folder, ...key.split('/')), twoHoursAgo(), twoHoursAgo()),
  };
});

contract('an S3-compatible server', async () => {
  const server = await startS3Server('prevzem-test');
  afterAll(() => server.stop());
  const storage = s3FileStorage({
    bucket: 'prevzem-test',
    region: 'us-east-1',
    endpoint: server.endpoint,
    credentials: server.credentials,
    forcePathStyle: true,
    prefix: 'install-a',
  });
  // S3 sets LastModified itself; s3rver reports the modification time of the file it keeps, so that is made old.
  return { storage, age: async (key) => ageS3Object(server, `install-a/${key}`) };
});

async function ageS3Object(server: { directory: string }, key: string) {
  const file = path.join(server.directory, 'prevzem-test', `${key}._S3rver_object`);
  await utimes(file, twoHoursAgo(), twoHoursAgo());
}
