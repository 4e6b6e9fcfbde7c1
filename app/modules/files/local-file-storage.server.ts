import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertFileKey, assertPrefix, type FileStorage } from './file-storage';

/** Files in a folder (DATA_DIR/files); the content type is kept beside each file. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await writeFile(`${file}.type`, contentType);
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      const [body, contentType] = await Promise.all([
        readFile(file).catch(() => null),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return body ? { body, contentType } : null;
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    },
    async deleteOlderThan(prefix, before) {
      assertPrefix(prefix);
      const folder = path.join(root, ...prefix.replace(/\/$/, '').split('/'));
      const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (name.endsWith('.type')) continue;
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || info.mtime >= before) continue;
        await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
        removed += 1;
      }
      return removed;
    },
  };
}
