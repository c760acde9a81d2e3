import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError } from '../api-client';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  estimate_cents: z.number({ error: 'Estimate must be a number' }).int(),
});

interface Values extends Record<string, unknown> {
  name: string;
  estimate: number | string;
}
const initialValues: Values = { name: '', estimate: '' };
const toInput = (values: Values) => ({
  name: values.name,
  estimate_cents: typeof values.estimate === 'number' ? values.estimate * 100 : undefined,
});

function setup(options: Partial<Parameters<typeof useSchemaForm<Values, typeof schema>>[0]> = {}) {
  return renderHook(() =>
    useSchemaForm({
      initialValues,
      schema,
      toInput,
      fieldOf: { estimate_cents: 'estimate' },
      ...options,
    }),
  );
}

const submit = (
  result: { current: ReturnType<typeof useSchemaForm<Values, typeof schema>> },
  send: () => Promise<unknown>,
) => {
  act(() => {
    result.current.onSubmit(send)();
  });
};

describe('useSchemaForm', () => {
  it('checks the fields with the shared schema on submit and sends nothing while they fail', () => {
    const { result } = setup();
    const send = vi.fn(() => Promise.resolve());
    submit(result, send);
    expect(result.current.form.errors).toEqual({
      name: 'Name is required',
      estimate: 'Estimate must be a number',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("words an issue the form's own way where the spec says so", () => {
    const { result } = setup({
      message: (issue, field) =>
        field === 'estimate' && issue.code === 'invalid_type' ? 'Estimate is required' : undefined,
    });
    submit(result, () => Promise.resolve());
    expect(result.current.form.errors.estimate).toBe('Estimate is required');
  });

  it("clears a field's error as the field is edited", () => {
    const { result } = setup();
    submit(result, () => Promise.resolve());
    act(() => {
      result.current.form.setFieldValue('name', 'Ojai');
    });
    expect(result.current.form.errors.name).toBeUndefined();
    expect(result.current.form.errors.estimate).toBe('Estimate must be a number');
  });

  it('hands the checked request body to send', async () => {
    const { result } = setup();
    act(() => {
      result.current.form.setValues({ name: ' Ojai ', estimate: 12 });
    });
    const send = vi.fn(() => Promise.resolve());
    submit(result, send);
    await waitFor(() => {
      expect(send).toHaveBeenCalledWith({ name: 'Ojai', estimate_cents: 1200 }, expect.anything());
    });
  });

  it("puts a server 400's field sentences under their fields, once, with no notice", async () => {
    const { result } = setup();
    act(() => {
      result.current.form.setValues({ name: 'Ojai', estimate: 12 });
    });
    submit(result, () =>
      Promise.reject(
        new ApiError(400, 'validation_error', 'Check the highlighted fields.', {
          fields: { estimate_cents: 'Estimate is too large', name: 'Name is taken' },
        }),
      ),
    );
    await waitFor(() => {
      expect(result.current.form.errors).toEqual({
        estimate: 'Estimate is too large',
        name: 'Name is taken',
      });
    });
    expect(result.current.failure).toBeNull();
  });

  it("puts a nested object's issue under the form's field of that name (social_media.linkedin)", async () => {
    const nested = z.object({ links: z.object({ site: z.url({ error: 'Site must be a link' }) }) });
    const { result } = renderHook(() =>
      useSchemaForm({
        initialValues: { site: 'not a link' },
        schema: nested,
        toInput: (values) => ({ links: { site: values.site } }),
      }),
    );
    act(() => {
      result.current.onSubmit(() => Promise.resolve())();
    });
    expect(result.current.form.errors).toEqual({ site: 'Site must be a link' });

    act(() => {
      result.current.form.setValues({ site: 'https://example.com' });
    });
    act(() => {
      result.current.onSubmit(() =>
        Promise.reject(
          new ApiError(400, 'bad_request', 'links.site: is blocked', {
            fields: { 'links.site': 'Site is blocked' },
          }),
        ),
      )();
    });
    await waitFor(() => {
      expect(result.current.form.errors).toEqual({ site: 'Site is blocked' });
    });
    expect(result.current.failure).toBeNull();
  });

  it('shows a failure that names no field of the form as the notice', async () => {
    const { result } = setup();
    act(() => {
      result.current.form.setValues({ name: 'Ojai', estimate: 12 });
    });
    submit(result, () =>
      Promise.reject(
        new ApiError(400, 'validation_error', 'The request is not valid.', {
          fields: { toString: 'not a field of the form', owner_email: 'Unknown owner' },
        }),
      ),
    );
    await waitFor(() => {
      expect(result.current.failure).toBe('The request is not valid.');
    });
    expect(result.current.form.errors).toEqual({});
  });

  it('shows a conflict as the notice', async () => {
    const { result } = setup();
    act(() => {
      result.current.form.setValues({ name: 'Ojai', estimate: 12 });
    });
    submit(result, () => Promise.reject(new ApiError(409, 'conflict', 'Already approved.')));
    await waitFor(() => {
      expect(result.current.failure).toBe('Already approved.');
    });
  });

  it('is busy while the request is on its way, and sends it only once', async () => {
    const { result } = setup();
    act(() => {
      result.current.form.setValues({ name: 'Ojai', estimate: 12 });
    });
    let answer: () => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    submit(result, send);
    expect(result.current.busy).toBe(true);
    submit(result, send);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer();
      await Promise.resolve();
    });
    expect(result.current.busy).toBe(false);
  });
});

describe('useSchemaForm failureOf', () => {
  it("shows the form's own text for a failure naming no field, where the spec has one", async () => {
    const { result } = setup({ failureOf: () => 'Failed to send invitation. Please try again.' });
    act(() => {
      result.current.form.setValues({ name: 'Ojai', estimate: 12 });
    });
    submit(result, () => Promise.reject(new ApiError(500, 'internal', 'Down.')));
    await waitFor(() => {
      expect(result.current.failure).toBe('Failed to send invitation. Please try again.');
    });
  });
});
