import {
  Anchor,
  Badge,
  Button,
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
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROW_LINK_MARKS } from './row-link-navigation';
import { textSize, type TEXT_SIZES } from './plain-layout';
import { theme } from './theme';

/*
 * The parts a list repeats on every row, as plain elements carrying Mantine's own class names (its CSS modules and
 * static classes) and its CSS variables (as classes of row-parts.css), so they look and behave exactly as Mantine's
 * components do. Each Mantine component resolves its props through the theme, style props and the Styles API on every
 * render; a page of 25 rows has a few hundred of them, which made Mantine about a third of a list page's server time
 * (decision 037, "Rendering"). plain.test.tsx renders each beside its Mantine original and compares the markup and the
 * declarations that apply to each element.
 */

/** The theme as MantineProvider merges it, for the colours a part resolves where it has no class (made once). */
const mergedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/*
 * What the parts repeat per row is a class of row-parts.css (imported by app.css) rather than Mantine's CSS variables
 * inline on every element: a light red badge's `--badge-bg`, `--badge-color` and `--badge-bd` are `rp-badge-light-red`.
 * The tables below name the variants, colours, sizes and gaps the app uses, the props' types allow only those, and
 * plain.test.tsx checks that every class exists and gives what Mantine renders inline. A value without a class (only
 * reachable past the types) falls back to the inline variables, the same as Mantine's.
 */

/** A table of the colours each variant is drawn in: `brand` (the primary colour) also stands for no colour. */
type ColourTable = Readonly<Record<string, readonly string[]>>;

/**
 * The `variant` and `color` props a table allows: each variant with its own colours; `color` may be left out where the
 * part's default colour is one of them, `variant` where it is the part's default.
 */
type Tone<Table extends ColourTable, DefaultVariant extends keyof Table, DefaultColour extends string> = {
  [V in keyof Table]: (V extends DefaultVariant ? { variant?: V } : { variant: V }) &
    (DefaultColour extends Table[V][number] ? { color?: Table[V][number] } : { color: Table[V][number] });
}[keyof Table];

/** A variant's class in a colour: `rp-badge-light-red`, `rp-button-outline-red-9`, `rp-button-light` (primary). */
function colourClass(part: string, table: ColourTable, variant: string, colour: string): string | undefined {
  if (!table[variant]?.includes(colour)) return undefined;
  return `rp-${part}-${variant}${colour === mergedTheme.primaryColor ? '' : `-${colour.replace('.', '-')}`}`;
}

/** A part's classes and what is left inline, made once per key: they depend only on a few props, not on the row. */
interface Look {
  className: string;
  style: CSSProperties | undefined;
}

function madeOnce(cache: Map<string, Look>, key: string, make: () => Look): Look {
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make()));
  return made;
}

/** Classes, and the inline declarations of whatever has none. */
function look(classes: (string | undefined)[], style: Record<string, string | number | undefined>): Look {
  const declarations = Object.entries(style).filter(([, value]) => value !== undefined);
  return {
    className: classes.filter(Boolean).join(' '),
    style: declarations.length ? (Object.fromEntries(declarations) as CSSProperties) : undefined,
  };
}

/** The theme's variant resolver (the accessible fills and inks) for a colour. */
const themeColours = (colour: string, variant: string) =>
  mergedTheme.variantColorResolver({ color: colour, theme: mergedTheme, variant });

/** The badges of the lists: the variants and colours row-parts.css has a class for. */
export const BADGE_COLOURS = {
  filled: ['red', 'red.9', 'blue.9', 'violet.9', 'teal.9', 'gray.7'],
  light: ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'grape'],
  outline: ['gray', 'red', 'orange.9'],
  default: ['brand'],
} as const;

/** Mantine's `tt` style prop on a badge, as a class. */
export const BADGE_TEXT_TRANSFORMS = { none: 'rp-tt-none' } as const;

const BADGE_ROOT = `${Badge.classes.root} mantine-Badge-root rp-badge`;
const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;
const badgeLooks = new Map<string, Look>();

function badgeLook(color: string | undefined, variant: string, tt: string | undefined): Look {
  return madeOnce(badgeLooks, `${color ?? ''} ${variant} ${tt ?? ''}`, () => {
    const colour = color || mergedTheme.primaryColor;
    const colourClassName = colourClass('badge', BADGE_COLOURS, variant, colour);
    const colours = colourClassName ? undefined : themeColours(colour, variant);
    const ttClassName = tt ? BADGE_TEXT_TRANSFORMS[tt as keyof typeof BADGE_TEXT_TRANSFORMS] : undefined;
    return look([BADGE_ROOT, colourClassName, ttClassName], {
      '--badge-bg': colours?.background,
      '--badge-color': colours?.color,
      '--badge-bd': colours?.border,
      textTransform: ttClassName ? undefined : tt,
    });
  });
}

