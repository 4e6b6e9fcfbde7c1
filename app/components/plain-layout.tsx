import { Stack, Text, getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/*
 * Mantine's Stack and Text as plain elements carrying its class names and variables, for what a page repeats
 * per item (the cards of a list): the same look without Mantine resolving props, theme and styles per element
 * (decision 037, "Rendering"). plain.test.tsx compares each with its Mantine original.
 */

const LIST_RESET = { listStyle: 'none', margin: '0rem', padding: '0rem' } as const;

/** Mantine's `<Stack gap>`; as a `ul` its list marks and spacing are removed (Mantine's `p={0} m={0}`). */
export function RowStack({
  component: Component = 'div',
  gap = 'md',
  children,
}: {
  component?: 'div' | 'ul';
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const style = {
    '--stack-gap': getSpacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
    ...(Component === 'ul' ? LIST_RESET : undefined),
  } as CSSProperties;
  return (
    <Component style={style} className={`${Stack.classes.root} mantine-Stack-root`}>
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
  size?: 'sm';
  fw?: 600 | 700;
  c?: `${string}.${number}`;
  children: ReactNode;
}) {
  const style: Record<string, string | number> = {};
  if (size) {
    style['--text-fz'] = `var(--mantine-font-size-${size})`;
    style['--text-lh'] = `var(--mantine-line-height-${size})`;
  }
  if (fw) style.fontWeight = fw;
  if (c) style.color = `var(--mantine-color-${c.replace('.', '-')})`;
  return (
    <p style={style as CSSProperties} className={TEXT_ROOT} data-size={size}>
      {children}
    </p>
  );
}
