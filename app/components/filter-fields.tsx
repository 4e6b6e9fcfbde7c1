import { Checkbox, Input, InputWrapper } from '@mantine/core';
import { useId, type CSSProperties, type FocusEventHandler, type ReactNode } from 'react';

/*
 * A list's filter bar as plain elements in Mantine's classes: what `<TextInput>` and `<NativeSelect>` render (label,
 * field, section, error), without their props, theme and style resolution on every request. Every list page has a
 * bar of four to six of them, a tenth of its server time (decision 037, "Rendering"); filter-fields.test.tsx compares
 * the markup with Mantine's own. Widths are app.css classes instead of Mantine's responsive style props (a `<style>`
 * per field and request).
 */

/**
 * How wide a field is: `search` fills a phone's width and is `searchWidth` px from Mantine's `sm` (48em) up; `phone`
 * fills a phone's width below `xs` (36em) and is as wide as its content above; without it, as wide as its content.
 */
export type FilterWidth = 'search' | 'phone';

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const ERROR_STYLE = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as CSSProperties;
const FIELD_STYLE = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };
const FIELD_STYLE_WITH_ERROR = { ...FIELD_STYLE, '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' };
const SELECT_STYLE = { ...FIELD_STYLE, '--input-right-section-pointer-events': 'none' };
const SELECT_STYLE_WITH_ERROR = { ...SELECT_STYLE, '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' };

const classesOf = (component: 'TextInput' | 'NativeSelect') => ({
  root: `${InputWrapper.classes.root} mantine-InputWrapper-root mantine-${component}-root`,
  label: `${InputWrapper.classes.label} mantine-InputWrapper-label mantine-${component}-label`,
  error: `${InputWrapper.classes.error} mantine-InputWrapper-error mantine-${component}-error`,
  wrapper: `${Input.classes.wrapper} mantine-Input-wrapper mantine-${component}-wrapper`,
  input: `${Input.classes.input} mantine-Input-input mantine-${component}-input`,
  section: `${Input.classes.section} mantine-Input-section mantine-${component}-section`,
});
const TEXT_INPUT = classesOf('TextInput');
const NATIVE_SELECT = classesOf('NativeSelect');

function widthOf(width: FilterWidth | undefined, searchWidth: number) {
  if (width === 'search')
    return {
      className: ' filter-search',
      style: { '--filter-search-width': `calc(${searchWidth / 16}rem * var(--mantine-scale))` } as CSSProperties,
    };
  return { className: width === 'phone' ? ' filter-phone-full' : '', style: undefined };
}

/** The id Mantine gives a field (its `useId`), and its label's and error's. */
function useFieldId() {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  return { id, label: `${id}-label`, error: `${id}-error` };
}

