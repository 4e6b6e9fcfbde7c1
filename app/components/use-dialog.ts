import { useCallback, useState } from 'react';

/**
 * A dialog's open state, for a dialog a list repeats per row ("Are you sure?", "Repeat"): rendered only from its first
 * opening (`mounted`), since Mantine's Modal runs its hooks, providers and transition even while closed, which made
 * the closed dialogs of 25 rows the larger part of a list page's server time (decision 037, "Rendering"). It opens a
 * frame after it is mounted, so it fades in and gives the focus back on closing, as a dialog rendered from the start
 * does (Mantine notes the focused element when `opened` changes, not when the dialog mounts). `initiallyOpen`: open as
 * served (a form sent back with its error).
 */
export function useDialog(initiallyOpen = false) {
  const [mounted, setMounted] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const open = useCallback(() => {
    setMounted(true);
    requestAnimationFrame(() => setOpened(true));
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { mounted, opened, open, close };
}
