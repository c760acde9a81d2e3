import { describe, expect, it } from 'vitest';
import {
  averageTenureYears,
  csvCell,
  dayMonthsBefore,
  departmentAnalysis,
  formatFileSize,
  HR_DOCUMENT_EXTENSIONS,
  HR_TEXTS,
  hrDocumentListQuerySchema,
  hrDocumentType,
  hrDocumentUpdateSchema,
  isPriorStaffStatus,
  missingRequiredStaffFields,
  newDepartmentSchema,
  newHrFolderSchema,
  newStaffSchema,
  retentionRate,
  staffDocumentExtensions,
  staffDocumentType,
  staffEndDateProblem,
  staffNumber,
  staffUpdateSchema,
  STAFF_STATUSES,
  toCsv,
  type TenureRecord,
} from '../src';

const AS_OF = '2025-06-30';
const staff = (
  hireDate: string,
  status: string = 'Active',
  endDate: string | null = null,
): TenureRecord => ({ hireDate, status, endDate });

describe('Staff status: Terminated, Resigned and Contract Ended are prior staff', () => {
  it('splits the five statuses into current and prior', () => {
    expect(STAFF_STATUSES.filter(isPriorStaffStatus)).toEqual([
      'Terminated',
      'Resigned',
      'Contract Ended',
    ]);
    expect(isPriorStaffStatus('Active')).toBe(false);
    expect(isPriorStaffStatus('On Leave')).toBe(false);
  });

  it('prior staff need an end date not before the hire date; current staff have none', () => {
    expect(staffEndDateProblem('Resigned', '2022-01-10', null)).toBe(
      'End Date is required for prior staff',
    );
    expect(staffEndDateProblem('Terminated', '2022-01-10', '2021-12-31')).toBe(
      'End Date must not be before the Hire Date',
    );
    expect(staffEndDateProblem('Contract Ended', '2022-01-10', '2022-01-10')).toBeNull();
    expect(staffEndDateProblem('Active', '2022-01-10', '2023-01-01')).toBe(
      'Only prior staff have an End Date',
    );
    expect(staffEndDateProblem('On Leave', '2022-01-10', null)).toBeNull();
  });

  it('staff numbers read EMP-007', () => {
    expect(staffNumber(7)).toBe('EMP-007');
    expect(staffNumber(1234)).toBe('EMP-1234');
  });
});

describe('Add Staff: required are personal email, first name, last name, role, department, hire date', () => {
  it('lists the missing fields by their labels, in form order', () => {
    expect(missingRequiredStaffFields({})).toEqual([
      'Personal Email',
      'First Name',
      'Last Name',
      'Role',
      'Department',
      'Hire Date',
    ]);
    expect(
      missingRequiredStaffFields({
        personal_email: 'a@b.co',
        first_name: '  ',
        last_name: 'Lee',
        role: 'Engineer',
        department_id: 3,
        hire_date: '',
      }),
    ).toEqual(['First Name', 'Hire Date']);
  });

  it("the notice says 'Please fill in the following required fields: ...'", () => {
    expect(HR_TEXTS.missingFields(['First Name', 'Hire Date'])).toBe(
      'Please fill in the following required fields: First Name, Hire Date',
    );
    expect(HR_TEXTS.staffAdded).toBe('Staff member added successfully!');
  });

  it("the count line says 'Showing N staff members'", () => {
    expect(HR_TEXTS.showing(12)).toBe('Showing 12 staff members');
    expect(HR_TEXTS.showing(0)).toBe('Showing 0 staff members');
    expect(HR_TEXTS.showing(1)).toBe('Showing 1 staff member');
  });

  it('the schema names each missing or bad field by its label', () => {
    const bad = newStaffSchema.safeParse({ personal_email: 'nope' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Personal Email must be a valid email address');
    expect(messages).toContain('First Name is required');
    expect(messages).toContain('Department is required');
    expect(messages).toContain('Hire Date must be a date (YYYY-MM-DD)');
  });

  it('a complete record parses: trimmed, blank optional text dropped, salary in dollars and cents', () => {
    const parsed = newStaffSchema.parse({
      personal_email: ' Maya.Lopez@Example.com ',
      first_name: ' Maya ',
      last_name: 'Lopez',
      role: 'Field Engineer',
      department_id: 1,
      hire_date: '2024-03-04',
      salary: 98500.5,
      city: ' ',
      social_media: { linkedin: 'linkedin.com/in/mayalopez', twitter: '' },
      birthdate: '1990-05-01',
    });
    expect(parsed).toMatchObject({
      personal_email: 'maya.lopez@example.com',
      first_name: 'Maya',
      location: 'office',
      city: null,
      social_media: { linkedin: 'linkedin.com/in/mayalopez' },
    });
    expect(newStaffSchema.safeParse({ ...parsed, salary: 10.005 }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...parsed, salary: -1 }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...parsed, birthdate: '2024-03-05' }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...parsed, location: 'moon' }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...parsed, salary_cents: 1 }).success).toBe(false);
  });

  it('an edit changes something and only known fields', () => {
    expect(staffUpdateSchema.safeParse({}).success).toBe(false);
    expect(staffUpdateSchema.safeParse({ status: 'Fired' }).success).toBe(false);
    expect(staffUpdateSchema.parse({ status: 'Resigned', end_date: '2025-01-31' })).toEqual({
      status: 'Resigned',
      end_date: '2025-01-31',
    });
  });
});

