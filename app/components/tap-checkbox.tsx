import { Checkbox, type CheckboxProps } from '@mantine/core';

/**
 * A checkbox without a visible label (selecting a row in a list, a setting in a table cell): the label around it is a
 * 44 × 44 area that toggles it, so a finger need not hit the 20 px box (decision 024).
 */
export function TapCheckbox(props: CheckboxProps & { 'aria-label': string }) {
  return (
    <label className="tap-area">
      <Checkbox {...props} />
    </label>
  );
}
