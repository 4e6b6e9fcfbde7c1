import { Stack, Text, getSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/*
 * Mantine's Stack and Text as plain elements carrying its class names, for what a page repeats per item (the cards of
 * a list): the same look without Mantine resolving props, theme and styles per element (decision 037, "Rendering").
 * Mantine's variables are classes of row-parts.css (see plain.tsx); plain.test.tsx compares each with its original.
 */

/** The gaps stacks use, each a class of row-parts.css (`rp-stack-xs`). */
export const STACK_GAPS = ['xs', 'md'] as const;

/** The text sizes links and texts use, each a class of row-parts.css (the theme's font size and line height). */
export const TEXT_SIZES = { sm: 'rp-text-sm' } as const;

/** A text size's class, or, for a size without one, Mantine's variables inline. */
export function textSize(size: string): { className?: string; style?: Record<string, string> } {
  const className = TEXT_SIZES[size as keyof typeof TEXT_SIZES];
  if (className) return { className };
  return {
    style: { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` },
  };
}

const LIST_RESET = { listStyle: 'none', margin: '0rem', padding: '0rem' } as const;
const STACK_ROOT = `${Stack.classes.root} mantine-Stack-root`;

/** Mantine's `<Stack gap>`; as a `ul` its list marks and spacing are removed (Mantine's `p={0} m={0}`). */
export function RowStack({
  component: Component = 'div',
  gap = 'md',
  children,
}: {
  component?: 'div' | 'ul';
  gap?: (typeof STACK_GAPS)[number];
  children: ReactNode;
}) {
  const hasClass = (STACK_GAPS as readonly unknown[]).includes(gap);
  const variables = hasClass
    ? undefined
    : { '--stack-gap': getSpacing(gap), '--stack-align': 'stretch', '--stack-justify': 'flex-start' };
  const reset = Component === 'ul' ? LIST_RESET : undefined;
  const style = variables || reset ? ({ ...variables, ...reset } as CSSProperties) : undefined;
  return (
    <Component style={style} className={hasClass ? `${STACK_ROOT} rp-stack-${gap}` : STACK_ROOT}>
      {children}
    </Component>
  );
}

const TEXT_ROOT = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;

/** Mantine's `<Text size fw c>`: a paragraph in small text, bold or in a theme colour (`gray.7`). */
export function RowText({
  size,
  fw,
  c,
  children,
}: {
  size?: keyof typeof TEXT_SIZES;
  fw?: 600 | 700;
  c?: `${string}.${number}`;
  children: ReactNode;
}) {
  const { className, style: sizeStyle } = size ? textSize(size) : {};
  const style: Record<string, string | number> = { ...sizeStyle };
  if (fw) style.fontWeight = fw;
  if (c) style.color = `var(--mantine-color-${c.replace('.', '-')})`;
  return (
    <p
      style={Object.keys(style).length ? (style as CSSProperties) : undefined}
      className={className ? `${TEXT_ROOT} ${className}` : TEXT_ROOT}
      data-size={size}
    >
      {children}
    </p>
  );
}
