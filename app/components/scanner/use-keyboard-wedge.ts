import { useEffect, useRef } from 'react';
import { createBurstDetector, isTypingTarget, readScanKey, type BurstOptions } from './keyboard-wedge';

/**
 * Hears a hardware scanner anywhere on the page while the focus is not in a text field: the scanner types the code
 * faster than a person can and presses Enter or Tab, which is then kept from clicking a focused button or moving the
 * focus. Keys typed into a field are never taken; the scan field handles its own keys.
 */
export function useKeyboardWedge(onScan: (text: string) => void, enabled = true, options?: BurstOptions) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);
  const maxAverageMs = options?.maxAverageMs;
  const maxGapMs = options?.maxGapMs;
  const minLength = options?.minLength;

  useEffect(() => {
    if (!enabled) return;
    const detector = createBurstDetector({ maxAverageMs, maxGapMs, minLength });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.isComposing) return;
      if (isTypingTarget(event.target)) {
        detector.reset();
        return;
      }
      const text = detector.push(readScanKey(event), event.timeStamp);
      if (text === null) return;
      event.preventDefault();
      event.stopPropagation();
      onScanRef.current(text);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, maxAverageMs, maxGapMs, minLength]);
}
