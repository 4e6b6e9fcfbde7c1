import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Variables = Record<string, string>;

function changedFrom(defaults: Variables, input: Variables): Variables {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => defaults[key] !== value));
}

function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changedFrom(defaults.variables, variables.variables),
    light: changedFrom(defaults.light, variables.light),
    dark: changedFrom(defaults.dark, variables.dark),
  });
}

/**
 * The theme's CSS variables (those that differ from Mantine's stylesheet), made once per process. MantineProvider
 * would build the same `<style>` on every render: the variables of every colour with the contrast checks of the
 * resolver, about 10 KB, a measurable share of each page's server time (decision 037, "Rendering"). The root renders
 * this instead, with `withCssVariables={false}`; theme-css.test.tsx compares it with MantineProvider's own.
 */
export const THEME_CSS = themeCss();
