/** Service partners: certified contractors (admin-back-office.md sections 2.21, 3, 4 and 9). */

export const PARTNER_STATUSES = [
  'Active',
  'Waiting Approval',
  'Inactive',
  'Waiting Onboarding',
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** `Review` is called Under Review in the documentation. */
export const PARTNER_CERTIFICATIONS = ['Certified', 'Pending', 'Expired', 'Review'] as const;
export type PartnerCertification = (typeof PARTNER_CERTIFICATIONS)[number];

export const PARTNER_SERVICE_TYPES = ['Both', 'Installation', 'Maintenance'] as const;
export type PartnerServiceType = (typeof PARTNER_SERVICE_TYPES)[number];

/** A contractor crew member's whereabouts (section 3, Contractor member). */
export const CREW_STATUSES = ['On Site', 'En Route', 'Available', 'Off Duty'] as const;
export type CrewStatus = (typeof CREW_STATUSES)[number];
