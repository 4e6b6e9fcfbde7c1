import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME, type MantineColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, parseColor } from './contrast';
import { cssVariablesResolver, theme, themeColourNames } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
/** Mantine's variables with the theme's own on top, as MantineProvider renders them. */
const mantine = defaultCssVariablesResolver(full);
const own = cssVariablesResolver(full);
const variables = {
  variables: { ...mantine.variables, ...own.variables },
  light: { ...mantine.light, ...own.light },
} as {
  variables: Record<string, string>;
  light: Record<string, string>;
};

/** A colour value of the theme: a literal, or a CSS variable the theme defines (followed through). */
function resolve(value: string): string {
  const variable = /^var\((--[a-z0-9-]+)\)$/.exec(value.trim());
  if (!variable) return value;
  const name = variable[1]!;
  if (name === '--mantine-color-white') return full.white;
  if (name === '--mantine-color-black') return full.black;
  const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(name);
  if (shade) return full.colors[shade[1]!]![Number(shade[2])]!;
  const defined = variables.light[name] ?? variables.variables[name];
  if (defined) return resolve(defined);
  throw new Error(`The test cannot resolve ${name}`);
}

const ratio = (text: string, background: string) => {
  const under = parseColor(resolve(background) === 'transparent' ? '#ffffff' : resolve(background));
  return contrastRatio(parseColor(resolve(text), under), under);
};

describe('every colour pair the theme paints meets WCAG AA', () => {
  const resolver = full.variantColorResolver;
  const names = themeColourNames.flatMap((name) => [
    name,
    ...Array.from({ length: 10 }, (_, shade) => `${name}.${shade}`),
  ]);

  it.each(['filled', 'light', 'outline', 'subtle'])(
    '%s buttons, badges and alerts of every colour and shade',
    (variant) => {
      const failures: string[] = [];
      for (const color of names) {
        // Shades 0–6 are never used filled; the resolver darkens them anyway, so they are judged too.
        const colours = resolver({ color: color as MantineColor, theme: full, variant });
        const backgrounds =
          variant === 'outline' || variant === 'subtle'
            ? ['#ffffff', colours.hover]
            : [colours.background, colours.hover];
        for (const background of backgrounds) {
          const value = ratio(colours.color, background);
          if (value < AA_TEXT)
            failures.push(`${color} ${variant}: ${colours.color} on ${background} = ${value.toFixed(2)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('text colours set by name (c="red", Alert titles, dimmed hints, errors, placeholders) on white and on their tint', () => {
    const failures: string[] = [];
    for (const name of themeColourNames) {
      for (const [text, background] of [
        [`var(--mantine-color-${name}-filled)`, '#ffffff'],
        [`var(--mantine-color-${name}-filled-hover)`, '#ffffff'],
        [`var(--mantine-color-${name}-text)`, '#ffffff'],
        [`var(--mantine-color-${name}-outline)`, '#ffffff'],
        [`var(--mantine-color-${name}-light-color)`, '#ffffff'],
        [
          `var(--mantine-color-${name}-light-color)`,
          variables.light[`--mantine-color-${name}-light-hover`] ??
            resolver({ color: name, theme: full, variant: 'light' }).hover,
        ],
      ] as const) {
        const value = text.includes('filled') ? ratio('#ffffff', text) : ratio(text, background);
        if (value < AA_TEXT) failures.push(`${text} / ${background} = ${value.toFixed(2)}`);
      }
    }
    for (const name of [
      '--mantine-color-dimmed',
      '--mantine-color-error',
      '--mantine-color-placeholder',
      '--mantine-color-anchor',
    ]) {
      const value = ratio(`var(${name})`, '#ffffff');
      if (value < AA_TEXT) failures.push(`${name} = ${value.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the colours recognisable: the fill is the palette shade itself wherever that already passes', () => {
    expect(resolve('var(--mantine-color-brand-filled)')).toBe(full.colors.brand![8]);
    expect(resolve('var(--mantine-color-red-filled)')).toBe(full.colors.red![9]);
    expect(resolve(full.variantColorResolver({ color: 'gray.7', theme: full, variant: 'filled' }).background)).toBe(
      full.colors.gray![7],
    );
  });

  it('shows dialogs without animation to people who ask for less motion', () => {
    expect(full.respectReducedMotion).toBe(true);
  });
});
