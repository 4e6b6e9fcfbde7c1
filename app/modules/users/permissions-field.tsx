import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import {
  BUILT_AREAS,
  isBuiltPermission,
  PERMISSION_AREAS,
  STAFF_DEFAULT_PERMISSIONS,
  type Permission,
} from '#app/modules/auth/roles';

/** Permissions no page exists for yet: not shown, and kept as they are (docs/decisions/023). */
const isShown = (permission: Permission) => isBuiltPermission(permission);
const SHOWN_AREAS = BUILT_AREAS.map(
  (area) => [area, PERMISSION_AREAS[area].filter((action) => isBuiltPermission(`${area}:${action}`))] as const,
);

interface PermissionsFieldProps {
  name: string;
  value: readonly Permission[];
  onChange: (value: Permission[]) => void;
  /** Only these can be granted (an admin never grants what they do not hold). */
  grantable: readonly Permission[];
  error?: string;
}

/** The staff permission list as checkboxes grouped by navigation area, with presets. */
export function PermissionsField({ name, value, onChange, grantable, error }: PermissionsFieldProps) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(permission);
    else next.delete(permission);
    onChange(grantable.filter((p) => next.has(p)));
  };
  // Presets are what they say for every area, the hidden ones too (the staff preset keeps delivery notes for later).
  const preset = (permissions: readonly Permission[]) => onChange(grantable.filter((p) => permissions.includes(p)));
  // Grants of areas not shown are sent as they are, so saving the form never drops them.
  const kept = value.filter((permission) => !isShown(permission) && grantable.includes(permission));
  return (
    <Fieldset legend={t('users.permissions.label')} aria-describedby={`${name}-hint`}>
      <Stack gap="md">
        <Text size="sm" id={`${name}-hint`}>
          {t('users.permissions.hint')}
        </Text>
        <Group gap="xs" role="group" aria-label={t('users.permissions.presets')}>
          <Text size="sm" fw={600}>
            {t('users.permissions.presets')}:
          </Text>
          <Button size="xs" variant="light" onClick={() => preset(STAFF_DEFAULT_PERMISSIONS)}>
            {t('users.permissions.staffPreset')}
          </Button>
          <Button size="xs" variant="light" onClick={() => preset(grantable)}>
            {t('users.permissions.all')}
          </Button>
          <Button size="xs" variant="light" onClick={() => preset([])}>
            {t('users.permissions.none')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {SHOWN_AREAS.map(([area, actions]) => (
            <Fieldset key={area} legend={t(`admin.permissions.${area}`)} variant="unstyled">
              <Stack gap={6}>
                {actions.map((action) => {
                  const permission = `${area}:${action}` as Permission;
                  return (
                    <Checkbox
                      key={permission}
                      name={name}
                      value={permission}
                      label={t(`users.permissions.actions.${action}`)}
                      checked={selected.has(permission)}
                      disabled={!grantable.includes(permission)}
                      onChange={(event) => toggle(permission, event.currentTarget.checked)}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        {kept.map((permission) => (
          <input key={permission} type="hidden" name={name} value={permission} />
        ))}
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
