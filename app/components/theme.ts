import { Anchor, InputWrapper, createTheme, type CSSVariablesResolver, defaultVariantColorsResolver, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

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

/**
 * Mantine's light, subtle and outline variants colour their text with shade 6, which fails WCAG AA on white for most
 * colours; shade 9 passes for all of them.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !['light', 'subtle', 'outline'].includes(input.variant ?? '')) return colors;
  const text = `var(--mantine-color-${parsed.color}-9)`;
  return { ...colors, color: text, ...(input.variant === 'outline' ? { border: `1px solid ${text}` } : {}) };
};

export const theme = createTheme({
  variantColorResolver,
  colors: { brand },
  primaryColor: 'brand',
  // Filled buttons of every colour (red, grey …) need shade 8 for white text to pass WCAG AA.
  primaryShade: 8,
  // Links inside text must be told apart by more than colour (WCAG 1.4.1), so they are always underlined.
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's dimmed field hints fail WCAG AA contrast; grey 7 passes.
    InputWrapper: InputWrapper.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
  // System fonts only: nothing is fetched from the internet.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's error red (shade 6) fails WCAG AA contrast on white; field errors and their borders use shade 9. */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-error': current.colors.red[9]! },
  dark: {},
});
