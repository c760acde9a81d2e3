import type {
  PartnerCertification,
  PartnerServiceType,
  PartnerStatus,
} from '../constants/partners';
import { PARTNER_FILTERS, type PartnerFilter } from '../constants/projects';

/** What the partner list's search, stat cards and filters look at. */
export interface PartnerFacts {
  companyName: string;
  contactName: string;
  location: string;
  specialties: readonly string[];
  status: PartnerStatus;
  certification: PartnerCertification;
  serviceType?: PartnerServiceType;
  /** Projects of this partner that are not Completed or Cancelled. */
  activeProjects: number;
  /** Properties whose system this partner services. */
  assignedProperties: number;
}

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * Section 5: a case-insensitive substring match on company, contact, location or any
 * specialty. A blank search matches every partner.
 */
export function matchesPartnerSearch(partner: PartnerFacts, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    contains(partner.companyName, needle) ||
    contains(partner.contactName, needle) ||
    contains(partner.location, needle) ||
    partner.specialties.some((s) => contains(s, needle))
  );
}

/** Section 2.21: what each stat card counts (and filters on). */
export function partnerMatchesFilter(partner: PartnerFacts, filter: PartnerFilter): boolean {
  switch (filter) {
    case 'waiting_onboarding':
      return partner.status === 'Waiting Onboarding';
    case 'active':
      return partner.status === 'Active';
    case 'waiting_approval':
      return partner.status === 'Waiting Approval';
    case 'assigned_projects':
      return partner.activeProjects > 0;
    case 'assigned_properties':
      return partner.assignedProperties > 0;
  }
}

/** The stat cards' numbers: each over every partner, whatever the search. */
export function partnerStats(partners: readonly PartnerFacts[]): Record<PartnerFilter, number> {
  const stats = Object.fromEntries(PARTNER_FILTERS.map((f) => [f, 0])) as Record<
    PartnerFilter,
    number
  >;
  for (const partner of partners) {
    for (const filter of PARTNER_FILTERS) {
      if (partnerMatchesFilter(partner, filter)) stats[filter] += 1;
    }
  }
  return stats;
}

/** Search and the chosen card combine with AND (section 5). */
export function filterPartners<T extends PartnerFacts>(
  partners: readonly T[],
  { search = '', filter = null }: { search?: string; filter?: PartnerFilter | null },
): T[] {
  return partners.filter(
    (p) => matchesPartnerSearch(p, search) && (filter === null || partnerMatchesFilter(p, filter)),
  );
}

/** Section 4: an Expired certification needs renewal before new project assignments. */
export const canAssignPartner = (certification: PartnerCertification): boolean =>
  certification !== 'Expired';

/** The message when someone tries to assign a partner whose certification has expired. */
export const expiredPartnerMessage = (companyName: string) =>
  `${companyName} cannot be assigned to a project: its certification has expired, and renewal is required before new project assignments.`;

/** Section 9: ratings show as whole stars out of 5. */
export function wholeStars(rating: number | null | undefined): number {
  if (rating == null || Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** The accessible name of a star rating. */
export const ratingLabel = (rating: number | null | undefined): string =>
  `Rated ${String(wholeStars(rating))} out of 5 stars`;

/** `Showing N of M partners` under the stat cards. */
export const showingPartnersText = (shown: number, total: number): string =>
  `Showing ${String(shown)} of ${String(total)} partners`;
