import { Checkbox, MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterCheckbox, FilterSelect, FilterTextInput } from './filter-fields';
import { normalizedMarkup } from './markup.testing';
import { cssVariablesResolver, theme } from './theme';

/** The markup as a browser applies it, Mantine's generated ids (which differ by tree depth) named alike. */
function render(node: ReactNode) {
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
      {node}
    </MantineProvider>,
  )
    // MantineProvider's stylesheet of its responsive helpers, the same beside either part.
    .replace(/<style data-mantine-styles="classes">.*?<\/style>/, '')
    .replace(/mantine-_R_\w+_/g, 'FIELD');
  return normalizedMarkup(html);
}

/** Mantine's chevron: an SVG of its path. */
const CHEVRON = /<svg [^>]*class="[^"]*mantine-ComboboxChevron-chevron[^"]*"[^>]*>.*?<\/svg>/;

/**
 * Mantine's markup with its chevron as the filter select draws it: an empty element of the chevron's own classes and
 * data attributes, and `filter-chevron` (app.css paints the path as its mask).
 */
function withMaskedChevron(html: string): string {
  return html.replace(CHEVRON, (svg) => {
    const classes = /class="([^"]*)"/.exec(svg)![1]!;
    const error = / data-error="([^"]*)"/.exec(svg);
    return normalizedMarkup(
      `<span class="${classes} filter-chevron" data-combobox-chevron="true"${error ? ` data-error="${error[1]}"` : ''}></span>`,
    );
  });
}

describe('filter fields render as their Mantine originals', () => {
  it('a search box with its icon', () => {
    const icon = <IconSearch size={16} aria-hidden />;
    expect(
      render(<FilterTextInput name="q" type="search" defaultValue="milk" label="Search" leftSection={icon} />),
    ).toBe(render(<TextInput name="q" type="search" defaultValue="milk" label="Search" leftSection={icon} />));
  });

  it('a date field, with and without its error', () => {
    expect(render(<FilterTextInput name="from" type="date" defaultValue="" label="From" />)).toBe(
      render(<TextInput name="from" type="date" defaultValue="" label="From" />),
    );
    expect(
      render(<FilterTextInput name="from" type="date" defaultValue="2026-13-01" label="From" error="Not a date" />),
    ).toBe(render(<TextInput name="from" type="date" defaultValue="2026-13-01" label="From" error="Not a date" />));
  });

  it('a select with its chosen and disabled options, with and without an error', () => {
    const data = [
      { value: '', label: 'All' },
      { value: 'open', label: 'Open' },
      { value: 'loading', label: 'Loading…', disabled: true },
    ];
    expect(render(<FilterSelect name="state" defaultValue="open" label="State" data={data} />)).toBe(
      withMaskedChevron(render(<NativeSelect name="state" defaultValue="open" label="State" data={data} />)),
    );
    expect(render(<FilterSelect name="state" defaultValue="" label="State" data={data} error="Pick one" />)).toBe(
      withMaskedChevron(
        render(<NativeSelect name="state" defaultValue="" label="State" data={data} error="Pick one" />),
      ),
    );
  });

  it("the select's chevron is painted with Mantine's own path", () => {
    const mantine = render(<NativeSelect name="state" defaultValue="" label="State" data={[]} />);
    const path = /<path [^>]*\bd="([^"]+)"/.exec(CHEVRON.exec(mantine)![0])![1];
    const rule = /\.filter-chevron \{([^}]*)\}/.exec(readFileSync(new URL('../app.css', import.meta.url), 'utf8'))![1]!;
    const masks = [...rule.matchAll(/mask: url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((match) =>
      decodeURIComponent(match[1]!),
    );
    expect(masks).toHaveLength(2);
    for (const mask of masks) {
      expect(mask).toContain(`d='${path}'`);
      expect(mask).toContain("viewBox='0 0 15 15'");
      expect(mask).toContain("fill-rule='evenodd'");
    }
  });

  it('a flag, ticked and not', () => {
    for (const checked of [true, false])
      expect(render(<FilterCheckbox name="flag" value="organic" label="Organic" defaultChecked={checked} />)).toBe(
        render(<Checkbox name="flag" value="organic" label="Organic" defaultChecked={checked} />),
      );
  });

  it('widths are classes of app.css, the search width a variable', () => {
    const search = render(<FilterTextInput name="q" defaultValue="" label="Search" width="search" searchWidth={320} />);
    expect(search).toMatch(
      /<div class="[^"]*filter-search[^"]*" data-size="sm" style="--filter-search-width:calc\(20rem \* var\(--mantine-scale\)\)">/,
    );
    expect(render(<FilterSelect name="s" defaultValue="" label="S" data={[]} width="phone" />)).toMatch(
      /<div class="[^"]*filter-phone-full[^"]*" data-size="sm">/,
    );
  });

  it('the label names the field and the error describes it', () => {
    const html = renderToString(
      <FilterTextInput name="to" type="date" defaultValue="" label="To" error="Not a date" />,
    );
    const id = /<input[^>]* id="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-error"`);
    expect(html).toContain(`id="${id}-error">Not a date</p>`);
  });
});
