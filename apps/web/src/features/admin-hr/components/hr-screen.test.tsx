import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRow } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { DocumentsScreen } from './documents-screen';
import { hrFileProblem } from './hr-document-limits';
import { staffFileProblem } from './staff-form';
import { HrScreen } from './hr-screen';

const row = (id: number, name: string, extra: Partial<StaffRow> = {}): StaffRow => ({
  id,
  staff_number: `EMP-${String(id).padStart(3, '0')}`,
  name,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1]!,
  email: `${name.split(' ')[0]!.toLowerCase()}@wildfiredefense.example`,
  position: 'Engineer',
  department: { id: 1, name: 'Engineering' },
  location: 'office',
  city: 'Pasadena',
  status: 'Active',
  prior: false,
  hire_date: '2022-01-10',
  end_date: null,
  ...extra,
});

const DEPARTMENTS = {
  departments: [
    { id: 1, name: 'Engineering', description: 'Panels and portals', head_count: 2 },
    { id: 6, name: 'Design', description: '', head_count: 0 },
  ],
};

const staffApi = () =>
  stubApi({
    'GET /api/admin/hr/departments': { body: DEPARTMENTS },
    'GET /api/admin/hr/staff': (request) =>
      request.url.searchParams.get('view') === 'prior'
        ? {
            body: {
              items: [
                row(9, 'Jordan Ellis', {
                  status: 'Resigned',
                  prior: true,
                  end_date: '2025-03-01',
                }),
              ],
              total: 1,
              page: 1,
              page_size: 10,
            },
          }
        : {
            body: {
              items: [row(1, 'Ethan Brooks'), row(2, 'Diego Alvarez', { status: 'On Leave' })],
              total: 12,
              page: 1,
              page_size: 10,
            },
          },
  });

describe('Human Resources: Staff Members tab (2.18)', { timeout: 20_000 }, () => {
  it("shows 'Showing N staff members', Edit for current staff and View for prior staff", async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderScreen(
      <HrScreen permissions={['view_hr_data', 'manage_hr_data', 'view_embers_hq']} />,
      '/admin/hr',
    );

    expect(await screen.findByText('Showing 12 staff members')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Staff members' });
    expect(within(table).getByRole('link', { name: 'Edit Ethan Brooks' })).toHaveAttribute(
      'href',
      '/admin/hr/staff/1/edit',
    );
    expect(screen.getByRole('link', { name: 'HR Guide' })).toHaveAttribute(
      'href',
      '/admin/documentation',
    );
    expect(screen.getByRole('link', { name: 'New Staff Member' })).toHaveAttribute(
      'href',
      '/admin/hr/add-staff',
    );
    expect(screen.getByRole('navigation', { name: 'Staff pages' })).toHaveTextContent(
      'Page 1 of 2',
    );

    await user.click(screen.getByText('Prior Staff'));

    expect(await screen.findByText('Showing 1 staff member')).toBeVisible();
    const prior = screen.getByRole('table', { name: 'Staff members' });
    expect(within(prior).getByRole('link', { name: 'View Jordan Ellis' })).toHaveAttribute(
      'href',
      '/admin/hr/staff/9',
    );
    expect(within(prior).getByText(/Ended/)).toBeVisible();
    expect(api.sent('GET /api/admin/hr/staff').at(-1)!.url.searchParams.get('view')).toBe('prior');
  });

  it('no dead end: without view_embers_hq there is no HR Guide button (issue 36)', async () => {
    staffApi();
    renderScreen(<HrScreen permissions={['view_hr_data']} />, '/admin/hr');
    expect(await screen.findByText('Showing 12 staff members')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'HR Guide' })).not.toBeInTheDocument();
  });

  it("the department dropdown offers 'All Departments' and each department, and filters on the server", async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderScreen(<HrScreen permissions={['view_hr_data']} />, '/admin/hr');
    await screen.findByText('Showing 12 staff members');
    const select = screen.getByLabelText('Department');
    await waitFor(() => {
      expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'All Departments',
        'Engineering',
        'Design',
      ]);
    });
    // Without manage_hr_data nobody is offered Edit or New Staff Member.
    expect(screen.queryByRole('link', { name: 'New Staff Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ethan Brooks' })).toBeVisible();

    await user.selectOptions(select, '6');

    await waitFor(() => {
      expect(
        api.sent('GET /api/admin/hr/staff').at(-1)!.url.searchParams.get('department_id'),
      ).toBe('6');
    });
  });

  it('an empty list says so', async () => {
    stubApi({
      'GET /api/admin/hr/departments': { body: DEPARTMENTS },
      'GET /api/admin/hr/staff': { body: { items: [], total: 0, page: 1, page_size: 10 } },
    });
    renderScreen(<HrScreen permissions={['view_hr_data']} />, '/admin/hr');
    expect(await screen.findByText('Showing 0 staff members')).toBeVisible();
    expect(screen.getByText('No staff members found.')).toBeVisible();
  });

  it('a failed load says what failed and offers Retry, which loads the list', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/admin/hr/departments': { body: DEPARTMENTS },
      'GET /api/admin/hr/staff': () =>
        down
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            }
          : { body: { items: [row(1, 'Ethan Brooks')], total: 1, page: 1, page_size: 10 } },
    });
    renderScreen(<HrScreen permissions={['view_hr_data']} />, '/admin/hr');
    expect(await screen.findByText('The staff members could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ethan Brooks')).toBeVisible();
  });
});

