import { Alert, Button, NativeSelect, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useLocation, useNavigation, useSubmit } from 'react-router';
import type { SwitchableShop } from '#app/modules/auth/active-shop.schema';

/**
 * A company manager's choice of the shop they work in. With JavaScript the choice posts as soon as it changes;
 * without, the button inside <noscript> posts it (the browser ignores that button when scripts run).
 */
export function ShopSwitcher({ shops, currentUuid }: { shops: SwitchableShop[]; currentUuid: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  // The choice in flight shows at once; otherwise the select follows the server.
  const pending = navigation.formAction === '/switch-shop' ? navigation.formData?.get('shop') : null;
  const value = typeof pending === 'string' ? pending : (currentUuid ?? '');
  return (
    <Form method="post" action="/switch-shop">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Stack gap={6}>
        <NativeSelect
          name="shop"
          label={t('common.shopSwitcher.label')}
          description={t('common.shopSwitcher.description')}
          value={value}
          data={shops.map((shop) => ({ value: shop.uuid, label: shop.name }))}
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          onChange={(event) => submit(event.currentTarget.form)}
        />
        <noscript>
          <Button type="submit" size="compact-sm" variant="light">
            {t('common.shopSwitcher.submit')}
          </Button>
        </noscript>
      </Stack>
    </Form>
  );
}

/** A manager whose company has no live shop can do nothing shop-bound; say so instead of showing empty pages. */
export function NoShopNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('common.shopSwitcher.noShopsTitle')} mb="md" role="status">
      {t('common.shopSwitcher.noShops')}
    </Alert>
  );
}
