import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useBeforeUnload, useFetcher } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { messageKey } from '#app/utils/i18n';
import { dropInOrder } from './inventory-layout';

/** What the layout pages' actions answer to a form (field errors are translation keys, shown in the user's language). */
export type LayoutAnswer =
  | { ok: true; message?: { key: string; values?: Record<string, string | number> } }
  | { ok: false; errors?: { name?: string[] }; message?: { key: string; values?: Record<string, string | number> } };

export interface LayoutListItem {
  id: number;
  name: string;
  /** Under the name: counts, codes, links. */
  details?: ReactNode;
  /** The "Are you sure?" text of its removal. */
  removeMessage: string;
  /** Under the row: e.g. a department's sub-departments. */
  children?: ReactNode;
}

interface LayoutListProps {
  items: LayoutListItem[];
  /** The list's accessible name. */
  label: string;
  /** Hidden fields naming the list (level and parent, or the sector) in every form. */
  fields: Record<string, string | number>;
  /** The field that names an item in the forms ('id' for parts, 'productId' for a sector's products). */
  itemField?: string;
  /** Items can be renamed (parts; not a sector's products). */
  renamable?: boolean;
}

/**
 * An ordered list of the layout: drag a row by its handle on a desktop, or move it with the arrows (44 px, for a
 * thumb on a phone); rename in place; remove after "Are you sure?". Every change is one post to the page's action.
 */
export function LayoutList({ items, label, fields, itemField = 'id', renamable = true }: LayoutListProps) {
  const { t } = useTranslation();
  const reorder = useFetcher<LayoutAnswer>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const ids = items.map((item) => item.id);
  // The dragged order shows until the save and the page's new data are in; then the page's data is the truth again.
  const order = pending && reorder.state !== 'idle' ? pending : ids;
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((id) => byId.get(id)).filter((item): item is LayoutListItem => Boolean(item));

  const drop = (target: number) => {
    if (dragged === null || dragged === target) return;
    const next = dropInOrder(order, dragged, target);
    setPending(next);
    setDragged(null);
    void reorder.submit({ ...fields, intent: 'reorder', ids: next.join(',') }, { method: 'post' });
  };

  // The new order shows before it is saved: while the save is on its way, say so, and ask before the page is left or
  // reloaded (leaving cancels the post).
  const saving = reorder.state !== 'idle';
  const savingNow = useRef(saving);
  useEffect(() => {
    savingNow.current = saving;
  }, [saving]);
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!savingNow.current) return;
      event.preventDefault();
      event.returnValue = '';
    }, []),
  );

  const answer = reorder.data;
  return (
    <>
      {saving && (
        <Text size="sm" c="dimmed" role="status">
          {t('inventoryLayout.savingOrder')}
        </Text>
      )}
      <Stack gap="xs" role="list" aria-label={label}>
        {answer && !answer.ok && answer.message && reorder.state === 'idle' && (
          <Alert color="orange" role="alert">
            {t(messageKey(answer.message.key), answer.message.values)}
          </Alert>
        )}
        {shown.map((item, index) => (
          <Paper
            key={item.id}
            withBorder
            p="xs"
            role="listitem"
            aria-label={item.name}
            data-layout-item={item.id}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop(item.id);
            }}
            style={{ opacity: dragged === item.id ? 0.5 : 1 }}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ActionIcon
                visibleFrom="sm"
                component="span"
                variant="subtle"
                color="gray"
                size={44}
                draggable
                role="img"
                aria-label={t('inventoryLayout.drag', { name: item.name })}
                title={t('inventoryLayout.drag', { name: item.name })}
                style={{ cursor: 'grab' }}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(item.id));
                  setDragged(item.id);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <IconGripVertical aria-hidden />
              </ActionIcon>
              <Row item={item} fields={fields} itemField={itemField} renamable={renamable} />
              <MoveButtons
                item={item}
                fields={fields}
                itemField={itemField}
                first={index === 0}
                last={index === shown.length - 1}
              />
            </Group>
            {item.children}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function Row({
  item,
  fields,
  itemField,
  renamable,
}: {
  item: LayoutListItem;
  fields: Record<string, string | number>;
  itemField: string;
  renamable: boolean;
}) {
  const { t } = useTranslation();
  const rename = useFetcher<LayoutAnswer>();
  // Open since which answer: a new successful answer closes the form.
  const [opened, setOpened] = useState<{ since: LayoutAnswer | undefined } | null>(null);
  const saved = opened !== null && rename.state === 'idle' && rename.data !== opened.since && rename.data?.ok;
  const editing = opened !== null && !saved;
  const setEditing = (open: boolean) => setOpened(open ? { since: rename.data } : null);
  const error = rename.data && !rename.data.ok ? rename.data.errors?.name?.[0] : undefined;
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {editing ? (
        <rename.Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name={itemField} value={item.id} />
          <Stack gap="xs">
            <TextInput
              name="name"
              label={t('inventoryLayout.renameLabel', { name: item.name })}
              defaultValue={item.name}
              maxLength={200}
              required
              autoFocus
              error={error ? t(messageKey(error), { max: 100 }) : undefined}
            />
            <Group gap="xs">
              <Button type="submit" mih={44} loading={rename.state !== 'idle'}>
                {t('inventoryLayout.save')}
              </Button>
              <Button variant="default" mih={44} onClick={() => setEditing(false)}>
                {t('inventoryLayout.cancel')}
              </Button>
            </Group>
          </Stack>
        </rename.Form>
      ) : (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
      )}
      {item.details}
      {!editing && (
        <Group gap="xs">
          {renamable && (
            <Button variant="default" size="sm" mih={44} onClick={() => setEditing(true)}>
              {t('inventoryLayout.rename')}
            </Button>
          )}
          <ConfirmAction
            label={t('inventoryLayout.remove')}
            message={item.removeMessage}
            intent="remove"
            fields={{ ...fields, [itemField]: item.id }}
            size="sm"
          />
        </Group>
      )}
    </Stack>
  );
}