/** Mantine's `<Badge color variant tt>` (default size and radius) as plain elements. */
export function RowBadge({
  color,
  variant = 'filled',
  tt,
  children,
  'data-testid': testId,
}: Tone<typeof BADGE_COLOURS, 'filled', 'brand'> & {
  /** Mantine's `tt` style prop (`none` keeps a label's own capitals). */
  tt?: keyof typeof BADGE_TEXT_TRANSFORMS;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { className, style } = badgeLook(color, variant, tt);
  return (
    <div style={style} className={className} data-variant={variant} data-testid={testId}>
      <span className={BADGE_LABEL}>{children}</span>
    </div>
  );
}

const TAP_TARGET = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

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
  size?: keyof typeof TEXT_SIZES;
}) {
  const { className, style } = size ? textSize(size) : {};
  return (
    <a
      aria-label={ariaLabel}
      style={style ? ({ ...(tapTarget && TAP_TARGET), ...style } as CSSProperties) : tapTarget ? TAP_TARGET : undefined}
      className={className ? `${ANCHOR_CLASS} ${className}` : ANCHOR_CLASS}
      data-underline="always"
      data-size={size}
      href={to}
      {...ROW_LINK_MARKS}
    >
      {children}
    </a>
  );
}

const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

/** The gaps groups use, each a class of row-parts.css (`rp-group-xs`, `rp-group-4`). */
export const GROUP_GAPS = ['xs', 'md', 4, 8] as const;

const GROUP_ROOT = `${Group.classes.root} mantine-Group-root`;
const groupLooks = new Map<string, Look>();

function groupLook(gap: MantineSpacing, wrap: string, justify: string): Look {
  return madeOnce(groupLooks, `${gap} ${wrap} ${justify}`, () =>
    (GROUP_GAPS as readonly unknown[]).includes(gap)
      ? // The gap's class sets Mantine's four variables for a group that wraps from the start; the others follow it.
        look(
          [
            GROUP_ROOT,
            `rp-group-${gap}`,
            wrap === 'nowrap' ? 'rp-group-nowrap' : undefined,
            justify === 'space-between' ? 'rp-group-between' : undefined,
          ],
          {},
        )
      : look([GROUP_ROOT], {
          '--group-gap': getSpacing(gap),
          '--group-align': 'center',
          '--group-justify': justify,
          '--group-wrap': wrap,
        }),
  );
}

/** Mantine's `<Group gap wrap>` (items centred, from the start) as a plain flex box. */
export function RowGroup({
  gap = 'md',
  wrap = 'wrap',
  justify = 'flex-start',
  children,
}: {
  gap?: (typeof GROUP_GAPS)[number];
  wrap?: 'wrap' | 'nowrap';
  justify?: 'flex-start' | 'space-between';
  children: ReactNode;
}) {
  const { className, style } = groupLook(gap, wrap, justify);
  return (
    <div style={style} className={className}>
      {children}
    </div>
  );
}

/** The buttons of the lists and of ConfirmAction (any page): the variants and colours row-parts.css has a class for. */
export const BUTTON_COLOURS = {
  filled: ['brand', 'green'],
  light: ['brand', 'red', 'gray', 'blue'],
  outline: ['red.9'],
  default: ['brand', 'red'],
  subtle: ['brand'],
} as const;

/** The button sizes with a class of row-parts.css (`rp-button-xs`); without a size, Mantine's default (sm) applies. */
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export type RowButtonSize = (typeof BUTTON_SIZES)[number];

/** A RowButton's variant and colour: the filled primary colour unless named; a wrapper passes its own defaults. */
export type RowButtonTone<
  DefaultVariant extends keyof typeof BUTTON_COLOURS = 'filled',
  DefaultColour extends string = 'brand',
> = Tone<typeof BUTTON_COLOURS, DefaultVariant, DefaultColour>;

const buttonLooks = new Map<string, Look>();

