import { useCallback, useEffect, useState } from 'react';

/**
 * A dialog's open state, for a dialog a list repeats per row ("Are you sure?", "Repeat"): rendered only from its first
 * opening (`mounted`), since Mantine's Modal runs its hooks, providers and transition even while closed, which made
 * the closed dialogs of 25 rows the larger part of a list page's server time (decision 037, "Rendering"). The first
 * opening mounts it closed and opens it on the next render, so it fades in and gives the focus back on closing, as a
 * dialog rendered from the start does. `initiallyOpen`: open as served (a form sent back with its error).
 */
export function useDialog(initiallyOpen = false) {
  const [mounted, setMounted] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (mounted && asked) {
      setAsked(false);
      setOpened(true);
    }
  }, [mounted, asked]);
  const open = useCallback(() => {
    setMounted(true);
    setAsked(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { mounted, opened, open, close };
}
