import { Table, rem } from '@mantine/core';
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
  /** A sortable column's order (its header holds the sort button). */
  sort?: 'ascending' | 'descending' | 'none';
}

interface DataTableProps<Row> {
  /** Mantine's Table `striped` (odd rows) and `highlightOnHover`. */
  striped?: boolean;
  highlightOnHover?: boolean;
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
  // Per column, made once for all rows: a cell's attributes differ only by column. A cell has no class: its padding,
  // all Mantine's cell class gives it, comes from app.css (`.data-table td`), 37 bytes less on each of a page's cells.
  // Nor a style: its alignment is an attribute app.css aligns by (React writes an inline style out property by
  // property, for every cell of every row).
  const cellProps = shown.map((column) => ({
    'data-align': column.align,
    'data-kind': column.kind,
    'data-label': column.kind ? undefined : labelOf(column) || undefined,
    'data-nowrap': column.nowrap || undefined,
    'data-phone-hidden': column.hideOnPhone || undefined,
  }));
  const rowAttributes = {
    'data-with-row-border': true,
    'data-striped': striped ? 'odd' : undefined,
    'data-hover': highlightOnHover || undefined,
  };
  return (
    <div
      className="data-table-box"
      style={minWidth ? ({ '--data-table-min-width': `${minWidth}px` } as CSSProperties) : undefined}
    >
      <table
        style={TABLE_STYLE}
        className={`data-table ${TABLE}`}
        data-keep-header={keepsHeader || undefined}
        aria-label={rest['aria-label']}
      >
        {caption && (
          <caption className={CAPTION} data-side="bottom">
            {caption}
          </caption>
        )}
        <thead className={THEAD}>
          <tr className={TR} {...rowAttributes}>
            {shown.map((column, index) => (
              <th
                key={index}
                style={
                  column.align || column.width !== undefined
                    ? { textAlign: column.align, width: column.width === undefined ? undefined : rem(column.width) }
                    : undefined
                }
                className={TH}
                data-kind={column.kind}
                data-keep={column.keepOnPhone || undefined}
                data-label={column.keepOnPhone ? labelOf(column) : undefined}
                aria-sort={column.sort}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={TBODY}>
          {rows.map((row, rowIndex) => {
            const extra = rowProps?.(row);
            return (
              <tr
                key={rowKey(row)}
                {...rowAttributes}
                {...extra}
                className={extra?.className ? `${TR} ${extra.className}` : TR}
              >
                {shown.map((column, index) => (
                  <td key={index} {...cellProps[index]}>
                    {column.cell(row, rowIndex)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/*
 * Plain table elements with Mantine Table's class names (its CSS module and static classes) and variables: the same
 * look as <Table> with the theme's defaults (row borders, vertical spacing 7), without a Mantine component per cell,
 * which cost more than the rest of a list page (decision 037, "Rendering"; data-table.test.tsx compares the markup).
 * The cells, a page's most repeated element, have none: app.css pads them as Mantine's cell class does.
 */
const TABLE = `${Table.classes.table} mantine-Table-table`;
const THEAD = `${Table.classes.thead} mantine-Table-thead`;
const TBODY = `${Table.classes.tbody} mantine-Table-tbody`;
const CAPTION = `${Table.classes.caption} mantine-Table-caption`;
const TR = `${Table.classes.tr} mantine-Table-tr`;
const TH = `${Table.classes.th} mantine-Table-th`;
const TABLE_STYLE = { '--table-vertical-spacing': rem(7) } as CSSProperties;