/** The button's classes, or Mantine's size and colour variables inline where a size or colour has no class. */
/** `inert`: loading or disabled, a button that does not press in. */
function buttonLook(variant: string, size: MantineSize | undefined, color: string | undefined, inert: boolean): Look {
  return madeOnce(buttonLooks, `${variant} ${size ?? ''} ${color ?? ''} ${inert}`, () => {
    const colour = color || mergedTheme.primaryColor;
    const sizeClassName = size && (BUTTON_SIZES as readonly string[]).includes(size) ? `rp-button-${size}` : undefined;
    const colourClassName = colourClass('button', BUTTON_COLOURS, variant, colour);
    const inlineSize = size && !sizeClassName;
    const colours = colourClassName ? undefined : themeColours(colour, variant);
    return look([inert ? BUTTON_ROOT_INERT : BUTTON_ROOT, sizeClassName, colourClassName], {
      '--button-height': inlineSize ? getSize(size, 'button-height') : undefined,
      '--button-padding-x': inlineSize ? getSize(size, 'button-padding-x') : undefined,
      '--button-fz': inlineSize ? getFontSize(size) : undefined,
      '--button-bg': colours?.background,
      '--button-hover': colours?.hover,
      '--button-color': colours?.color,
      '--button-bd': colours?.border,
      '--button-hover-color': colours?.hoverColor,
    });
  });
}

const BUTTON_ROOT = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
// A disabled or loading button does not press in.
const BUTTON_ROOT_INERT = BUTTON_ROOT.replace(' mantine-active', '');
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
  href,
  type = 'button',
  form,
  formAction,
  name,
  value,
  onClick,
  variant = 'filled',
  color,
  size,
  leftSection,
  'aria-label': ariaLabel,
  loading = false,
  disabled = false,
  flat = false,
  children,
}: RowButtonTone & {
  to?: string;
  /** A link the browser follows itself (a file to download), not the router. */
  href?: string;
  type?: 'button' | 'submit';
  /** The id of the form a submit button sends when it is not inside it (one form for a list's rows). */
  form?: string;
  /** Where a submit button sends its form instead of the form's action (one form for rows of different records). */
  formAction?: string;
  /** A submit button's name and value, sent with its form (`intent=deactivate`). */
  name?: string;
  value?: string;
  onClick?: () => void;
  size?: RowButtonSize;
  leftSection?: ReactNode;
  'aria-label'?: string;
  /** Mantine's `loading`: a spinner over the label, and the button disabled while its form is on its way. */
  loading?: boolean;
  /** Mantine's `disabled` (a button only). */
  disabled?: boolean;
  /**
   * The icon and label as the button's own children, without Mantine's inner, section and label spans: three elements
   * and 180 bytes fewer, for a button a list repeats on every card. app.css (`.rp-button-flat`) lays them out as the
   * spans do. A loading button keeps Mantine's markup, for its loader over the label.
   */
  flat?: boolean;
  children: ReactNode;
}) {
  const { className, style } = buttonLook(variant, size, color, loading || disabled);
  const flatLayout = flat && !loading;
  const attributes = {
    style,
    className: flatLayout ? `${className} rp-button-flat` : className,
    'data-variant': variant,
    'data-size': size,
    'data-disabled': (disabled && !loading) || undefined,
    'data-with-left-section': leftSection ? true : undefined,
    'data-loading': loading || undefined,
    'aria-label': ariaLabel,
  };
  const inner = flatLayout ? (
    <>
      {leftSection}
      {children}
    </>
  ) : (
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
  if (href)
    return (
      <a href={href} {...attributes}>
        {inner}
      </a>
    );
  return to ? (
    <Link to={to} {...attributes}>
      {inner}
    </Link>
  ) : (
    <button
      type={type}
      form={form}
      formAction={formAction}
      name={name}
      value={value}
      onClick={onClick}
      disabled={loading || disabled || undefined}
      {...attributes}
    >
      {inner}
    </button>
  );
}

/**
 * A row's checkbox without a visible label, in the 44 × 44 tap area that toggles it (decision 024): one input drawn by
 * app.css (`.row-checkbox`) as Mantine's `<Checkbox>` looks (size sm, the theme's radius, the primary colour's
 * fill and Mantine's own tick and bar), where Mantine renders seven elements around it, 900 bytes on every row of a
 * list (decision 037, "Rendering"). products.spec.ts compares its computed look with Mantine's checkbox in the browser.
 * `indeterminate` is set on the input after mounting, as Mantine does. A box ticked before the page hydrated (a slow
 * phone) keeps its tick through hydration without React hearing of it, so on mounting the input's own state is reported.
 */
export function RowCheckbox({
  checked,
  indeterminate,
  onCheckedChange,
  'aria-label': ariaLabel,
  name,
  value,
  form,
}: {
  checked: boolean;
  indeterminate?: boolean;
  onCheckedChange: (checked: boolean) => void;
  'aria-label': string;
  name?: string;
  value?: string;
  form?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate || false;
  }, [indeterminate]);
  useEffect(() => {
    if (input.current && input.current.checked !== checked) onCheckedChange(input.current.checked);
    // Once, on mounting: afterwards React keeps the input and the prop the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label className="tap-area">
      <input
        ref={input}
        className="mantine-focus-auto row-checkbox"
        form={form}
        aria-label={ariaLabel}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
    </label>
  );
}
