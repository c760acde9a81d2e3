import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffFormChoices } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AddStaffScreen } from './add-staff-screen';

// Mantine forms are heavy in jsdom on a shared machine: findBy may wait up to 5 s (a limit).
configure({ asyncUtilTimeout: 5_000 });

const CHOICES: StaffFormChoices = {
  departments: [
    { id: 1, name: 'Engineering', description: '', head_count: 3 },
    { id: 5, name: 'Operations', description: '', head_count: 4 },
  ],
  managers: [{ id: 3, name: 'Omar Haddad', position: 'Field Operations Lead' }],
  accounts: [{ id: 11, name: 'Noah Bennett', email: 'newhire@demo.test' }],
};

const setup = (personal = true, created: { status?: number; body?: unknown } = {}) => {
  const api = stubApi({
    'GET /api/admin/hr/form-choices': { body: CHOICES },
    'POST /api/admin/hr/staff': created.status
      ? created
      : { status: 201, body: { id: 42, name: 'Jamie Rivera' } },
    'POST /api/admin/hr/staff/42/documents': (request) => ({
      status: 201,
      body: {
        id: 7,
        kind: request.url.searchParams.get('kind'),
        file_name: 'x',
        content_type: 'application/pdf',
        size_bytes: 1,
        uploaded_by: 'Alex Morgan',
        uploaded_at: new Date().toISOString(),
      },
    }),
  });
  const user = userEvent.setup();
  const view = renderScreen(<AddStaffScreen personal={personal} />, '/admin/hr/add-staff');
  return { api, user, ...view };
};

const type = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.paste(value);
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await type(user, /^First Name/, 'Jamie');
  await type(user, /^Last Name/, 'Rivera');
  await type(user, /^Personal Email/, 'jamie@example.com');
  await type(user, /^Role/, 'Installation Technician');
  await user.selectOptions(screen.getByLabelText(/^Department/), '5');
  await type(user, /^Hire Date/, '2025-02-03');
}

const submit = () => screen.getByRole('button', { name: 'Add Staff Member' });

describe(
  'Add Staff: required are personal email, first name, last name, role, department, hire date',
  { timeout: 20_000 },
  () => {
    it("names every missing field in 'Please fill in the following required fields: ...' and sends nothing", async () => {
      const { api, user } = setup();
      await screen.findByLabelText(/^First Name/);
      await type(user, /^First Name/, 'Jamie');

      await user.click(submit());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please fill in the following required fields: Personal Email, Last Name, Role, Department, Hire Date',
      );
      expect(api.sent('POST /api/admin/hr/staff')).toHaveLength(0);
    });

    it('checks the file types of section 5 as soon as a file is picked', async () => {
      setup();
      // A file the picker's filter hides can still be chosen ("All files"): the form checks it.
      const user = userEvent.setup({ applyAccept: false });
      await screen.findByLabelText(/^NDA/);
      // The NDA's hidden file input (the first taking .pdf, .doc, .docx; the contract's comes next).
      const input = document.querySelector('input[type="file"][accept=".pdf,.doc,.docx"]')!;
      await user.upload(
        input as HTMLInputElement,
        new File(['x'], 'scan.jpg', { type: 'image/jpeg' }),
      );
      expect(
        await screen.findByText('scan.jpg: NDA takes .pdf, .doc, .docx files only.'),
      ).toBeVisible();
    });
  },
);

describe('Add Staff (2.19, 8)', { timeout: 20_000 }, () => {
  it("creates the record, uploads the documents, says 'Staff member added successfully!' and goes to /admin/hr", async () => {
    const { api, user, router } = setup();
    await screen.findByLabelText(/^First Name/);
    await fillRequired(user);
    await type(user, /^Salary/, '67500');
    const file = document.querySelector('input[type="file"][accept=".pdf,.doc,.docx"]')!;
    await user.upload(
      file as HTMLInputElement,
      new File(['%PDF-1.4'], 'NDA.pdf', { type: 'application/pdf' }),
    );

    await user.click(submit());

    expect(await screen.findByText('Staff member added successfully!')).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/hr');
    });
    expect(api.sent('POST /api/admin/hr/staff')[0]?.body).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Rivera',
      personal_email: 'jamie@example.com',
      role: 'Installation Technician',
      department_id: 5,
      hire_date: '2025-02-03',
      location: 'office',
      salary: 67500,
    });
    const uploads = api.sent('POST /api/admin/hr/staff/42/documents');
    expect(uploads.map((r) => r.url.searchParams.get('kind'))).toEqual(['nda']);
  });

  it('without hr_permissions the form asks no salary or personal data and sends none', async () => {
    const { api, user, router } = setup(false);
    await screen.findByLabelText(/^First Name/);
    expect(screen.queryByLabelText(/^Salary/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Birthdate/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^NDA/)).not.toBeInTheDocument();
    await fillRequired(user);

    await user.click(submit());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/hr');
    });
    const body = api.sent('POST /api/admin/hr/staff')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('salary');
    expect(body).not.toHaveProperty('social_media');
    expect(body.personal_email).toBe('jamie@example.com');
  });

  it("shows the server's reason and stays on the form when the record is refused", async () => {
    const { user, router } = setup(true, {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'Noah Bennett is already linked to another staff record.',
        },
      },
    });
    await screen.findByLabelText(/^First Name/);
    await fillRequired(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The staff member was not added: Noah Bennett is already linked to another staff record.',
    );
    expect(router.state.location.pathname).toBe('/admin/hr/add-staff');
  });
});
