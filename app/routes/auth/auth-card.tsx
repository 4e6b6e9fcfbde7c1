import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '#app/components/page-title';

/** The narrow card that holds the login, register and password forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <PageTitle>{title}</PageTitle>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
