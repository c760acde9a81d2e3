import {
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  CMS_MEDIA_EXTENSIONS,
  CMS_MEDIA_MAX_BYTES,
  cmsMediaFileType,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  type PermissionId,
} from '@wildfire/shared';
import { useEffect, useState } from 'react';

import { ListPager } from '@/components/ui/list-pager';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import { downloadMedia, mediaObjectUrl } from '../api/get-media-file';
import type { MediaFile } from '../api/types';
import { useUploadMedia } from '../api/upload-media';
import { DISMISS } from '@/components/ui/notices';
import { formatBytes } from '@/lib/format/numbers';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';
import { UploadButton, useFileUpload } from '@/components/ui/stored-files';
import { ErrorNotice } from '@/components/ui/error-notice';

const ACCEPT = CMS_MEDIA_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const LIMITS_TEXT = `Images up to ${formatBytes(CMS_MEDIA_MAX_BYTES.image)}, documents up to ${formatBytes(CMS_MEDIA_MAX_BYTES.document)}, videos up to ${formatBytes(CMS_MEDIA_MAX_BYTES.video)}; ${CMS_MEDIA_EXTENSIONS.join(', ')}.`;

const FILTERS = [
  { value: '', label: 'All' },
  ...MEDIA_TYPES.map((t) => ({ value: t, label: `${MEDIA_TYPE_LABELS[t]}s` })),
];

