/**
 * WCAG 2 contrast arithmetic for the theme: colours as `#rrggbb` or `rgba(r, g, b, a)`, a translucent colour judged
 * as painted over the page's white.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA for normal text is 4.5:1; the theme aims a little above it so that no rounding in a browser tips it under. */
export const AA_TEXT = 4.5;
const THEME_MIN_CONTRAST = 4.6;

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])`, painted over `under` (white) when translucent. */
export function parseColor(value: string, under: Rgb = WHITE): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
    };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value.trim());
  if (!rgba) throw new Error(`Not a colour the theme can judge: ${value}`);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  const over = (channel: string, base: number) => Number(channel) * alpha + base * (1 - alpha);
  return { r: over(rgba[1]!, under.r), g: over(rgba[2]!, under.g), b: over(rgba[3]!, under.b) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [x, y] = [a, b]
    .map((colour) => relativeLuminance(typeof colour === 'string' ? parseColor(colour) : colour))
    .sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/** The colour mixed with black: `amount` 0 leaves it, 1 is black. */
export function darken(colour: string, amount: number): string {
  const { r, g, b } = parseColor(colour);
  return toHex({ r: r * (1 - amount), g: g * (1 - amount), b: b * (1 - amount) });
}

export function withAlpha(colour: string, alpha: number): string {
  const { r, g, b } = parseColor(colour);
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${alpha})`;
}

/**
 * The first of `candidates` (a palette's shades, lightest acceptable first) that reaches `min` against every colour of
 * `against`; when none does, the darkest one darkened step by step until it does.
 */
export function firstReaching(
  candidates: readonly string[],
  against: readonly string[],
  min = THEME_MIN_CONTRAST,
): string {
  const reaches = (colour: string) => against.every((other) => contrastRatio(colour, other) >= min);
  const found = candidates.find(reaches);
  if (found) return found;
  const darkest = candidates[candidates.length - 1]!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (reaches(darker)) return darker;
  }
  return '#000000';
}
