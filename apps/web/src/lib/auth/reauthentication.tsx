import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { REAUTHENTICATION_MESSAGE } from '@wildfire/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { ApiError, setReauthenticationHandler } from '../api-client';
import { reauthenticate } from './auth-api';
import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * The one place that answers `reauthentication_required` (decision 012): a dialog asking for
 * the password or an authenticator code; once accepted, the API client repeats the request.
 */
export function ReauthenticationPrompt() {
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);
  const waiting = useRef<Promise<boolean> | null>(null);

  useEffect(
    () =>
      setReauthenticationHandler(() => {
        // Requests failing together share one prompt.
        waiting.current ??= new Promise<boolean>((resolve) => {
          settle.current = (ok) => {
            waiting.current = null;
            settle.current = null;
            resolve(ok);
          };
          setValue('');
          setError(null);
          setUseCode(false);
          setOpen(true);
        });
        return waiting.current;
      }),
    [],
  );

  const close = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || value.trim() === '') return;
    setPending(true);
    setError(null);
    try {
      await reauthenticate(useCode ? { code: value.replace(/\s/g, '') } : { password: value });
      close(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'That did not work. Please try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={open}
      onClose={() => {
        close(false);
      }}
      title="Confirm it is you"
      centered
    >
      <form onSubmit={(event) => void submit(event)} aria-label="Confirm it is you">
        <Stack gap="md">
          <Text size="sm">{REAUTHENTICATION_MESSAGE}</Text>
          {error && <ErrorNotice>{error}</ErrorNotice>}
          {useCode ? (
            <TextInput
              label="Authenticator code"
              inputMode="numeric"
              autoComplete="one-time-code"
              data-autofocus
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
              }}
            />
          ) : (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
              }}
            />
          )}
          <Button
            variant="transparent"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setUseCode((current) => !current);
              setValue('');
              setError(null);
            }}
          >
            {useCode ? 'Use my password instead' : 'Use an authenticator code instead'}
          </Button>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                close(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
