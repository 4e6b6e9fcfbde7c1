import {
  Anchor,
  Badge,
  DEFAULT_THEME,
  InputWrapper,
  createTheme,
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { darken, firstReaching, toHex, WHITE, withAlpha } from './contrast';

/** A green dark enough that white text on it, and it on white, pass WCAG AA from shade 5 up. */
const brand: MantineColorsTuple = [
  '#e8f6ec',
  '#cfe9d7',
  '#a3d4b3',
  '#6fb98a',
  '#3f9a62',
  '#2a7f4b',
  '#237342',
  '#1d6639',
  '#175a31',
  '#114a27',
];

const colors = { ...DEFAULT_THEME.colors, brand } as Record<string, MantineColorsTuple>;

/** Shade 8 is the filled shade (primaryShade); the light variant tints with it at 10–12 %. */
const FILLED_SHADE = 8;
const lightTint = (shades: MantineColorsTuple, shade: number, alpha: number) => withAlpha(shades[shade]!, alpha);
const darkerHover = (colour: string) => darken(colour, 0.12);

/**
 * Every colour pair the theme paints meets WCAG AA (4.5:1; docs/decisions/023): Mantine's defaults do not — white on
 * red 6 is 3.3:1, on orange or yellow even shade 9 fails, and the light variant's coloured text on its tint fails for
 * most colours. So each colour gets, computed once from its palette:
 * - a fill for white text: the asked shade (8 unless one is named) or the first darker one that passes, else shade 9
 *   darkened until it passes;
 * - an ink for coloured text on white and on the colour's light tint: shade 9 or darker, the same way.
 */
const computed = new Map<string, string>();
function once(key: string, compute: () => string): string {
  let value = computed.get(key);
  if (value === undefined) computed.set(key, (value = compute()));
  return value;
}

function fillOf(name: string, shade = FILLED_SHADE): string {
  return once(`fill ${name} ${shade}`, () => firstReaching(colors[name]!.slice(shade), [toHex(WHITE)]));
}

function inkOf(name: string, tintShade = FILLED_SHADE, shade = 9): string {
  const shades = colors[name]!;
  // The hover tint (12 %) is the darker of the two backgrounds the ink sits on.
  return once(`ink ${name} ${tintShade} ${shade}`, () =>
    firstReaching(shades.slice(Math.max(shade, 7)), [toHex(WHITE), lightTint(shades, tintShade, 0.12)]),
  );
}

/**
 * A variant's colours depend only on the colour, the variant and its options, and every Button, Badge and NavLink of a
 * page asks: worked out once each (Mantine's own resolver parses and converts colours on every call, a few percent of
 * a list page's server time). The theme is this module's, so it is not part of the key.
 */
const resolvedVariants = new Map<string, ReturnType<VariantColorsResolver>>();
const variantColorResolver: VariantColorsResolver = (input) => {
  const key = `${input.color ?? ''} ${input.variant} ${input.autoContrast ?? ''} ${input.variant === 'gradient' ? JSON.stringify(input.gradient) : ''}`;
  let resolved = resolvedVariants.get(key);
  if (!resolved) resolvedVariants.set(key, (resolved = resolveVariantColours(input)));
  return resolved;
};

function resolveVariantColours(input: Parameters<VariantColorsResolver>[0]): ReturnType<VariantColorsResolver> {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !colors[parsed.color]) return colours;
  const shades = colors[parsed.color]!;
  const tintShade = parsed.shade ?? FILLED_SHADE;
  switch (input.variant) {
    case 'filled': {
      const fill = fillOf(parsed.color, parsed.shade ?? FILLED_SHADE);
      return { ...colours, background: fill, hover: darkerHover(fill), color: 'var(--mantine-color-white)' };
    }
    case 'light':
      return {
        ...colours,
        background: lightTint(shades, tintShade, 0.1),
        hover: lightTint(shades, tintShade, 0.12),
        color: inkOf(parsed.color, tintShade, parsed.shade),
      };
    case 'outline': {
      const ink = inkOf(parsed.color, tintShade, parsed.shade);
      return { ...colours, color: ink, border: `1px solid ${ink}`, hover: lightTint(shades, tintShade, 0.05) };
    }
    case 'subtle':
      return {
        ...colours,
        color: inkOf(parsed.color, tintShade, parsed.shade),
        hover: lightTint(shades, tintShade, 0.12),
      };
    default:
      return colours;
  }
}

/**
 * Badges never truncate ("COMPL…" and "CANCE…" cannot be told apart): Mantine clips the label with an ellipsis and lets
 * a table column or a flex row squeeze the badge below its text; here the badge is always as wide as its words, so the
 * column or row makes room instead. The plain badge of list rows has the same rules in app/components/row-parts.css
 * (plain.test.tsx compares them).
 */
export const badgeStyles = {
  root: { overflow: 'visible', flexShrink: 0, minWidth: 'max-content' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

export const theme = createTheme({
  variantColorResolver,
  colors: { brand },
  primaryColor: 'brand',
  // Filled buttons use shade 8, or a darker one where white text on shade 8 fails WCAG AA (see the resolvers).
  primaryShade: FILLED_SHADE,
  // Dialogs, menus and notifications appear without animation for people who ask for less motion (and in the
  // end-to-end tests, so an accessibility scan never judges a dialog half faded in).
  respectReducedMotion: true,
  // Links inside text must be told apart by more than colour (WCAG 1.4.1), so they are always underlined.
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Badges never truncate (see badgeStyles).
    Badge: Badge.extend({ styles: badgeStyles }),
    // Mantine's dimmed field hints fail WCAG AA contrast; grey 7 passes.
    InputWrapper: InputWrapper.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
  // System fonts only: nothing is fetched from the internet.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * The CSS variables behind `c="red"`, Alert, ThemeIcon and the rest use the same accessible fills and inks as the
 * variants; Mantine's dimmed text (grey 6, 3.3:1) and error red (red 6) fail WCAG AA on white, so they are darker too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-error': colors.red![9]!,
    '--mantine-color-dimmed': colors.gray![7]!,
    // Grey 6 darkened just enough: a placeholder stays lighter than what is typed.
    '--mantine-color-placeholder': firstReaching([colors.gray![6]!], [toHex(WHITE)]),
  };
  for (const name of Object.keys(colors)) {
    const fill = fillOf(name);
    const ink = inkOf(name);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: fill,
      [`--mantine-color-${name}-filled-hover`]: darkerHover(fill),
      [`--mantine-color-${name}-text`]: ink,
      [`--mantine-color-${name}-light-color`]: ink,
      [`--mantine-color-${name}-outline`]: ink,
    });
  }
  return { variables: {}, light, dark: {} };
};

/** Every colour of the theme (Mantine's and the brand's), for the contrast test. */
export const themeColourNames = Object.keys(colors);