function MoveButtons({
  item,
  fields,
  itemField,
  first,
  last,
}: {
  item: LayoutListItem;
  fields: Record<string, string | number>;
  itemField: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const move = useFetcher<LayoutAnswer>();
  const hidden = (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name={itemField} value={item.id} />
    </>
  );
  return (
    <Stack gap={4}>
      <move.Form method="post">
        {hidden}
        <ActionIcon
          type="submit"
          name="direction"
          value="up"
          variant="light"
          size={44}
          disabled={first}
          aria-label={t('inventoryLayout.moveUp', { name: item.name })}
        >
          <IconArrowUp aria-hidden />
        </ActionIcon>
      </move.Form>
      <move.Form method="post">
        {hidden}
        <ActionIcon
          type="submit"
          name="direction"
          value="down"
          variant="light"
          size={44}
          disabled={last}
          aria-label={t('inventoryLayout.moveDown', { name: item.name })}
        >
          <IconArrowDown aria-hidden />
        </ActionIcon>
      </move.Form>
    </Stack>
  );
}

/** A form adding one named part (department, sub-department, sector): the field empties after a save. */
export function AddPartForm({
  fields,
  label,
  button,
  description,
}: {
  fields: Record<string, string | number>;
  label: string;
  button: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const add = useFetcher<LayoutAnswer>();
  const form = useRef<HTMLFormElement>(null);
  // Set at once on submit: a second click can arrive before the fetcher's state has re-rendered as submitting.
  const posting = useRef(false);
  useEffect(() => {
    if (add.state === 'idle') posting.current = false;
    if (add.state === 'idle' && add.data?.ok) form.current?.reset();
  }, [add.state, add.data]);
  const error = add.data && !add.data.ok ? add.data.errors?.name?.[0] : undefined;
  const values = add.data && !add.data.ok ? add.data.message?.values : undefined;
  return (
    <add.Form
      method="post"
      ref={form}
      onSubmit={(event) => {
        // A double tap posts once: the second would only be told the name is taken now.
        if (posting.current || add.state !== 'idle') event.preventDefault();
        else posting.current = true;
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value="add" />
      <Group align="flex-end" gap="xs">
        <TextInput
          name="name"
          label={label}
          description={description}
          maxLength={200}
          required
          style={{ flex: '1 1 14rem' }}
          error={error ? t(messageKey(error), { max: 100, ...values }) : undefined}
        />
        <Button type="submit" mih={44} loading={add.state !== 'idle'}>
          {button}
        </Button>
      </Group>
    </add.Form>
  );
}

/** "Remove “Bar”? 2 sub-departments, 3 sectors and 40 product places go with it." — what a removal takes along. */
export function useRemoveMessage() {
  const { t } = useTranslation();
  return (name: string, counts: { subDepartments?: number; sectors?: number; places?: number }) => {
    const parts = [
      counts.subDepartments ? t('inventoryLayout.counts.subDepartments', { count: counts.subDepartments }) : null,
      counts.sectors ? t('inventoryLayout.counts.sectors', { count: counts.sectors }) : null,
      counts.places ? t('inventoryLayout.counts.places', { count: counts.places }) : null,
    ].filter((part): part is string => part !== null);
    if (parts.length === 0) return t('inventoryLayout.confirm.removeAlone', { name });
    const what =
      parts.length === 1
        ? parts[0]!
        : `${parts.slice(0, -1).join(', ')}${t('inventoryLayout.confirm.and')}${parts.at(-1)}`;
    return t('inventoryLayout.confirm.removeWith', { name, what });
  };
}
