import {
  CLOSED_PROJECT_STATUSES,
  type DepositStatus,
  PROJECT_STATUS_FILTERS,
  type ProjectStatusFilter,
} from '../constants/projects';
import type { ProjectStatus } from '../constants/sales';
import { formatUsd, isDepositSettled } from './deposits';

/** What the project list's search and status buttons look at. */
export interface ProjectFacts {
  id: string;
  projectName: string;
  propertyName: string;
  contractorName: string | null;
  status: ProjectStatus;
}

/**
 * Section 5: project search matches project name, property name, contractor name or ID
 * (case-insensitive substrings). A blank search matches every project.
 */
export function matchesProjectSearch(project: ProjectFacts, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [project.projectName, project.propertyName, project.contractorName ?? '', project.id].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

const inStatus = (project: ProjectFacts, status: ProjectStatusFilter) =>
  status === 'All' || project.status === status;

/** Search and status combine with AND (section 5). */
export function filterProjects<T extends ProjectFacts>(
  projects: readonly T[],
  { search = '', status = 'All' }: { search?: string; status?: ProjectStatusFilter },
): T[] {
  return projects.filter((p) => matchesProjectSearch(p, search) && inStatus(p, status));
}

/**
 * The counts on the status buttons: how many projects matching the search each button would
 * show (All counts every match).
 */
export function projectStatusCounts(
  projects: readonly ProjectFacts[],
  search = '',
): Record<ProjectStatusFilter, number> {
  const counts = Object.fromEntries(PROJECT_STATUS_FILTERS.map((s) => [s, 0])) as Record<
    ProjectStatusFilter,
    number
  >;
  for (const project of projects) {
    if (!matchesProjectSearch(project, search)) continue;
    counts.All += 1;
    counts[project.status] += 1;
  }
  return counts;
}

/** Whether a project still counts as work in hand (not Completed or Cancelled). */
export const isActiveProject = (status: ProjectStatus): boolean =>
  !(CLOSED_PROJECT_STATUSES as readonly string[]).includes(status);

export type ProgressColour = 'green' | 'amber' | 'blue' | 'red';

/** Section 9: 80 or more green, 50 or more amber, 25 or more blue, else red. */
export function progressColour(percent: number): ProgressColour {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'amber';
  if (percent >= 25) return 'blue';
  return 'red';
}

/**
 * Section 4 lifecycle: Planning, then Approved ("customer approved, deposit collected or
 * waived"), then In Progress, then Completed. A project becomes Approved only with its deposit
 * Paid or Waived, and cannot skip that step by leaving Planning straight for In Progress or
 * Completed. Returns why a status change is refused, or null when it may happen.
 */
export function statusChangeProblem(
  from: ProjectStatus,
  to: ProjectStatus,
  deposit: { status: DepositStatus; requiredCents: number; paidCents: number },
): string | null {
  if (from === to) return null;
  const needsDeposit =
    to === 'Approved' || (from === 'Planning' && (to === 'In Progress' || to === 'Completed'));
  if (!needsDeposit || isDepositSettled(deposit.status)) return null;
  return `The project cannot move to ${to} until its deposit is collected or waived: the deposit is ${deposit.status} (${formatUsd(deposit.paidCents)} of ${formatUsd(deposit.requiredCents)} paid).`;
}

/** Project ids look like PRJ-001 (at least three digits). */
export const PROJECT_ID_PATTERN = /^PRJ-\d{3,}$/;

export const projectIdFromNumber = (n: number): string => `PRJ-${String(n).padStart(3, '0')}`;
