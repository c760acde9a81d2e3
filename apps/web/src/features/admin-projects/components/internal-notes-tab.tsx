import { Badge, Button, Card, Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTE_PRIORITIES, type NotePriority } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useAddProjectNote, useProjectNotes } from '../api/project-notes';
import type { InternalNote, Page } from '../api/types';
import { PagedList } from '@/components/ui/paged-list';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

const PRIORITY_COLOURS: Record<NotePriority, string> = { Low: 'gray', Medium: 'blue', High: 'red' };
/** Section 2.23: a new note starts at Medium, not private. */
const DEFAULT_PRIORITY: NotePriority = 'Medium';

function AddNoteForm({ projectId, onAdded }: { projectId: string; onAdded: () => void }) {
  const [content, setContent] = useState('');
  const [priority, setPriority] = useState<NotePriority>(DEFAULT_PRIORITY);
  const [isPrivate, setIsPrivate] = useState(false);
  const add = useAddProjectNote(projectId);
  const blank = content.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Internal note: ignored when the text is blank (section 5).
    if (blank) return;
    add.mutate(
      { content, priority, is_private: isPrivate },
      {
        onSuccess: () => {
          setContent('');
          setPriority(DEFAULT_PRIORITY);
          setIsPrivate(false);
          onAdded();
        },
        onError: (error) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'red',
            title: 'The note was not saved',
            message: serverMessage(error),
          });
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={onSubmit} aria-label="Add note">
      <Stack gap="sm">
        <Textarea
          label="New note"
          autosize
          minRows={3}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
          }}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="Priority"
              data={[...NOTE_PRIORITIES]}
              value={priority}
              allowDeselect={false}
              onChange={(value) => {
                if (value) setPriority(value as NotePriority);
              }}
              w={140}
            />
            <Switch
              label="Private (only you and project editors see it)"
              checked={isPrivate}
              onChange={(e) => {
                setIsPrivate(e.currentTarget.checked);
              }}
            />
          </Group>
          <Button type="submit" disabled={blank} loading={add.isPending}>
            Add Note
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Internal Notes (section 2.23): newest first; a new note goes on top and the form resets. */
export function InternalNotesTab({ projectId, canAdd }: { projectId: string; canAdd: boolean }) {
  const [page, setPage] = useState(1);
  const query = useProjectNotes(projectId, page);
  return (
    <Stack gap="md">
      {canAdd && (
        <AddNoteForm
          projectId={projectId}
          onAdded={() => {
            setPage(1);
          }}
        />
      )}
      <PagedList<InternalNote, Page<InternalNote>>
        query={query}
        errorTitle="The notes could not be loaded"
        emptyText="No internal notes yet."
        pagerLabel="Note pages"
        onPage={setPage}
      >
        {(notes) => (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Internal notes"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {notes.map((note) => (
              <Card key={note.id} withBorder padding="sm" component="li">
                <Group gap="xs" mb={4}>
                  <Badge
                    size="sm"
                    variant="light"
                    color={PRIORITY_COLOURS[note.priority]}
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    {note.priority}
                  </Badge>
                  {note.is_private && (
                    <Badge
                      size="sm"
                      variant="outline"
                      color="gray"
                      styles={{ label: { color: 'var(--mantine-color-text)' } }}
                    >
                      Private
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.content}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {`${note.author ?? 'Former staff member'}${note.role ? ` (${note.role})` : ''} · ${formatDateTime(note.timestamp)}`}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
