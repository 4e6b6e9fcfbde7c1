import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';

/** A table's figures as a CSV file: a plain download link, so the browser fetches it without the router. */
export function CsvLink({ href, of }: { href: string; of: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      download
      variant="light"
      h={44}
      px="sm"
      aria-label={t('analytics.charts.csvLabel', { chart: of })}
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t('analytics.charts.csv')}
    </Button>
  );
}
