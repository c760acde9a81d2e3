import type { HrDocumentTab, StaffListView } from '@wildfire/shared';

/** Query keys of the HR screens; a change invalidates its sibling keys under `hrKeys.all`. */
export const hrKeys = {
  all: ['admin-hr'] as const,
  staffAll: ['admin-hr', 'staff'] as const,
  staff: (filters: {
    view: StaffListView;
    departmentId: number | null;
    search: string;
    page: number;
  }) => ['admin-hr', 'staff', 'list', filters] as const,
  staffMember: (staffId: number) => ['admin-hr', 'staff', 'member', staffId] as const,
  formChoices: (staffId: number | null) => ['admin-hr', 'staff', 'choices', staffId] as const,
  departments: ['admin-hr', 'departments'] as const,
  report: ['admin-hr', 'report'] as const,
  documentsAll: ['admin-hr', 'documents'] as const,
  documents: (tab: HrDocumentTab, folder: number | 'none' | null, page: number) =>
    ['admin-hr', 'documents', 'list', tab, { folder, page }] as const,
  folders: (tab: HrDocumentTab) => ['admin-hr', 'documents', 'folders', tab] as const,
};
