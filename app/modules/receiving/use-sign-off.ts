import { useCallback, useRef, useState } from 'react';
import type { SignOffProblems } from './sign-off-check';
import { payloadForm, type DraftStore } from './draft-store';

/** How the last sign-off attempt ended, as the screen tells it. */
export type SignOffState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; orderStatus: string | null; backorderId: number | null }
  /** Another sign-off of the same order came first: the draft is kept, "Use what was received" re-bases it. */
  | { kind: 'conflict' }
  | { kind: 'problems'; problems: SignOffProblems }
  /** No answer (a dropped connection): the same key goes with the next try, so it is recorded once. */
  | { kind: 'offline' }
  | { kind: 'refused'; reason: string };

/**
 * Sends the sign-off: the draft as it stands, its version, the driver's signature and a key kept on the device, so a
 * retry after a dropped connection records once. A second tap while one is on its way sends nothing. After any answer
 * the page's data is loaded again (`onAnswer`).
 */
export function useSignOff(
  store: DraftStore,
  signOffUrl: string,
  onAnswer: (signedOff: { backorderId: number | null } | null) => void,
) {
  const [state, setState] = useState<SignOffState>({ kind: 'idle' });
  const busy = useRef(false);

  const signOff = async (signature: string | null) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'sending' });
    try {
      const key = store.signOffKey();
      const { draft, version, savedBy } = await store.settle();
      const body = JSON.stringify({
        ...draft,
        version,
        savedBy,
        signOffKey: key,
        signature,
      });
      let response: Response;
      try {
        response = await fetch(signOffUrl, { method: 'POST', body: payloadForm(body) });
      } catch {
        setState({ kind: 'offline' });
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        reason?: string;
        problems?: SignOffProblems;
        orderStatus?: string | null;
        backorderId?: number | null;
      };
      if (response.status >= 500) {
        setState({ kind: 'offline' });
        return;
      }
      // Any answer but none at all settles this key: the next sign-off is a new one.
      store.forgetSignOffKey();
      if (answer.ok) {
        store.discard();
        setState({ kind: 'done', orderStatus: answer.orderStatus ?? null, backorderId: answer.backorderId ?? null });
        onAnswer({ backorderId: answer.backorderId ?? null });
        return;
      } else if (answer.reason === 'conflict') setState({ kind: 'conflict' });
      else if (answer.reason === 'invalid' && answer.problems)
        setState({ kind: 'problems', problems: answer.problems });
      else if (answer.reason === 'signed_off') store.discard();
      else setState({ kind: 'refused', reason: answer.reason ?? 'unknown' });
      // The page's data follows: the note signed off, or the version a refused sign-off saved.
      onAnswer(null);
    } finally {
      busy.current = false;
      store.release();
    }
  };

  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, signOff, reset };
}
