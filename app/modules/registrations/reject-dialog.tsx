import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { FormErrors, TextAreaField } from '#app/components/form';
import { RejectSchema, type RejectInput } from './registration-request.schema';

/** "Are you sure?" with the reason the requester will read; nothing is sent until the dialog's own button. */
export function RejectDialog({ lastResult, message }: { lastResult?: SubmissionResult<string[]>; message: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [opened, { open, close }] = useDisclosure(false);
  const [form, fields] = useForm<RejectInput>({
    id: 'reject',
    lastResult,
    constraint: getZodConstraint(RejectSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RejectSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  // A reason the server refused is shown where it was typed.
  useEffect(() => {
    if (lastResult?.status === 'error') open();
  }, [lastResult, open]);
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reject';
  return (
    <>
      <Button color="red.9" variant="outline" onClick={open} leftSection={<IconX size={16} aria-hidden />}>
        {t('registrations.reject.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('common.confirm.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="reject" />
          <Stack>
            <Text>{message}</Text>
            <FormErrors errors={form.errors} />
            <TextAreaField
              field={fields.reason}
              label={t('registrations.reject.reason')}
              description={t('registrations.reject.reasonHint')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={isSubmitting}>
                {t('registrations.reject.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
