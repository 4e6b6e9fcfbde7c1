import { Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from './data-table';

export interface RowErrors {
  row: number;
  /** What the row is about (a product name or code), as the file has it. */
  subject: string;
  /** Each already in the user's language. */
  problems: string[];
}

/** An import's rejected rows: the row number in the file, what it is about, and why. */
export function ImportRowErrors({
  rows,
  subjectLabel,
  minWidth = 560,
}: {
  rows: RowErrors[];
  subjectLabel: string;
  minWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      aria-label={t('productImport.preview.errorsTitle')}
      minWidth={minWidth}
      rows={rows}
      rowKey={(error) => error.row}
      columns={[
        { header: t('productImport.preview.row'), cell: (error) => error.row },
        { header: subjectLabel, kind: 'title', cell: (error) => error.subject },
        {
          header: t('productImport.preview.problems'),
          label: '',
          cell: (error) => (
            <div>
              {error.problems.map((problem, index) => (
                <Text key={index} size="sm" c="red.9">
                  {problem}
                </Text>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
