import type { HrReport } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/file-transfer';
import { hrKeys } from './keys';

/** `GET /api/admin/hr/reports`: total staff, retention, average tenure, department analysis. */
export const getHrReport = (signal?: AbortSignal) =>
  api.get<HrReport>('/admin/hr/reports', { signal });

export const hrReportQueryOptions = () =>
  queryOptions({ queryKey: hrKeys.report, queryFn: ({ signal }) => getHrReport(signal) });

export const useHrReport = () => useQuery(hrReportQueryOptions());

/** The CSV exports of the Reports tab; the payroll report needs hr_permissions. */
export const HR_EXPORTS = {
  staffList: { endpoint: '/admin/hr/reports/staff-list.csv', fileName: 'staff-list' },
  payroll: { endpoint: '/admin/hr/reports/payroll.csv', fileName: 'payroll' },
  departments: {
    endpoint: '/admin/hr/reports/departments.csv',
    fileName: 'department-analysis',
  },
} as const;

/** Download one of the exports, named with the report's day. */
export const downloadHrExport = (which: keyof typeof HR_EXPORTS, asOf: string) =>
  downloadFile(HR_EXPORTS[which].endpoint, `${HR_EXPORTS[which].fileName}-${asOf}.csv`);