describe('Add Staff file types: NDA and contract .pdf, .doc, .docx; eligibility and other documents also .jpg, .jpeg, .png', () => {
  it('NDA and contract take word-processing and PDF files only', () => {
    for (const kind of ['nda', 'contract'] as const) {
      expect(staffDocumentExtensions(kind)).toEqual(['.pdf', '.doc', '.docx']);
      expect(staffDocumentType(kind, 'Signed NDA.PDF')).toEqual({
        extension: 'pdf',
        contentType: 'application/pdf',
      });
      expect(staffDocumentType(kind, 'scan.jpg')).toBeNull();
      expect(staffDocumentType(kind, 'contract')).toBeNull();
    }
  });

  it('eligibility and other documents also take images', () => {
    for (const kind of ['eligibility', 'other'] as const) {
      expect(staffDocumentExtensions(kind)).toEqual([
        '.pdf',
        '.doc',
        '.docx',
        '.jpg',
        '.jpeg',
        '.png',
      ]);
      expect(staffDocumentType(kind, 'passport.jpeg')?.contentType).toBe('image/jpeg');
      expect(staffDocumentType(kind, 'i9.png')?.contentType).toBe('image/png');
      expect(staffDocumentType(kind, 'run.exe')).toBeNull();
      expect(staffDocumentType(kind, 'page.svg')).toBeNull();
    }
  });
});

