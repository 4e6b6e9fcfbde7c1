import { Stack } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requestContext } from '#app/context';
import { Breadcrumbs } from '#app/components/breadcrumbs';
import { requireAuth } from '#app/middleware/guards.server';
import { getCompany } from '#app/modules/org/companies.repo.server';
import { notFound, parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const company = (await getCompany(context.get(requestContext).db, scope, parseId(params.companyId))) ?? notFound();
  return { company };
}

export const handle = {
  breadcrumb: (data: Awaited<ReturnType<typeof loader>>) => ({
    label: data.company.name,
    to: `/super/companies/${data.company.id}`,
  }),
};

/** The company level of the hierarchy: loads the company once for its pages and shows the trail. */
export default function CompanyLayout() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Breadcrumbs root={{ label: t('super.companies.title'), to: '/super/companies' }} />
      <Outlet />
    </Stack>
  );
}
