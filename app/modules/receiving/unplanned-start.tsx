import { Alert, Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';

interface UnplannedStartProps {
  suppliers: { supplierId: number; name: string }[];
  error: 'choose' | 'order_closed' | null;
}

/** An unplanned delivery: choose the supplier, then receive its lines by scan or search. */
export function UnplannedStart({ suppliers, error }: UnplannedStartProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const title = t('receiving.unplanned.title');
  return (
    <Stack maw={560}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text>{t('receiving.unplanned.intro')}</Text>
      {error === 'order_closed' && (
        <Alert color="red" role="alert">
          {t('receiving.unplanned.orderClosed')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Form method="post">
          <Stack>
            <NativeSelect
              size="md"
              name="supplierId"
              label={t('receiving.header.supplier')}
              required
              error={error === 'choose' ? t('receiving.unplanned.choose') : undefined}
              data={[
                { value: '', label: t('receiving.unplanned.choose') },
                ...suppliers.map((supplier) => ({ value: String(supplier.supplierId), label: supplier.name })),
              ]}
            />
            <Button
              type="submit"
              size="md"
              loading={navigation.state === 'submitting'}
              leftSection={<IconTruckDelivery size={20} aria-hidden />}
            >
              {t('receiving.unplanned.start')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
