import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RowErrors {
  row: number;
  /** What the row is about (a product name or code), as the file has it. */
  subject: string;
  /** Each already in the user's language. */
  problems: string[];
}

/** An import's rejected rows: the row number in the file, what it is about, and why. */
export function ImportRowErrors({ rows, subjectLabel, minWidth = 560 }: { rows: RowErrors[]; subjectLabel: string; minWidth?: number }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={t('productImport.preview.errorsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('productImport.preview.row')}</Table.Th>
            <Table.Th>{subjectLabel}</Table.Th>
            <Table.Th>{t('productImport.preview.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((error) => (
            <Table.Tr key={error.row}>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td>{error.subject}</Table.Td>
              <Table.Td>
                {error.problems.map((problem, index) => (
                  <Text key={index} size="sm" c="red.9">
                    {problem}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
