import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { THEME_CSS } from './theme-css';

function providerCss(): string {
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <p />
    </MantineProvider>,
  );
  const style = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html);
  return style?.[1] ?? '';
}

describe('THEME_CSS', () => {
  it('is the style MantineProvider renders for the theme, made once', () => {
    const css = providerCss();
    expect(css).toContain('--mantine-color-brand-filled');
    expect(THEME_CSS).toBe(css);
  });
});
