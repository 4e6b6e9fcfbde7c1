import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, useNavigation } from 'react-router';
import type { Route } from './+types/receiving';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ReceivingRulesForm } from '#app/modules/receiving/receiving-rules-form';
import { getReceivingRules, saveReceivingRules } from '#app/modules/receiving/receiving-rules.repo.server';
import { ReceivingRulesSchema } from '#app/modules/receiving/receiving-rules.schema';
import { notFound } from '#app/utils/params';

// The receiving rules are product rules at the shop's level: whoever edits products (and their own limits) edits them.
const PERMISSION = 'products:edit';

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, PERMISSION);
  const { shop } = requireShop(context);
  const rules = (await getReceivingRules(context.get(requestContext).db, shop)) ?? notFound();
  return { rules };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, PERMISSION);
  const { shop } = requireShop(context);
  const submission = parseWithZod(await request.formData(), { schema: ReceivingRulesSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  const result = await saveReceivingRules(context.get(requestContext).db, shop, submission.value);
  if (!result.ok) notFound();
  return { result: submission.reply({ resetForm: true }), saved: true };
}

export default function ReceivingRules({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const title = t('deliveryLists.settings.title');
  return (
    <Stack maw={800}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text>{t('deliveryLists.settings.intro')}</Text>
      {actionData?.saved && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('deliveryLists.settings.saved')}
        </Alert>
      )}
      {/* A new key after a save starts the form from the stored values. */}
      <ReceivingRulesForm
        key={JSON.stringify(loaderData.rules)}
        rules={loaderData.rules}
        lastResult={actionData?.result}
      />
    </Stack>
  );
}
