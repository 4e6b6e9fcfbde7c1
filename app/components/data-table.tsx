import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** The column's header; a text header is also the label before the value when a row is shown as a card. */
  header: ReactNode;
  /** The label in a card when the header is not text (or to say it shorter); an empty string shows no label. */
  label?: string;
  cell: (row: Row, index: number) => ReactNode;
  /**
   * How the cell shows in a card on a phone: `title` heads the card (no label), `select` is the row's checkbox beside
   * the title, `actions` are the card's buttons at its foot (no label). Without a kind: "label  value" on one line.
   */
  kind?: 'title' | 'select' | 'actions';
  align?: 'left' | 'center' | 'right';
  /** Keeps the value on one line (money, dates) in the table. */
  nowrap?: boolean;
  width?: number | string;
  /** Keeps this header cell above the cards (a "select all" checkbox), labelled with `label`. */
  keepOnPhone?: boolean;
  /** Left out of the card (a running number the card's order already shows). */
  hideOnPhone?: boolean;
}

interface DataTableProps<Row> extends Pick<TableProps, 'striped' | 'highlightOnHover'> {
  columns: (DataColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Below this width the table scrolls inside its box on a tablet or laptop; on a phone it becomes cards instead. */
  minWidth?: number;
  caption?: ReactNode;
  'aria-label'?: string;
  /** Extra attributes for a row (a highlighted row, a test id). */
  rowProps?: (row: Row) => { className?: string; style?: CSSProperties; 'aria-current'?: boolean | 'true' | 'false' };
}

/**
 * The one list pattern of the app (decision 024): a table on a tablet or laptop; on a phone (below Mantine's `sm`,
 * 48em) each row becomes a card of stacked "label  value" lines, headed by its title, with its buttons at the foot, so
 * no list scrolls sideways. One markup for both (the CSS in app.css switches), so nothing is rendered twice.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  caption,
  striped,
  highlightOnHover,
  rowProps,
  ...rest
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  const labelOf = (column: DataColumn<Row>) => column.label ?? (typeof column.header === 'string' ? column.header : '');
  const keepsHeader = shown.some((column) => column.keepOnPhone);
  return (
    <div
      className="data-table-box"
      style={minWidth ? ({ '--data-table-min-width': `${minWidth}px` } as CSSProperties) : undefined}
    >
      <Table
        className="data-table"
        striped={striped}
        highlightOnHover={highlightOnHover}
        data-keep-header={keepsHeader || undefined}
        aria-label={rest['aria-label']}
      >
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {shown.map((column, index) => (
              <Table.Th
                key={index}
                ta={column.align}
                w={column.width}
                data-kind={column.kind}
                data-keep={column.keepOnPhone || undefined}
                data-label={column.keepOnPhone ? labelOf(column) : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map((column, index) => (
                <Table.Td
                  key={index}
                  ta={column.align}
                  data-kind={column.kind}
                  data-label={column.kind ? undefined : labelOf(column) || undefined}
                  data-nowrap={column.nowrap || undefined}
                  data-phone-hidden={column.hideOnPhone || undefined}
                >
                  {column.cell(row, rowIndex)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
