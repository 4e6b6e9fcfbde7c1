import { Transform } from 'node:stream';

/** A joined chunk goes out at once when it reaches this size, without waiting for the end of the tick. */
const MAX_CHUNK_BYTES = 64 * 1024;

/**
 * The page's HTML on its way to the response, React's writes joined: React writes a rendered page in 2 KB pieces, and
 * the gzip stream behind it paid per write (188 KB of a list page: 6 ms in 2 KB writes, 1 ms in one; decision 037,
 * "Rendering"). What React writes in one tick goes out as one chunk at the end of the tick (or at 64 KB), so a part
 * that streams in later (a suspended boundary) is not held back. `first` may rewrite the first chunk (the one with the
 * head); `tail` is written after the page, at its end.
 */
export function coalescedBody(tail: () => string, first: (chunk: Buffer) => Buffer = (chunk) => chunk): Transform {
  let released = false;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= MAX_CHUNK_BYTES) release();
      else scheduled ??= setImmediate(release);
      callback();
    },
    flush(callback) {
      release();
      callback(null, tail());
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      callback(error);
    },
  });
  function release() {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (!pendingBytes) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    body.push(released ? joined : first(joined));
    released = true;
  }
  return body;
}
