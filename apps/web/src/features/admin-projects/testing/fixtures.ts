import type { ProjectDetail, ProjectItem } from '../api/types';

export const projectItem = (id: string, overrides: Partial<ProjectItem> = {}): ProjectItem => ({
  id,
  project_name: `Project ${id}`,
  project_type: 'Installation',
  status: 'In Progress',
  priority: 'Medium',
  property: { id: 1, name: 'Malibu Canyon Residence', address: '3700 Las Flores Canyon Rd' },
  contractor: { id: 1, name: 'Canyon Fire Systems' },
  sales_executive: { id: 5, name: 'Alex Morgan' },
  project_manager: { id: 8, name: 'Priya Nair' },
  estimate_cents: 4_850_000,
  deposit: { required_cents: 1_455_000, paid_cents: 1_455_000, status: 'Paid' },
  start_date: '2026-01-10',
  estimated_completion_date: '2026-02-20',
  actual_completion_date: null,
  progress: 85,
  ...overrides,
});

export const projectDetail = (overrides: Partial<ProjectDetail> = {}): ProjectDetail => {
  const item = projectItem('PRJ-005', {
    project_name: 'Ojai ranch system design',
    status: 'Planning',
    estimate_cents: 18_000_000,
    deposit: { required_cents: 5_400_000, paid_cents: 0, status: 'Pending' },
    contractor: null,
  });
  return {
    project: {
      ...item,
      description: 'Site assessment and estimate.',
      notes: [],
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
    },
    property: {
      id: 3,
      name: 'Ojai Valley Ranch',
      address: '1129 Maricopa Hwy, Ojai, CA 93023',
      latitude: null,
      longitude: null,
    },
    client_rep: { id: 1, name: 'Olivia Rivera', email: 'owner@demo.test' },
    contractor: null,
    deposit: {
      ...item.deposit,
      standard_percent: 30,
      waived: false,
      waived_by: null,
      waived_reason: null,
      waived_at: null,
    },
    waiver: {
      your_authority: 'CEO',
      can_waive: true,
      refusal: null,
      needs_reauthentication: true,
    },
    ...overrides,
  };
};
