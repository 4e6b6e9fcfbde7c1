import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  DEFAULT_THEME,
  Group,
  Text,
  UnstyledButton,
  getFontSize,
  getSize,
  getSpacing,
  mergeMantineTheme,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import { useEffect, useRef, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROW_LINK_ATTRIBUTE } from './row-link-navigation';
import { badgeStyles, theme } from './theme';

/*
 * The parts a list repeats on every row, as plain elements carrying Mantine's own class names (its CSS modules and
 * static classes) and CSS variables, so they look and behave exactly as Mantine's components do. Each Mantine
 * component resolves its props through the theme, style props and the Styles API on every render; a page of 25 rows
 * has a few hundred of them, which made Mantine about a third of a list page's server time (decision 037,
 * "Rendering"). plain.test.tsx renders each beside its Mantine original and compares the markup.
 */

/** The theme as MantineProvider merges it, for the colours a badge resolves (made once). */
const mergedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

type BadgeVariant = 'filled' | 'light' | 'outline' | 'default' | 'dot' | 'transparent' | 'white';

/** A part's style made once per key: the variables depend only on a few props, not on the row. */
function madeOnce(cache: Map<string, CSSProperties>, key: string, make: () => CSSProperties): CSSProperties {
  let style = cache.get(key);
  if (!style) cache.set(key, (style = make()));
  return style;
}

/** The theme's variant resolver (the accessible fills and inks) for a colour, the primary one by default. */
const themeColours = (color: string | undefined, variant: string) =>
  mergedTheme.variantColorResolver({ color: color || mergedTheme.primaryColor, theme: mergedTheme, variant });

const badgeColours = new Map<string, CSSProperties>();

/** The badge's colour variables, once per colour and variant. */
function badgeColourStyle(color: string | undefined, variant: BadgeVariant): CSSProperties {
  return madeOnce(badgeColours, `${color ?? ''} ${variant}`, () => {
    const colours = themeColours(color, variant);
    return {
      ...badgeStyles.root,
      '--badge-bg': colours.background,
      '--badge-color': colours.color,
      '--badge-bd': colours.border,
    } as CSSProperties;
  });
}

