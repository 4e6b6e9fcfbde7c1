import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

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
});
