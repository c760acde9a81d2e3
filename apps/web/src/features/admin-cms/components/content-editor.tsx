import {
  Alert,
  Button,
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
import { type FormEvent, useState } from 'react';

import { QueryErrorAlert } from '../../../components/ui/query-error-alert';
import { useCreateContent } from '../api/create-content';
import { useContent } from '../api/get-content';
import type { ContentDetail } from '../api/types';
import { useUpdateContent } from '../api/update-content';
import { DISMISS, serverMessage } from './format';

const TYPE_OPTIONS = CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }));

interface FormValues {
  title: string;
  type: ContentType;
  slug: string;
  category: string;
  tags: string;
  body: string;
}
type FieldErrors = Partial<Record<keyof FormValues, string>>;

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
  const [values, setValues] = useState<FormValues>(() => valuesOf(content));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateContent();
  const update = useUpdateContent();
  const saving = create.isPending || update.isPending;

  const set = (field: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: values.title,
      type: values.type,
      body: values.body,
      category: values.category,
      tags: values.tags,
      ...(values.slug.trim() !== '' ? { slug: values.slug } : {}),
    };
    const parsed =
      content === null
        ? contentCreateSchema.safeParse(input)
        : contentUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FormValues | undefined;
        if (field) next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setFailure(null);
    const done = (saved: ContentDetail) => {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'green',
        message:
          content === null ? `“${saved.title}” saved as a draft.` : `“${saved.title}” saved.`,
      });
      onDone();
    };
    const failed = (error: Error) => {
      setFailure(serverMessage(error));
    };
    // Parsed again per branch so each call gets its own schema's type.
    if (content === null) {
      create.mutate(contentCreateSchema.parse(input), { onSuccess: done, onError: failed });
    } else {
      update.mutate(
        { id: content.id, body: contentUpdateSchema.parse(input) },
        { onSuccess: done, onError: failed },
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={content ? 'Edit content' : 'New content'}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(e) => {
            set('title')(e.currentTarget.value);
          }}
          error={errors.title}
          data-autofocus
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={values.type}
            onChange={(value) => {
              if (value) set('type')(value);
            }}
            allowDeselect={false}
            error={errors.type}
            style={{ minWidth: 180 }}
          />
          <TextInput
            label="Category"
            value={values.category}
            onChange={(e) => {
              set('category')(e.currentTarget.value);
            }}
            error={errors.category}
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
          value={values.slug}
          onChange={(e) => {
            set('slug')(e.currentTarget.value);
          }}
          error={errors.slug}
        />
        <TextInput
          label="Tags"
          description="Separated by commas."
          value={values.tags}
          onChange={(e) => {
            set('tags')(e.currentTarget.value);
          }}
          error={errors.tags}
        />
        <Textarea
          label="Body"
          rows={10}
          resize="vertical"
          value={values.body}
          onChange={(e) => {
            set('body')(e.currentTarget.value);
          }}
          error={errors.body}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {`${String(wordCount(values.body))} words`}
        </Text>
        {failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {content === null ? 'Save Draft' : 'Save'}
          </Button>
        </Group>
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