/** Mantine's `<TextInput label name defaultValue type error leftSection>` in a filter bar. */
export function FilterTextInput({
  name,
  label,
  defaultValue,
  type,
  error,
  leftSection,
  width,
  searchWidth = 360,
}: {
  name: string;
  label: string;
  defaultValue: string;
  type?: 'search' | 'date';
  error?: string;
  leftSection?: ReactNode;
  width?: FilterWidth;
  /** The width of a `search` field from `sm` up, in px. */
  searchWidth?: number;
}) {
  const ids = useFieldId();
  const layout = widthOf(width, searchWidth);
  return (
    <div
      className={TEXT_INPUT.root + layout.className}
      style={layout.style}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <label style={LABEL_STYLE} className={TEXT_INPUT.label} data-size="sm" htmlFor={ids.id} id={ids.label}>
        {label}
      </label>
      <div
        style={(error ? FIELD_STYLE_WITH_ERROR : FIELD_STYLE) as CSSProperties}
        className={TEXT_INPUT.wrapper}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className={TEXT_INPUT.section}>
            {leftSection}
          </div>
        )}
        <input
          className={TEXT_INPUT.input}
          data-variant="default"
          data-error={error ? true : undefined}
          type={type}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          id={ids.id}
          name={name}
          defaultValue={defaultValue}
        />
      </div>
      {error && (
        <p style={ERROR_STYLE} className={TEXT_INPUT.error} data-size="sm" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Mantine's `<NativeSelect label name defaultValue data>` in a filter bar: a phone opens its own picker. */
export function FilterSelect({
  name,
  label,
  defaultValue,
  data,
  error,
  width,
  onChange,
  onFocus,
  onPointerDown,
}: {
  name: string;
  label: string;
  defaultValue: string;
  data: readonly FilterOption[];
  error?: string;
  width?: FilterWidth;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  onPointerDown?: () => void;
}) {
  const ids = useFieldId();
  const layout = widthOf(width, 0);
  return (
    <div
      className={NATIVE_SELECT.root + layout.className}
      style={layout.style}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <label style={LABEL_STYLE} className={NATIVE_SELECT.label} data-size="sm" htmlFor={ids.id} id={ids.label}>
        {label}
      </label>
      <div
        style={(error ? SELECT_STYLE_WITH_ERROR : SELECT_STYLE) as CSSProperties}
        className={NATIVE_SELECT.wrapper}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className={NATIVE_SELECT.input}
          data-variant="default"
          data-error={error ? true : undefined}
          name={name}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          id={ids.id}
          defaultValue={defaultValue}
          onChange={onChange}
          onFocus={onFocus}
          onPointerDown={onPointerDown}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className={NATIVE_SELECT.section}>
          <Chevron error={error} />
        </div>
      </div>
      {error && (
        <p style={ERROR_STYLE} className={NATIVE_SELECT.error} data-size="sm" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const CHECKBOX_STYLE = { '--checkbox-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;

/** Mantine's `<Checkbox name value label defaultChecked>` in a filter bar (a flag the list is filtered by). */
export function FilterCheckbox({
  name,
  value,
  label,
  defaultChecked,
}: {
  name: string;
  value: string;
  label: string;
  defaultChecked: boolean;
}) {
  const { id } = useFieldId();
  return (
    <div style={CHECKBOX_STYLE} className={CHECKBOX_ROOT} data-variant="filled" data-label-position="right">
      <div className={`${Checkbox.classes.body} mantine-Checkbox-body`}>
        <div className={`${Checkbox.classes.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`}
            id={id}
            type="checkbox"
            name={name}
            defaultChecked={defaultChecked}
            value={value}
          />
          <CheckboxTick />
        </div>
        <div className={`${Checkbox.classes.labelWrapper} mantine-Checkbox-labelWrapper`}>
          <label className={`${Checkbox.classes.label} mantine-Checkbox-label`} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

/**
 * Mantine's ComboboxChevron (size sm), the select's arrow, carrying the field's error as Mantine's does: its class
 * (size and colour) on an empty element that app.css (`.filter-chevron`) paints with Mantine's path as a mask in that
 * colour. The path was a kilobyte of every select on every list page; the stylesheet carries it once for all of them.
 * filter-fields.test.tsx checks the mask's path is Mantine's, receiving-lists.spec.ts the place, size and colour.
 */
function Chevron({ error }: { error?: string }) {
  return (
    <span
      className="m_2943220b mantine-ComboboxChevron-chevron filter-chevron"
      data-combobox-chevron="true"
      data-error={error}
    />
  );
}

// Checkbox.classes holds Mantine's InlineInput classes (the frame around the box) over the checkbox's own root class,
// so the latter is named here; filter-fields.test.tsx checks it against Mantine's markup.
/** Mantine's Checkbox root classes (its own root class first). */
const CHECKBOX_ROOT = `m_bf2d988c mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`;

/** Mantine's checkbox tick, drawn over a ticked box. */
function CheckboxTick() {
  return (
    <svg
      viewBox="0 0 10 7"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden
      className={`${Checkbox.classes.icon} mantine-Checkbox-icon`}
    >
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