describe('HR Documents (2.20)', { timeout: 20_000 }, () => {
  const emptyPage = {
    items: [],
    total: 0,
    page: 1,
    page_size: 20,
    summary: { count: 0, total_bytes: 0, last_updated: null },
    max_bytes: 20 * 1024 * 1024,
    allowed_extensions: ['pdf'],
  };

  it('an empty tab says so, with its summary tiles at zero', async () => {
    stubApi({
      'GET /api/admin/documents': { body: emptyPage },
      'GET /api/admin/documents/folders': { body: { folders: [] } },
    });
    renderScreen(<DocumentsScreen canManage />, '/admin/documents');
    expect(await screen.findByText('No documents in Onboarding Documents yet.')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Documents' })).toHaveTextContent('0');
    expect(screen.getByRole('article', { name: 'Total Size' })).toHaveTextContent('0 B');
    expect(screen.getByRole('tab', { name: 'Templates & Forms' })).toBeVisible();
  });

  it('a failed load says so, and Retry loads the documents', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/admin/documents': () =>
        down
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            }
          : { body: emptyPage },
      'GET /api/admin/documents/folders': { body: { folders: [] } },
    });
    renderScreen(<DocumentsScreen canManage />, '/admin/documents');
    expect(await screen.findByText('The documents could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No documents in Onboarding Documents yet.')).toBeVisible();
  });

  it('refuses a file of another type before sending it', async () => {
    const api = stubApi({
      'GET /api/admin/documents': { body: emptyPage },
      'GET /api/admin/documents/folders': { body: { folders: [] } },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<DocumentsScreen canManage />, '/admin/documents');
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]')!;
    await user.upload(input as HTMLInputElement, new File(['MZ'], 'tool.exe'));
    expect(
      await within(dialog).findByText('tool.exe: this file type is not allowed.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a file to upload.')).toBeVisible();
    expect(api.sent('POST /api/admin/documents')).toHaveLength(0);
  });

  it('Create Folder: Cancel closes the dialog, which opens empty the next time', async () => {
    const api = stubApi({
      'GET /api/admin/documents': { body: emptyPage },
      'GET /api/admin/documents/folders': { body: { folders: [] } },
    });
    const user = userEvent.setup();
    renderScreen(<DocumentsScreen canManage />, '/admin/documents');
    await user.click(await screen.findByRole('button', { name: 'Create Folder' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create Folder in Onboarding Documents',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Contracts');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Create Folder' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('textbox', { name: /Folder name/ })).toHaveValue('');
    expect(api.sent('POST /api/admin/documents/folders')).toHaveLength(0);
  });
});

describe('Size limits are checked in the browser before sending', () => {
  const sized = (name: string, size: number) => {
    const file = new File(['x'], name);
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('HR documents: at most 20 MB, and never empty', () => {
    expect(hrFileProblem(sized('scans.pdf', 20 * 1024 * 1024))).toBeNull();
    expect(hrFileProblem(sized('scans.pdf', 20 * 1024 * 1024 + 1))).toBe(
      'scans.pdf is larger than 20.0 MB.',
    );
    expect(hrFileProblem(sized('empty.pdf', 0))).toBe('empty.pdf is empty.');
  });

  it("staff documents: at most 10 MB, of the kind's types", () => {
    expect(staffFileProblem('contract', sized('offer.docx', 10 * 1024 * 1024))).toBeNull();
    expect(staffFileProblem('contract', sized('offer.docx', 10 * 1024 * 1024 + 1))).toBe(
      'offer.docx is larger than 10.0 MB.',
    );
    expect(staffFileProblem('eligibility', sized('passport.png', 1000))).toBeNull();
    expect(staffFileProblem('contract', sized('passport.png', 1000))).toBe(
      'passport.png: Contract takes .pdf, .doc, .docx files only.',
    );
  });
});
