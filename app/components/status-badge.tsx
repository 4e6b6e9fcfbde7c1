import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active, inactive or deleted, the same way on every list. */
export function StatusBadge({ isActive, deletedAt }: { isActive: boolean; deletedAt: Date | string | null }) {
  const { t } = useTranslation();
  if (deletedAt) {
    return (
      <Badge color="red" variant="light">
        {t('common.status.deleted')}
      </Badge>
    );
  }
  return (
    <Badge color={isActive ? 'brand' : 'gray'} variant="light">
      {isActive ? t('common.status.active') : t('common.status.inactive')}
    </Badge>
  );
}
