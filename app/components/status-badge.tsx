import { RowBadge } from './plain';
import { useTranslation } from '#app/utils/use-translation';

/** Active, inactive or deleted, the same way on every list (a plain badge: lists show one per row). */
export function StatusBadge({ isActive, deletedAt }: { isActive: boolean; deletedAt: Date | string | null }) {
  const { t } = useTranslation();
  if (deletedAt) {
    return (
      <RowBadge color="red" variant="light">
        {t('common.status.deleted')}
      </RowBadge>
    );
  }
  return (
    <RowBadge color={isActive ? 'brand' : 'gray'} variant="light">
      {isActive ? t('common.status.active') : t('common.status.inactive')}
    </RowBadge>
  );
}
