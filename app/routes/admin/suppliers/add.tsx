import { Alert, Anchor, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, redirect, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { PICKER_LIMIT } from '#app/modules/shop-suppliers/shop-supplier.schema';
import { linkSupplier, searchLinkableSuppliers } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { parseSupplierId } from '#app/modules/suppliers/supplier.schema';
import type { TranslationKey } from '#app/locales';
import { parseListParams } from '#app/utils/list-params';
import { refused } from '#app/utils/params';

const PATH = '/admin/suppliers/add-supplier';

/** The page, and the picker's search as the user types (`?q=`): at most PICKER_LIMIT directory suppliers at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'suppliers:edit');
  const { shop } = requireShop(context);
  const { q } = parseListParams(new URL(request.url));
  return { candidates: await searchLinkableSuppliers(context.get(requestContext).db, shop, q), q: q ?? '' };
}

const failed = (error: TranslationKey, status: number) => data({ error }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'suppliers:edit');
  const { shop } = requireShop(context);
  const supplierId = parseSupplierId((await request.formData()).get('supplierId'));
  if (supplierId === null) return failed('shopSuppliers.validation.chooseSupplier', 400);
  const result = await linkSupplier(context.get(requestContext).db, shop, supplierId);
  if (!result.ok) {
    if (result.reason === 'forbidden') refused(result.reason);
    return result.reason === 'already_linked'
      ? failed('shopSuppliers.validation.alreadyLinked', 409)
      : failed('shopSuppliers.validation.notAvailable', 400);
  }
  return redirect(`/admin/suppliers/${supplierId}/edit?created=1`);
}

interface Option {
  value: string;
  label: string;
}

const optionOf = (supplier: { id: number; name: string; city: string | null }): Option => ({
  value: String(supplier.id),
  label: supplier.city ? `${supplier.name}, ${supplier.city}` : supplier.name,
});

export default function AddShopSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { load, data: found } = useFetcher<typeof loader>();
  const [search, setSearch] = useState(loaderData.q);
  const [selected, setSelected] = useState<Option | null>(null);

  // The directory is searched on the server as the user types, not sent whole to the browser.
  // The search whose answer is shown; the loader answered the first one.
  const answered = useRef(loaderData.q);
  useEffect(() => {
    // Choosing an option puts its label in the box, which is no new search.
    if (search === answered.current || (selected && search === selected.label)) return;
    const timer = setTimeout(() => {
      answered.current = search;
      void load(`${PATH}?${new URLSearchParams({ q: search }).toString()}`);
    }, 250);
    return () => clearTimeout(timer);
  }, [search, selected, load]);

  const options = (found?.candidates ?? loaderData.candidates).map(optionOf);
  // The chosen supplier stays an option while the list shows the results of another search.
  if (selected && !options.some((option) => option.value === selected.value)) options.unshift(selected);
  const error = actionData?.error;

  return (
    <Stack maw={720}>
      <PageTitle>{t('shopSuppliers.addTitle')}</PageTitle>
      <Anchor component={Link} to="/admin/suppliers" size="sm">
        {t('shopSuppliers.backToList')}
      </Anchor>
      <Title order={1}>{t('shopSuppliers.addTitle')}</Title>
      <Text>{t('shopSuppliers.addIntro')}</Text>
      <Paper withBorder p="md">
        <Form method="post">
          <Stack>
            <Select
              name="supplierId"
              label={t('shopSuppliers.picker.label')}
              placeholder={t('shopSuppliers.picker.placeholder')}
              description={t('shopSuppliers.picker.hint', { limit: PICKER_LIMIT })}
              descriptionProps={{ c: 'gray.7' }}
              data={options}
              value={selected?.value ?? null}
              onChange={(_, option) => setSelected(option ? { value: option.value, label: option.label } : null)}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server has filtered already (by name, city and VAT number); the label alone would drop VAT matches.
              filter={({ options: all }) => all}
              nothingFoundMessage={t('shopSuppliers.picker.nothingFound')}
              error={error ? t(error) : undefined}
              withAsterisk
              required
              clearable
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={320}
            />
            <Button type="submit" w="fit-content" loading={navigation.state === 'submitting'}>
              {t('shopSuppliers.picker.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
      <Alert color="gray" variant="light">
        <Text size="sm">{t('shopSuppliers.notInDirectory')}</Text>
      </Alert>
    </Stack>
  );
}
