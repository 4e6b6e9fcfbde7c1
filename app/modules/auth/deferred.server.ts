/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the work finds (a password
 * reset for an address with or without an account). It runs in this process after the answer; shutdown waits for it.
 * Losing it in a crash costs one e-mail the user can ask for again; the lasting effects go through the outbox.
 */
export type Defer = (task: () => Promise<void>) => void;

interface ErrorLog {
  error(details: object, message: string): void;
}

const pending = new Set<Promise<void>>();

export function deferWork(task: () => Promise<void>, log?: ErrorLog): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      if (log) log.error({ err: error }, 'deferred work failed');
      else console.error('deferred work failed', error);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece of deferred work started so far has finished (for shutdown and tests). */
export async function settleDeferredWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
