import { Progress } from '@mantine/core';

/**
 * A labelled bar for long work: the percentage when it is known (an upload), otherwise a moving full bar while the
 * server works. The label is the bar's accessible name too.
 */
export function WorkProgress({ label, percent }: { label: string; percent?: number }) {
  return (
    <Progress.Root size="xl" aria-label={label}>
      <Progress.Section value={percent ?? 100} animated striped={percent === undefined}>
        <Progress.Label>{label}</Progress.Label>
      </Progress.Section>
    </Progress.Root>
  );
}
