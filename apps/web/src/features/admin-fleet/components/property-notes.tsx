import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';

import { useAddPropertyNote, usePropertyNotes } from '../api/property-notes';
import type { Page, PropertyNote } from '../api/types';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

/** Notes of a property (/admin/property/{panelId}/notes): newest first; blank text is ignored. */
export function PropertyNotes({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const query = usePropertyNotes(propertyId, page);
  const add = useAddPropertyNote(propertyId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Internal note: ignored when the text is blank (admin-back-office.md section 5).
    if (text.trim() === '') return;
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        setPage(1);
      },
      onError: (failure) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'red',
          title: 'The note was not saved',
          message: serverMessage(failure),
        });
      },
    });
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <form onSubmit={onSubmit} aria-label="Add note">
          <Stack gap="xs">
            <Textarea
              label="New note"
              autosize
              minRows={3}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending}>
                Add Note
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <PagedList<PropertyNote, Page<PropertyNote>>
        query={query}
        errorTitle="The notes could not be loaded"
        emptyText="No notes for this property yet."
        pagerLabel="Notes pages"
        onPage={setPage}
      >
        {(notes) => (
          <Stack
            gap="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Notes"
          >
            {notes.map((note) => (
              <Card key={note.id} withBorder padding="sm" component="li">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.content}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {`${note.author ?? 'Former staff member'} · ${formatDateTimeWithSeconds(note.created_at)}`}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
