import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router';
import { reloadForChunkError } from '#app/utils/chunk-reload.client';
import { DemoBanner } from './demo-banner';
import type { UserRecord } from '#app/modules/auth/user-record';
import { homePathForRole } from '#app/utils/redirect';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

const KEYS: Record<number, 'forbidden' | 'notFound' | 'tooManyRequests'> = {
  401: 'forbidden',
  403: 'forbidden',
  404: 'notFound',
  429: 'tooManyRequests',
};

/** The 404, 403 and 500 pages: the same shape, in the user's language, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as { user: UserRecord | null } | undefined;
  const status = statusOf(error);
  const key = KEYS[status] ?? 'server';
  const errorHome = isRouteErrorResponse(error) ? (error.data as { home?: string } | null)?.home : undefined;
  const home = errorHome ?? (root?.user ? homePathForRole(root.user.role.id) : '/');

  useEffect(() => {
    if (status === 500) reloadForChunkError(error);
  }, [error, status]);

  return (
    <>
      <DemoBanner />
      <Center mih="100vh" p="md" component="main">
        <title>{`${t(`errors.${key}.title`)} · Prevzem`}</title>
        <Paper withBorder shadow="sm" p="xl" maw={520} w="100%">
          <Stack>
            <Text c="gray.7" fw={700}>
              {status}
            </Text>
            <Title order={1}>{t(`errors.${key}.title`)}</Title>
            <Text>{t(`errors.${key}.body`)}</Text>
            <Button component={Link} to={home} reloadDocument={status >= 500} w="fit-content">
              {t('errors.goHome')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