/** The file fetched with the session's token, as a blob URL while the component is shown. */
function useMediaObjectUrl(media: MediaFile | null) {
  const [state, setState] = useState<
    { id: number; url: string } | { id: number; error: string } | null
  >(null);
  useEffect(() => {
    if (!media) return;
    let url: string | null = null;
    let cancelled = false;
    mediaObjectUrl(media)
      .then((made) => {
        url = made;
        if (cancelled) URL.revokeObjectURL(made);
        else setState({ id: media.id, url: made });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ id: media.id, error: serverMessage(error) });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [media]);
  return state !== null && media !== null && state.id === media.id ? state : null;
}

function Thumbnail({ media }: { media: MediaFile }) {
  const loaded = useMediaObjectUrl(media.type === 'image' ? media : null);
  if (media.type !== 'image') {
    return (
      <Center h={120} bg="var(--mantine-color-default-hover)" aria-hidden>
        <Text fw={700} c="dimmed">
          {media.name.split('.').pop()?.toUpperCase()}
        </Text>
      </Center>
    );
  }
  if (loaded && 'url' in loaded) {
    return <Image src={loaded.url} h={120} fit="cover" alt={media.name} />;
  }
  return (
    <Center h={120} bg="var(--mantine-color-default-hover)">
      {loaded && 'error' in loaded ? (
        <Text size="xs" c="dimmed">
          No preview
        </Text>
      ) : (
        <Loader size="sm" role="status" aria-label={`Loading ${media.name}`} />
      )}
    </Center>
  );
}

function PreviewModal({ media, onClose }: { media: MediaFile; onClose: () => void }) {
  const loaded = useMediaObjectUrl(media);
  return (
    <Modal opened onClose={onClose} title={media.name} size="xl">
      {!loaded ? (
        <Center py="xl" role="status">
          <Loader role="status" aria-label="Loading the preview" />
        </Center>
      ) : 'error' in loaded ? (
        <ErrorNotice title="The preview could not be loaded">{loaded.error}</ErrorNotice>
      ) : media.type === 'image' ? (
        <Image src={loaded.url} alt={media.name} fit="contain" mah="70vh" />
      ) : (
        <video src={loaded.url} controls style={{ width: '100%', maxHeight: '70vh' }}>
          <track kind="captions" />
        </video>
      )}
    </Modal>
  );
}

function MediaCard({
  media,
  canDelete,
  onPreview,
}: {
  media: MediaFile;
  canDelete: boolean;
  onPreview: (media: MediaFile) => void;
}) {
  const remove = useDeleteMedia();
  const onDownload = () => {
    downloadMedia(media).catch((failure: unknown) => {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'red',
        title: `${media.name} was not downloaded`,
        message: serverMessage(failure),
      });
    });
  };
  const onDelete = () => {
    modals.openConfirmModal({
      title: 'Delete media file',
      children: (
        <Text size="sm">{`Delete ${media.name}? Content that links to it will show nothing.`}</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(media.id, {
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${media.name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={media.name}>
      <Card.Section>
        <Thumbnail media={media} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
          {media.name}
        </Text>
        <Text size="xs" c="dimmed">
          {`${MEDIA_TYPE_LABELS[media.type]} · ${formatBytes(media.size_bytes)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {`${formatDateTime(media.upload_date)}${media.uploader ? ` · ${media.uploader}` : ''}`}
        </Text>
        <Group gap="xs" mt={4}>
          {media.type !== 'document' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                onPreview(media);
              }}
              aria-label={`Preview ${media.name}`}
            >
              Preview
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={onDownload}
            aria-label={`Download ${media.name}`}
          >
            Download
          </Button>
          {canDelete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={onDelete}
              aria-label={`Delete ${media.name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

// The server checks the same rules; checking here saves sending 100 MB for nothing.
function mediaProblem(file: File): string | null {
  const fileType = cmsMediaFileType(file.name);
  if (!fileType) return `${file.name}: this file type is not allowed. ${LIMITS_TEXT}`;
  const max = CMS_MEDIA_MAX_BYTES[fileType.mediaType];
  if (file.size > max) {
    return `${file.name} is larger than ${formatBytes(max)}, the limit for ${MEDIA_TYPE_LABELS[fileType.mediaType].toLowerCase()}s.`;
  }
  return null;
}

/** Media Library: upload images, videos and documents within their limits; preview, download, delete. */
export function MediaLibrary({ permissions }: { permissions: readonly PermissionId[] }) {
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<MediaFile | null>(null);
  const query = useMedia(type, page);
  const upload = useUploadMedia();

  const { error, setError, pick } = useFileUpload({
    problem: mediaProblem,
    send: (file) => upload.mutateAsync(file).then((stored) => stored.name),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="media-type-filter">
            Media type
          </Text>
          <SegmentedControl
            aria-labelledby="media-type-filter"
            data={FILTERS}
            value={type}
            onChange={(value) => {
              setType(value);
              setPage(1);
            }}
          />
        </Stack>
        {permissions.includes('create_cms_content') && (
          <UploadButton
            label="Upload Media"
            accept={ACCEPT}
            sending={upload.isPending}
            onPick={pick}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {LIMITS_TEXT}
      </Text>
      {error && (
        <ErrorNotice
          onDismiss={() => {
            setError(null);
          }}
        >
          {error}
        </ErrorNotice>
      )}
      {query.isPending ? (
        <Stack align="center" py="xl" role="status">
          <Loader role="status" aria-label="Loading the media" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The media could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <VisuallyHidden aria-live="polite">{`${String(query.data.total)} files`}</VisuallyHidden>
          {query.data.items.length === 0 ? (
            <Text c="dimmed">
              {type === ''
                ? 'No media yet. Upload images, videos or documents to use them in content.'
                : `No ${MEDIA_TYPE_LABELS[type as keyof typeof MEDIA_TYPE_LABELS].toLowerCase()}s yet.`}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
              {query.data.items.map((media) => (
                <MediaCard
                  key={media.id}
                  media={media}
                  canDelete={permissions.includes('delete_cms_content')}
                  onPreview={setPreviewing}
                />
              ))}
            </SimpleGrid>
          )}
          <ListPager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Media pages"
          />
        </Stack>
      )}
      {previewing && (
        <PreviewModal
          media={previewing}
          onClose={() => {
            setPreviewing(null);
          }}
        />
      )}
    </Stack>
  );
}
