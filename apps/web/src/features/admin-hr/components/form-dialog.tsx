import { Modal, Stack } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';

import { FormActions } from '@/lib/forms/form-actions';
import formClasses from './hr-forms.module.css';

/**
 * Whether a form's dialog is open. Every way out (Cancel, the X, Escape, or once the form is
 * done) runs `clear`, so the dialog opens empty the next time.
 */
export function useFormDialog(clear: () => void) {
  const [opened, setOpened] = useState(false);
  return {
    opened,
    open: () => {
      setOpened(true);
    },
    close: () => {
      setOpened(false);
      clear();
    },
  };
}

/**
 * An HR dialog holding one form: the dialog's own fields, then the failure, Cancel and the
 * submit button. Cancel closes it as the X and Escape do.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate className={formClasses.form}>
        <Stack gap="sm">
          {children}
          <FormActions failure={failure} busy={busy} submitLabel={submitLabel} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