/** Mantine's `<Badge color variant tt>` (default size and radius) as plain elements. */
export function RowBadge({
  color,
  variant = 'filled',
  tt,
  children,
  'data-testid': testId,
}: {
  color?: string;
  variant?: BadgeVariant;
  /** Mantine's `tt` style prop (`none` keeps a label's own capitals). */
  tt?: 'none' | 'uppercase' | 'capitalize';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const colours = badgeColourStyle(color, variant);
  return (
    <div
      style={tt ? { ...colours, textTransform: tt } : colours}
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant={variant}
      data-testid={testId}
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`} style={badgeStyles.label}>
        {children}
      </span>
    </div>
  );
}

const TAP_TARGET = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;
const SMALL_TEXT = { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' };

/**
 * Mantine's `<Anchor component={Link} to>` (underlined, the theme's default) as a plain link with the router's markup:
 * the router follows it in the page (useRowLinkNavigation) and discovers its route ahead as it does a `<Link>`'s
 * (`data-discover`). `to` is an absolute path of the app.
 */
export function RowLink({
  to,
  children,
  'aria-label': ariaLabel,
  tapTarget = false,
  size,
}: {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
  /** The link is the row's only way in on a phone: at least 44 px tall, its text centred. */
  tapTarget?: boolean;
  /** Mantine's `size="sm"`: the theme's small text. */
  size?: 'sm';
}) {
  const style = size ? (tapTarget ? { ...TAP_TARGET, ...SMALL_TEXT } : SMALL_TEXT) : tapTarget ? TAP_TARGET : undefined;
  return (
    <a
      aria-label={ariaLabel}
      style={style as CSSProperties | undefined}
      className={ANCHOR_CLASS}
      data-underline="always"
      data-size={size}
      href={to}
      data-discover="true"
      {...ROW_LINK}
    >
      {children}
    </a>
  );
}

const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
const ROW_LINK = { [ROW_LINK_ATTRIBUTE]: '' };

/** Mantine's `<Group gap wrap>` (items centred, from the start) as a plain flex box. */
export function RowGroup({
  gap = 'md',
  wrap = 'wrap',
  justify = 'flex-start',
  children,
}: {
  gap?: MantineSpacing;
  wrap?: 'wrap' | 'nowrap';
  justify?: 'flex-start' | 'space-between';
  children: ReactNode;
}) {
  const style = {
    '--group-gap': getSpacing(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return (
    <div style={style} className={`${Group.classes.root} mantine-Group-root`}>
      {children}
    </div>
  );
}

type ButtonVariant = 'filled' | 'light' | 'outline' | 'default' | 'subtle';

const buttonStyles = new Map<string, CSSProperties>();

/** The button's size and colour variables as Mantine's Button resolves them, once per variant, size and colour. */
function buttonStyle(variant: ButtonVariant, size: MantineSize | undefined, color: string | undefined): CSSProperties {
  return madeOnce(buttonStyles, `${variant} ${size ?? ''} ${color ?? ''}`, () => {
    const colours = themeColours(color, variant);
    const entries = Object.entries({
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': getFontSize(size),
      '--button-bg': colours.background,
      '--button-hover': colours.hover,
      '--button-color': colours.color,
      '--button-bd': colours.border,
      '--button-hover-color': colours.hoverColor,
    }).filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries) as CSSProperties;
  });
}

const BUTTON_ROOT = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
// A disabled (loading) button does not press in.
const BUTTON_ROOT_LOADING = BUTTON_ROOT.replace(' mantine-active', '');
// The loader as Mantine's Button shows it once its transition has entered (plain.test.tsx compares the markup).
const LOADER_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
} as CSSProperties;
const LOADER_INNER_STYLE = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;
const LOADER_CLASS = 'm_b34414df m_5ae2e3c mantine-Loader-root';

/**
 * Mantine's `<Button variant color size leftSection>` as plain elements: a button (`type="submit"` in a row's own
 * form, or one that opens a dialog) or, given `to`, a router link.
 */
export function RowButton({
  to,
  type = 'button',
  form,
  name,
  value,
  onClick,
  variant = 'filled',
  color,
  size,
  leftSection,
  'aria-label': ariaLabel,
  loading = false,
  children,
}: {
  to?: string;
  type?: 'button' | 'submit';
  /** The id of the form a submit button sends when it is not inside it (one form for a list's rows). */
  form?: string;
  /** A submit button's name and value, sent with its form (`intent=deactivate`). */
  name?: string;
  value?: string;
  onClick?: () => void;
  variant?: ButtonVariant;
  /** A theme colour (`red.9`); the theme's primary colour without it. */
  color?: string;
  size?: MantineSize;
  leftSection?: ReactNode;
  'aria-label'?: string;
  /** Mantine's `loading`: a spinner over the label, and the button disabled while its form is on its way. */
  loading?: boolean;
  children: ReactNode;
}) {
  const attributes = {
    style: buttonStyle(variant, size, color),
    className: loading ? BUTTON_ROOT_LOADING : BUTTON_ROOT,
    'data-variant': variant,
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-loading': loading || undefined,
    'aria-label': ariaLabel,
  };
  const inner = (
    <>
      {loading && (
        <span style={LOADER_STYLE} className={`${Button.classes.loader} mantine-Button-loader`} aria-hidden>
          <span style={LOADER_INNER_STYLE} className={LOADER_CLASS} />
        </span>
      )}
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        {leftSection && (
          <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={`${Button.classes.label} mantine-Button-label`} data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} {...attributes}>
      {inner}
    </Link>
  ) : (
    <button
      type={type}
      form={form}
      name={name}
      value={value}
      onClick={onClick}
      disabled={loading || undefined}
      {...attributes}
    >
      {inner}
    </button>
  );
}

// Checkbox.classes holds Mantine's InlineInput classes (the frame around the box) over the checkbox's own root class,
// so the latter is named here; plain.test.tsx checks it against Mantine's markup.
const CHECKBOX_ROOT = 'm_bf2d988c';
const CHECKBOX_STYLE = { '--checkbox-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;

/**
 * Mantine's `<Checkbox>` without a visible label, in the 44 × 44 tap area that toggles it (decision 024): what
 * {@link TapCheckbox} renders, as plain elements. `indeterminate` is set on the input after mounting, as Mantine does.
 */
export function RowCheckbox({
  checked,
  indeterminate,
  onChange,
  'aria-label': ariaLabel,
  name,
  value,
  form,
}: {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  'aria-label': string;
  name?: string;
  value?: string;
  form?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!input.current) return;
    input.current.indeterminate = indeterminate || false;
    if (indeterminate) input.current.setAttribute('data-indeterminate', 'true');
    else input.current.removeAttribute('data-indeterminate');
  }, [indeterminate]);
  return (
    <label className="tap-area">
      <div
        style={CHECKBOX_STYLE}
        className={`${CHECKBOX_ROOT} mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`}
        data-checked={checked || undefined}
        data-variant="filled"
        data-label-position="right"
      >
        <div className={`${Checkbox.classes.body} mantine-Checkbox-body`}>
          <div className={`${Checkbox.classes.inner} mantine-Checkbox-inner`} data-label-position="right">
            <input
              ref={input}
              className={`mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`}
              form={form}
              aria-label={ariaLabel}
              type="checkbox"
              name={name}
              value={value}
              checked={checked}
              onChange={onChange}
            />
            {indeterminate ? (
              <svg
                xmlns="http://www.w3.org/2000/svg"
                fill="none"
                viewBox="0 0 32 6"
                aria-hidden
                className={`${Checkbox.classes.icon} mantine-Checkbox-icon`}
              >
                <rect width="32" height="6" fill="currentColor" rx="3" />
              </svg>
            ) : (
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
            )}
          </div>
          <div className={`${Checkbox.classes.labelWrapper} mantine-Checkbox-labelWrapper`} />
        </div>
      </div>
    </label>
  );
}