describe('HR document types: PDF, DOCX, DOC, XLSX, XLS and other common formats', () => {
  it('labels the spec types and calls the others "other"', () => {
    expect(hrDocumentType('Handbook.pdf')?.label).toBe('PDF');
    expect(hrDocumentType('offer.DOCX')?.label).toBe('DOCX');
    expect(hrDocumentType('old.doc')?.label).toBe('DOC');
    expect(hrDocumentType('timesheet.xlsx')?.label).toBe('XLSX');
    expect(hrDocumentType('legacy.xls')?.label).toBe('XLS');
    expect(hrDocumentType('roster.csv')).toMatchObject({ label: 'other', contentType: 'text/csv' });
    expect(HR_DOCUMENT_EXTENSIONS).toEqual(
      expect.arrayContaining(['pdf', 'docx', 'doc', 'xlsx', 'xls']),
    );
  });

  it('refuses executables, markup and names without an extension', () => {
    for (const name of ['setup.exe', 'index.html', 'logo.svg', 'macro.docm', 'README']) {
      expect(hrDocumentType(name), name).toBeNull();
    }
  });

  it('sizes read as people say them', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('folders, edits and lists validate their input', () => {
    expect(newHrFolderSchema.safeParse({ tab: 'onboarding', name: '  ' }).success).toBe(false);
    expect(newHrFolderSchema.safeParse({ tab: 'payroll', name: 'New Hires' }).success).toBe(false);
    expect(hrDocumentUpdateSchema.safeParse({ category: 'Gossip' }).success).toBe(false);
    expect(hrDocumentUpdateSchema.parse({ folder_id: null })).toEqual({ folder_id: null });
    expect(hrDocumentListQuerySchema.parse({ tab: 'templates', folder: 'none' })).toMatchObject({
      folder: 'none',
      page: 1,
    });
    expect(newDepartmentSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('Retention rate: current staff ÷ everyone employed in the last 12 months', () => {
  it('counts leavers of the last 12 months only', () => {
    const records = [
      staff('2020-01-01'),
      staff('2021-05-01', 'On Leave'),
      staff('2023-02-01'),
      // Left within the 12 months up to 2025-06-30:
      staff('2019-01-01', 'Resigned', '2025-01-15'),
      // Left more than 12 months before: not employed in the window.
      staff('2018-01-01', 'Terminated', '2024-06-30'),
    ];
    // 3 current ÷ (3 + 1) = 75 %.
    expect(retentionRate(records, AS_OF)).toBe(75);
  });

  it('the window is the 12 calendar months up to the day', () => {
    expect(dayMonthsBefore('2025-06-30', 12)).toBe('2024-06-30');
    expect(dayMonthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    const leftOnEdge = [staff('2020-01-01'), staff('2020-01-01', 'Resigned', '2024-07-01')];
    expect(retentionRate(leftOnEdge, AS_OF)).toBe(50);
  });

  it('someone hired in the future is not yet staff; nobody employed is no rate', () => {
    expect(retentionRate([staff('2025-09-01')], AS_OF)).toBeNull();
    expect(retentionRate([], AS_OF)).toBeNull();
    expect(retentionRate([staff('2024-01-01'), staff('2025-09-01')], AS_OF)).toBe(100);
  });

  it('rounds to one decimal', () => {
    const records = [
      staff('2020-01-01'),
      staff('2020-01-01'),
      staff('2020-01-01', 'Contract Ended', '2025-03-01'),
    ];
    expect(retentionRate(records, AS_OF)).toBe(66.7);
  });
});

describe('Average tenure: the mean years of service of current staff', () => {
  it('averages the years from hire date to the day, one decimal', () => {
    // 2 years and 4 years (in days / 365.25): average about 3.0.
    expect(averageTenureYears([staff('2023-06-30'), staff('2021-06-30')], AS_OF)).toBe(3);
    // Prior staff do not count.
    expect(
      averageTenureYears(
        [staff('2024-06-30'), staff('2010-01-01', 'Resigned', '2025-01-01')],
        AS_OF,
      ),
    ).toBe(1);
    expect(averageTenureYears([], AS_OF)).toBeNull();
  });
});

describe('Department Analysis: head count, average tenure and leavers per department', () => {
  it('covers every department, also those without staff', () => {
    const rows = departmentAnalysis(
      ['Engineering', 'Design'],
      [
        { ...staff('2023-06-30'), department: 'Engineering' },
        { ...staff('2021-06-30'), department: 'Engineering' },
        { ...staff('2019-01-01', 'Resigned', '2025-02-01'), department: 'Engineering' },
      ],
      AS_OF,
    );
    expect(rows).toEqual([
      {
        department: 'Engineering',
        headCount: 2,
        averageTenureYears: 3,
        leaversLast12Months: 1,
        retentionRate: 66.7,
      },
      {
        department: 'Design',
        headCount: 0,
        averageTenureYears: null,
        leaversLast12Months: 0,
        retentionRate: null,
      },
    ]);
  });
});

describe('CSV export escaping', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lopez, Maya')).toBe('"Lopez, Maya"');
    expect(csvCell('The "Ember" team')).toBe('"The ""Ember"" team"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42.5)).toBe('42.5');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Salary'],
        [
          ['Maya', '98500.00'],
          ['Lee, Jo', null],
        ],
      ),
    ).toBe('Name,Salary\r\nMaya,98500.00\r\n"Lee, Jo",\r\n');
  });
});
