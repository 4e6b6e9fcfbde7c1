import { MantineProvider, Table } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { normalizedMarkup } from './markup.testing';

interface Row {
  id: number;
  name: string;
  price: string;
}

const rows: Row[] = [
  { id: 1, name: 'Milk', price: '€1.00' },
  { id: 2, name: 'Bread', price: '€2.00' },
];

function render(node: React.ReactNode) {
  return renderToString(<MantineProvider>{node}</MantineProvider>);
}

describe('DataTable', () => {
  it('labels every plain cell with its column header, for the card a row becomes on a phone', () => {
    const html = render(
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', kind: 'title', cell: (row) => row.name },
          { header: 'Price', align: 'right', cell: (row) => row.price },
          { header: 'Actions', kind: 'actions', cell: () => <button type="button">Edit</button> },
        ]}
      />,
    );
    expect(html.match(/<td[^>]*data-label="Price"/g)).toHaveLength(2);
    // The title and the actions show without a label.
    expect(html).not.toContain('data-label="Name"');
    expect(html).not.toContain('data-label="Actions"');
    expect(html.match(/data-kind="title"/g)).toHaveLength(3);
    expect(html).toContain('class="data-table-box"');
  });

  it('leaves out hidden columns, uses the given label for a header that is not text, and keeps a header above the cards', () => {
    const canEdit = false;
    const html = render(
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={600}
        columns={[
          {
            header: <input type="checkbox" aria-label="Select all" />,
            label: 'Select all',
            kind: 'select',
            keepOnPhone: true,
            cell: () => null,
          },
          { header: <b>Name</b>, label: 'Product', cell: (row) => row.name },
          canEdit && { header: 'Secret', cell: () => 'x' },
        ]}
      />,
    );
    expect(html).not.toContain('Secret');
    expect(html.match(/data-label="Product"/g)).toHaveLength(2);
    expect(html).toContain('data-keep-header="true"');
    expect(html).toMatch(
      /<th[^>]*data-keep="true"[^>]*data-label="Select all"|<th[^>]*data-label="Select all"[^>]*data-keep="true"/,
    );
    expect(html).toContain('--data-table-min-width:600px');
  });

  it("states a sortable column's order on its header, and nothing on the others", () => {
    const html = render(
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', sort: 'descending', cell: (row) => row.name },
          { header: 'Price', sort: 'none', cell: (row) => row.price },
          { header: 'Note', cell: () => '' },
        ]}
      />,
    );
    expect(html.match(/<th[^>]*aria-sort="descending"[^>]*>Name/)).not.toBeNull();
    expect(html.match(/<th[^>]*aria-sort="none"[^>]*>Price/)).not.toBeNull();
    expect(html.match(/aria-sort/g)).toHaveLength(2);
  });

  it("renders as Mantine's Table does (plain elements with its classes and variables)", () => {
    const plain = render(
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        striped
        highlightOnHover
        minWidth={600}
        caption="Products"
        aria-label="Products"
        rowProps={(row) => (row.id === 2 ? { className: 'late', 'aria-current': 'true' } : {})}
        columns={[
          { header: 'Select', kind: 'select', width: 40, keepOnPhone: true, cell: () => null },
          { header: 'Name', kind: 'title', sort: 'ascending', cell: (row) => row.name },
          { header: 'Price', align: 'right', nowrap: true, width: '20%', cell: (row) => row.price },
          { header: 'Note', hideOnPhone: true, cell: () => '—' },
        ]}
      />,
    );
    const mantine = render(
      <div className="data-table-box" style={{ '--data-table-min-width': '600px' } as React.CSSProperties}>
        <Table className="data-table" striped highlightOnHover data-keep-header aria-label="Products">
          <Table.Caption>Products</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} data-kind="select" data-keep data-label="Select">
                Select
              </Table.Th>
              <Table.Th data-kind="title" aria-sort="ascending">
                Name
              </Table.Th>
              <Table.Th ta="right" w="20%">
                Price
              </Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} {...(row.id === 2 ? { className: 'late', 'aria-current': 'true' as const } : {})}>
                <Table.Td data-kind="select" />
                <Table.Td data-kind="title">{row.name}</Table.Td>
                <Table.Td ta="right" data-label="Price" data-nowrap>
                  {row.price}
                </Table.Td>
                <Table.Td data-label="Note" data-phone-hidden>
                  —
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>,
    );
    // The cells without Mantine's cell class: app.css pads them as it does (the test below).
    // Nor its inline alignment: an attribute app.css aligns by (the test after the next).
    const mantineCells = mantine
      .replaceAll(`class="${Table.classes.td} mantine-Table-td" `, '')
      .replaceAll('<td style="text-align:right"', '<td data-align="right"');
    expect(mantineCells).not.toContain('mantine-Table-td');
    expect(mantineCells).toContain('<td data-align="right"');
    expect(normalizedMarkup(plain)).toBe(normalizedMarkup(mantineCells));
  });

  it("pads a cell as Mantine's cell class does, which is all that class gives a cell of this table", () => {
    // The declarations of the rules whose selector list holds `selector` (`alone`: the rules of that selector only).
    const declarationsOf = (css: string, selector: string, alone = false) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, selectors]) =>
          alone ? selectors!.trim() === selector : selectors!.split(',').some((one) => one.trim() === selector),
        )
        .flatMap(([, , body]) =>
          body!
            .split(';')
            .map((declaration) => declaration.trim().replace(/\s*:\s*/, ': '))
            .filter(Boolean),
        );
    const mantineCss = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles/Table.css'), 'utf8');
    const appCss = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
    const mantineCell = declarationsOf(mantineCss, `.${Table.classes.td}`);
    expect(mantineCell).toEqual([
      'padding: var(--table-vertical-spacing) var(--table-horizontal-spacing, var(--mantine-spacing-xs))',
    ]);
    expect(declarationsOf(appCss, '.data-table td', true)).toEqual(mantineCell);
    // Mantine's other rules for the class need a column border, which this table never asks for.
    const otherRules = [...mantineCss.matchAll(/([^{}]+)\{/g)]
      .map(([, selectors]) => selectors!.trim())
      .filter(
        (selectors) =>
          selectors.includes(`.${Table.classes.td}`) &&
          !selectors.split(',').some((one) => one.trim() === `.${Table.classes.td}`),
      );
    expect(otherRules.length).toBeGreaterThan(0);
    for (const rule of otherRules) expect(rule).toContain('data-with-column-border');
  });
});
