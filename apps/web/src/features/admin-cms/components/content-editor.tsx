import {
  Center,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentCreateSchema,
  contentUpdateSchema,
  type ContentType,
  wordCount,
} from '@wildfire/shared';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useCreateContent } from '../api/create-content';
import { useContent } from '../api/get-content';
import type { ContentDetail } from '../api/types';
import { useUpdateContent } from '../api/update-content';
import { DISMISS } from '@/components/ui/notices';

const TYPE_OPTIONS = CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }));

interface FormValues extends Record<string, unknown> {
  title: string;
  type: ContentType;
  slug: string;
  category: string;
  tags: string;
  body: string;
}

/** The request body: an empty slug is left out, for the server to make it from the title. */
const inputOf = (values: FormValues) => ({
  title: values.title,
  type: values.type,
  body: values.body,
  category: values.category,
  tags: values.tags,
  ...(values.slug.trim() !== '' ? { slug: values.slug } : {}),
});

const valuesOf = (content: ContentDetail | null): FormValues => ({
  title: content?.title ?? '',
  type: content?.type ?? 'blog-post',
  slug: content?.slug ?? '',
  category: content?.category ?? '',
  tags: content?.tags.join(', ') ?? '',
  body: content?.body ?? '',
});

function ContentForm({
  content,
  onDone,
}: {
  /** Null: a new draft. */
  content: ContentDetail | null;
  onDone: () => void;
}) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: valuesOf(content),
    schema: content === null ? contentCreateSchema : contentUpdateSchema,
    toInput: inputOf,
  });
  const { values } = form;
  const create = useCreateContent();
  const update = useUpdateContent();

  const onSend = onSubmit(async (_checked, current) => {
    const input = inputOf(current);
    // Parsed again per branch so each call gets its own schema's type.
    const saved =
      content === null
        ? await create.mutateAsync(contentCreateSchema.parse(input))
        : await update.mutateAsync({ id: content.id, body: contentUpdateSchema.parse(input) });
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: content === null ? `“${saved.title}” saved as a draft.` : `“${saved.title}” saved.`,
    });
    onDone();
  });

  return (
    <form onSubmit={onSend} noValidate aria-label={content ? 'Edit content' : 'New content'}>
      <Stack gap="sm">
        <TextInput label="Title" required {...form.getInputProps('title')} data-autofocus />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={values.type}
            onChange={(value) => {
              if (value) form.setFieldValue('type', value as ContentType);
            }}
            allowDeselect={false}
            error={form.errors.type}
            style={{ minWidth: 180 }}
          />
          <TextInput
            label="Category"
            {...form.getInputProps('category')}
            style={{ minWidth: 180 }}
          />
        </Group>
        <TextInput
          label="Slug"
          description={
            content === null
              ? 'Optional: made from the title when left empty. Published content is served at /api/content/{slug}.'
              : 'Published content is served at /api/content/{slug}.'
          }
          {...form.getInputProps('slug')}
        />
        <TextInput
          label="Tags"
          description="Separated by commas."
          {...form.getInputProps('tags')}
        />
        <Textarea label="Body" rows={10} resize="vertical" {...form.getInputProps('body')} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {`${String(wordCount(values.body))} words`}
        </Text>
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={content === null ? 'Save Draft' : 'Save'}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function EditContent({ contentId, onDone }: { contentId: number; onDone: () => void }) {
  const query = useContent(contentId);
  if (query.isPending) {
    return (
      <Center py="lg" role="status">
        <Loader role="status" aria-label="Loading the content" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The content could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ContentForm content={query.data} onDone={onDone} />;
}

/** New Content (a draft) or Edit, in a modal. `contentId` null means new. */
export function ContentEditorModal({
  contentId,
  onClose,
}: {
  contentId: number | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={contentId === null ? 'New Content' : 'Edit Content'}
      size="lg"
    >
      {contentId === null ? (
        <ContentForm content={null} onDone={onClose} />
      ) : (
        <EditContent contentId={contentId} onDone={onClose} />
      )}
    </Modal>
  );
}
