import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from '#app/utils/use-translation';

const UPDATE_CHECK_MS = 5 * 60 * 1000;
const NOTIFICATION_ID = 'new-version';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/** Every few minutes (and when the tab comes back), asks whether a newer build is deployed and offers a reload. */
export function useUpdateCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const running = window.__reactRouterManifest?.version;
    if (!running) return;
    let shown = false;
    async function check() {
      if (shown || document.visibilityState === 'hidden') return;
      try {
        const response = await fetch('/backend/version', { cache: 'no-store' });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        if (!version || version === running) return;
        shown = true;
        notifications.show({
          id: NOTIFICATION_ID,
          title: t('common.update.title'),
          autoClose: false,
          withCloseButton: true,
          message: (
            <>
              <Text size="sm" mb="xs">
                {t('common.update.body')}
              </Text>
              <Button size="xs" onClick={() => window.location.reload()}>
                {t('common.update.reload')}
              </Button>
            </>
          ),
        });
      } catch {
        // Offline or the server is restarting: try again at the next tick.
      }
    }
    const timer = window.setInterval(() => void check(), UPDATE_CHECK_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [t]);
}
