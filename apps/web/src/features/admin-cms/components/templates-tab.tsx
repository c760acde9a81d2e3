import {
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentFromTemplateSchema,
  templateCreateSchema,
  type ContentType,
  type PermissionId,
} from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreateContentFromTemplate } from '../api/create-content-from-template';
import { useCreateTemplate } from '../api/create-template';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import type { ContentTemplate } from '../api/types';
import { ContentTypeBadge } from './content-badges';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';
import { FormFailure } from '@/lib/forms/form-actions';

/** Use Template: the new draft's title (and category); it starts with the template's body. */
function UseTemplateModal({
  template,
  onClose,
  onCreated,
}: {
  template: ContentTemplate;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { title: '', category: '' },
    schema: contentFromTemplateSchema,
  });
  const create = useCreateContentFromTemplate();

  const onSend = onSubmit(async (body) => {
    const draft = await create.mutateAsync({ id: template.id, body });
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `Draft “${draft.title}” created from ${template.name}. Find it in the Content Library.`,
    });
    onCreated();
  });

  return (
    <Modal opened onClose={onClose} title={`Use Template: ${template.name}`}>
      <form onSubmit={onSend} noValidate aria-label="Use template">
        <Stack gap="sm">
          <TextInput label="Title" required {...form.getInputProps('title')} data-autofocus />
          <TextInput label="Category" {...form.getInputProps('category')} />
          <FormFailure failure={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create Draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function NewTemplateModal({ onClose }: { onClose: () => void }) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: '', type: 'blog-post' as ContentType, description: '', body: '' },
    schema: templateCreateSchema,
  });
  const create = useCreateTemplate();

  const onSend = onSubmit(async (body) => {
    const saved = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `Template “${saved.name}” saved.`,
    });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title="New Template" size="lg">
      <form onSubmit={onSend} noValidate aria-label="New template">
        <Stack gap="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} data-autofocus />
          <Select
            label="Type"
            data={CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }))}
            value={form.values.type}
            onChange={(value) => {
              if (value) form.setFieldValue('type', value as ContentType);
            }}
            allowDeselect={false}
          />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <Textarea label="Body" rows={8} resize="vertical" {...form.getInputProps('body')} />
          <FormFailure failure={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save Template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Templates: starting points for new content; Use Template makes a draft from one. */
export function TemplatesTab({
  permissions,
  onDraftCreated,
}: {
  permissions: readonly PermissionId[];
  /** After Use Template: show the Content Library with the new draft. */
  onDraftCreated: () => void;
}) {
  const query = useTemplates();
  const remove = useDeleteTemplate();
  const [using, setUsing] = useState<ContentTemplate | null>(null);
  const [creating, setCreating] = useState(false);
  const canCreate = permissions.includes('create_cms_content');
  const canDelete = permissions.includes('delete_cms_content');

  const onDelete = (template: ContentTemplate) => {
    modals.openConfirmModal({
      title: 'Delete template',
      children: (
        <Text size="sm">{`Delete the template “${template.name}”? Content made from it stays.`}</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(template.id, {
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${template.name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <Stack gap="md">
      {canCreate && (
        <Group justify="flex-end">
          <Button
            onClick={() => {
              setCreating(true);
            }}
          >
            New Template
          </Button>
        </Group>
      )}
      {query.isPending ? (
        <Stack align="center" py="xl" role="status">
          <Loader role="status" aria-label="Loading the templates" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The templates could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">No templates yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {query.data.map((template) => (
            <Card
              key={template.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={template.name}
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={3} size="h5">
                    {template.name}
                  </Title>
                  <ContentTypeBadge type={template.type} />
                </Group>
                <Text size="sm">{template.description || 'No description.'}</Text>
                {template.created_by && (
                  <Text size="xs" c="dimmed">
                    {`By ${template.created_by}`}
                  </Text>
                )}
                <Group gap="xs" mt="auto">
                  {canCreate && (
                    <Button
                      size="xs"
                      onClick={() => {
                        setUsing(template);
                      }}
                      aria-label={`Use template ${template.name}`}
                    >
                      Use Template
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => {
                        onDelete(template);
                      }}
                      aria-label={`Delete template ${template.name}`}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {using && (
        <UseTemplateModal
          template={using}
          onClose={() => {
            setUsing(null);
          }}
          onCreated={() => {
            setUsing(null);
            onDraftCreated();
          }}
        />
      )}
      {creating && (
        <NewTemplateModal
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </Stack>
  );
}
