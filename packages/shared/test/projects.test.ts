import { describe, expect, it } from 'vitest';
import {
  authorityNeededFor,
  canAssignPartner,
  depositStatus,
  depositWaiverSchema,
  filterPartners,
  filterProjects,
  formatUsd,
  matchesPartnerSearch,
  matchesProjectSearch,
  newProjectSchema,
  type PartnerFacts,
  partnerStats,
  progressColour,
  type ProjectFacts,
  projectNoteSchema,
  projectStatusCounts,
  projectUpdateSchema,
  ratingLabel,
  showingPartnersText,
  standardDepositCents,
  statusChangeProblem,
  waiverAuthorityCovers,
  waiverNeedsReauthentication,
  waiverRefusal,
  wholeStars,
} from '../src';

describe('Deposit status: Waived if waived; Paid if paid ≥ required; Partial if paid > 0; else Pending', () => {
  it('Waived wins over everything else', () => {
    expect(depositStatus({ requiredCents: 300_000, paidCents: 0, waived: true })).toBe('Waived');
    expect(depositStatus({ requiredCents: 300_000, paidCents: 300_000, waived: true })).toBe(
      'Waived',
    );
  });
  it('Paid when paid is at least required', () => {
    expect(depositStatus({ requiredCents: 300_000, paidCents: 300_000, waived: false })).toBe(
      'Paid',
    );
    expect(depositStatus({ requiredCents: 300_000, paidCents: 400_000, waived: false })).toBe(
      'Paid',
    );
    // Nothing required (no estimate yet) is nothing owed.
    expect(depositStatus({ requiredCents: 0, paidCents: 0, waived: false })).toBe('Paid');
  });
  it('Partial when something but not enough is paid', () => {
    expect(depositStatus({ requiredCents: 300_000, paidCents: 1, waived: false })).toBe('Partial');
    expect(depositStatus({ requiredCents: 300_000, paidCents: 299_999, waived: false })).toBe(
      'Partial',
    );
  });
  it('Pending when nothing is paid', () => {
    expect(depositStatus({ requiredCents: 300_000, paidCents: 0, waived: false })).toBe('Pending');
  });
});

describe('Standard deposit: 30 percent of the estimate, rounded to the cent', () => {
  it('is 30 percent', () => {
    expect(standardDepositCents(4_850_000)).toBe(1_455_000);
    expect(standardDepositCents(18_000_000)).toBe(5_400_000);
    expect(standardDepositCents(0)).toBe(0);
  });
  it('rounds to the cent', () => {
    // $0.05 * 30% = 1.5 cents -> 2 cents; $0.01 * 30% = 0.3 cent -> 0.
    expect(standardDepositCents(5)).toBe(2);
    expect(standardDepositCents(1)).toBe(0);
    expect(standardDepositCents(333)).toBe(100);
  });
});

describe('Deposit waiver authority tiers (section 6.5) at their boundaries', () => {
  it('Account Manager: up to $5,000 exactly, not a cent above', () => {
    expect(waiverAuthorityCovers('account_manager', 500_000)).toBe(true);
    expect(waiverAuthorityCovers('account_manager', 500_001)).toBe(false);
    expect(authorityNeededFor(500_000)).toBe('account_manager');
    expect(authorityNeededFor(500_001)).toBe('regional_manager');
  });
  it('Regional Manager: up to $15,000 exactly, not a cent above', () => {
    expect(waiverAuthorityCovers('regional_manager', 1_500_000)).toBe(true);
    expect(waiverAuthorityCovers('regional_manager', 1_500_001)).toBe(false);
    expect(authorityNeededFor(1_500_000)).toBe('regional_manager');
    expect(authorityNeededFor(1_500_001)).toBe('vp_sales');
  });
  it('VP of Sales: up to $30,000 exactly, not a cent above', () => {
    expect(waiverAuthorityCovers('vp_sales', 3_000_000)).toBe(true);
    expect(waiverAuthorityCovers('vp_sales', 3_000_001)).toBe(false);
    expect(authorityNeededFor(3_000_000)).toBe('vp_sales');
    expect(authorityNeededFor(3_000_001)).toBe('ceo');
  });
  it('CEO: any amount', () => {
    expect(waiverAuthorityCovers('ceo', 3_000_001)).toBe(true);
    expect(waiverAuthorityCovers('ceo', 10_000_000_000)).toBe(true);
  });
  it('a higher tier covers what a lower one does; no authority covers nothing', () => {
    expect(waiverAuthorityCovers('vp_sales', 100)).toBe(true);
    expect(waiverAuthorityCovers(null, 0)).toBe(false);
    expect(waiverAuthorityCovers(undefined, 100)).toBe(false);
  });
  it('the refusal names the needed authority and the holder’s own', () => {
    expect(waiverRefusal('regional_manager', 1_000_000)).toBeNull();
    expect(waiverRefusal('regional_manager', 5_400_000)).toBe(
      'Waiving a deposit of $54,000.00 needs CEO authority (any amount); your authority (Regional Manager) covers up to $15,000.00.',
    );
    expect(waiverRefusal(null, 285_000)).toBe(
      'Waiving a deposit of $2,850.00 needs Account Manager authority (up to $5,000.00); you have no deposit waiver authority.',
    );
  });
  it('waivers above $5,000 need a recent password or code', () => {
    expect(waiverNeedsReauthentication(500_000)).toBe(false);
    expect(waiverNeedsReauthentication(500_001)).toBe(true);
  });
  it('a waiver needs a reason', () => {
    expect(depositWaiverSchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(depositWaiverSchema.parse({ reason: ' Strategic account ' })).toEqual({
      reason: 'Strategic account',
    });
  });
});

describe('Project lifecycle: Approved only with the deposit collected or waived', () => {
  const pending = { status: 'Pending' as const, requiredCents: 300_000, paidCents: 0 };
  it('refuses Approved with a Pending or Partial deposit, naming the amounts', () => {
    expect(statusChangeProblem('Planning', 'Approved', pending)).toBe(
      'The project cannot move to Approved until its deposit is collected or waived: the deposit is Pending ($0.00 of $3,000.00 paid).',
    );
    expect(
      statusChangeProblem('On Hold', 'Approved', { ...pending, status: 'Partial', paidCents: 5 }),
    ).toMatch(/deposit is Partial/);
  });
  it('refuses leaving Planning straight for In Progress or Completed', () => {
    expect(statusChangeProblem('Planning', 'In Progress', pending)).not.toBeNull();
    expect(statusChangeProblem('Planning', 'Completed', pending)).not.toBeNull();
  });
  it('allows it with the deposit Paid or Waived, and other moves at any time', () => {
    expect(statusChangeProblem('Planning', 'Approved', { ...pending, status: 'Paid' })).toBeNull();
    expect(
      statusChangeProblem('Planning', 'Approved', { ...pending, status: 'Waived' }),
    ).toBeNull();
    expect(statusChangeProblem('Planning', 'Cancelled', pending)).toBeNull();
    expect(statusChangeProblem('Planning', 'On Hold', pending)).toBeNull();
    expect(statusChangeProblem('In Progress', 'Completed', pending)).toBeNull();
    expect(statusChangeProblem('Approved', 'Approved', pending)).toBeNull();
  });
});

const partner = (overrides: Partial<PartnerFacts>): PartnerFacts => ({
  companyName: 'Canyon Fire Systems',
  contactName: 'Marco Diaz',
  location: 'Calabasas, CA',
  specialties: ['Structure sprinklers', 'Foam retardant'],
  status: 'Active',
  certification: 'Certified',
  activeProjects: 0,
  assignedProperties: 0,
  ...overrides,
});

describe('Partner search: case-insensitive substring on company, contact, location or any specialty', () => {
  const p = partner({});
  it('matches each field, any case', () => {
    expect(matchesPartnerSearch(p, 'canyon FIRE')).toBe(true);
    expect(matchesPartnerSearch(p, 'diaz')).toBe(true);
    expect(matchesPartnerSearch(p, 'CALABASAS')).toBe(true);
    expect(matchesPartnerSearch(p, 'retardant')).toBe(true);
    expect(matchesPartnerSearch(p, '  ')).toBe(true);
  });
  it('matches nothing else', () => {
    expect(matchesPartnerSearch(p, 'ventura')).toBe(false);
    expect(matchesPartnerSearch(p, 'Certified')).toBe(false);
  });
});

describe('Partner stat cards and filters', () => {
  const partners = [
    partner({ companyName: 'A', status: 'Active', activeProjects: 2, assignedProperties: 1 }),
    partner({ companyName: 'B', status: 'Active', activeProjects: 0, assignedProperties: 0 }),
    partner({ companyName: 'C', status: 'Waiting Onboarding', location: 'Ojai, CA' }),
    partner({ companyName: 'D', status: 'Waiting Approval', assignedProperties: 3 }),
    partner({ companyName: 'E', status: 'Inactive', certification: 'Expired' }),
  ];
  it('count every partner per card', () => {
    expect(partnerStats(partners)).toEqual({
      waiting_onboarding: 1,
      active: 2,
      waiting_approval: 1,
      assigned_projects: 1,
      assigned_properties: 2,
    });
  });
  it('a card filters, and combines with the search (AND)', () => {
    const names = (filter: Parameters<typeof filterPartners>[1]) =>
      filterPartners(partners, filter).map((p) => p.companyName);
    expect(names({ filter: 'active' })).toEqual(['A', 'B']);
    expect(names({ filter: 'assigned_projects' })).toEqual(['A']);
    expect(names({ filter: 'assigned_properties' })).toEqual(['A', 'D']);
    expect(names({ filter: 'waiting_onboarding' })).toEqual(['C']);
    expect(names({ filter: 'waiting_approval' })).toEqual(['D']);
    expect(names({ search: 'ojai' })).toEqual(['C']);
    expect(names({ search: 'ojai', filter: 'active' })).toEqual([]);
    expect(names({})).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
  it('Showing N of M partners', () => {
    expect(showingPartnersText(2, 5)).toBe('Showing 2 of 5 partners');
  });
  it('an Expired partner cannot be assigned to a new project', () => {
    expect(canAssignPartner('Expired')).toBe(false);
    expect(canAssignPartner('Certified')).toBe(true);
    expect(canAssignPartner('Pending')).toBe(true);
    expect(canAssignPartner('Review')).toBe(true);
  });
});

describe('Ratings: whole stars out of 5', () => {
  it('rounds to whole stars within 0 to 5', () => {
    expect(wholeStars(4.4)).toBe(4);
    expect(wholeStars(4.5)).toBe(5);
    expect(wholeStars(7)).toBe(5);
    expect(wholeStars(-1)).toBe(0);
    expect(wholeStars(null)).toBe(0);
    expect(ratingLabel(3)).toBe('Rated 3 out of 5 stars');
  });
});

const project = (overrides: Partial<ProjectFacts>): ProjectFacts => ({
  id: 'PRJ-001',
  projectName: 'Malibu perimeter line extension',
  propertyName: 'Malibu Canyon Residence',
  contractorName: 'Canyon Fire Systems',
  status: 'In Progress',
  ...overrides,
});

describe('Project search: project name, property name, contractor name or ID', () => {
  const p = project({});
  it('matches each field, any case', () => {
    expect(matchesProjectSearch(p, 'PERIMETER')).toBe(true);
    expect(matchesProjectSearch(p, 'canyon residence')).toBe(true);
    expect(matchesProjectSearch(p, 'canyon fire')).toBe(true);
    expect(matchesProjectSearch(p, 'prj-001')).toBe(true);
    expect(matchesProjectSearch(p, '')).toBe(true);
  });
  it('matches nothing else; no contractor is no match', () => {
    expect(matchesProjectSearch(p, 'In Progress')).toBe(false);
    expect(matchesProjectSearch(project({ contractorName: null }), 'canyon fire')).toBe(false);
  });
});

describe('Project status buttons with counts', () => {
  const projects = [
    project({ id: 'PRJ-001', status: 'In Progress' }),
    project({ id: 'PRJ-002', status: 'In Progress', projectName: 'Topanga pump service' }),
    project({ id: 'PRJ-003', status: 'Planning', propertyName: 'Ojai Valley Ranch' }),
    project({ id: 'PRJ-004', status: 'Completed' }),
  ];
  it('count per status, All counting every project', () => {
    expect(projectStatusCounts(projects)).toEqual({
      All: 4,
      Planning: 1,
      Approved: 0,
      'In Progress': 2,
      'On Hold': 0,
      Completed: 1,
      Cancelled: 0,
    });
  });
  it('counts follow the search; search and status combine with AND', () => {
    expect(projectStatusCounts(projects, 'ojai')).toMatchObject({ All: 1, Planning: 1 });
    expect(
      filterProjects(projects, { search: 'prj-00', status: 'In Progress' }).map((p) => p.id),
    ).toEqual(['PRJ-001', 'PRJ-002']);
    expect(filterProjects(projects, { search: 'topanga', status: 'Completed' })).toEqual([]);
  });
});

describe('Progress colours: 80+ green, 50+ amber, 25+ blue, else red', () => {
  it('colours at the thresholds', () => {
    expect(progressColour(100)).toBe('green');
    expect(progressColour(80)).toBe('green');
    expect(progressColour(79)).toBe('amber');
    expect(progressColour(50)).toBe('amber');
    expect(progressColour(49)).toBe('blue');
    expect(progressColour(25)).toBe('blue');
    expect(progressColour(24)).toBe('red');
    expect(progressColour(0)).toBe('red');
  });
});

describe('Currency: USD, en-US', () => {
  it('formats cents as dollars', () => {
    expect(formatUsd(4_850_000)).toBe('$48,500.00');
    expect(formatUsd(5)).toBe('$0.05');
  });
});

describe('Project forms', () => {
  it('New Project needs a name, a property, a type; due date not before start', () => {
    const result = newProjectSchema.safeParse({ project_name: ' ', estimate_cents: 0 });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['project_name', 'property_id', 'project_type']));
    const dates = newProjectSchema.safeParse({
      project_name: 'X',
      property_id: 1,
      project_type: 'Installation',
      estimate_cents: 100,
      start_date: '2026-05-10',
      estimated_completion_date: '2026-05-01',
    });
    expect(dates.error?.issues[0]?.path).toEqual(['estimated_completion_date']);
  });
  it('dates must be real days the database can hold', () => {
    const base = {
      project_name: 'X',
      property_id: 1,
      project_type: 'Installation',
      estimate_cents: 1,
    };
    expect(newProjectSchema.safeParse({ ...base, start_date: '0000-01-01' }).success).toBe(false);
    expect(newProjectSchema.safeParse({ ...base, start_date: '2026-02-30' }).success).toBe(false);
    expect(newProjectSchema.safeParse({ ...base, start_date: '2026-02-28' }).success).toBe(true);
  });
  it('New Project defaults: Medium priority, no contractor, no dates', () => {
    expect(
      newProjectSchema.parse({
        project_name: 'Ojai ranch',
        property_id: 3,
        project_type: 'Installation',
        estimate_cents: 1_000_000,
      }),
    ).toMatchObject({ priority: 'Medium', partner_id: null, start_date: null, description: '' });
  });
  it('Edit needs at least one field', () => {
    expect(projectUpdateSchema.safeParse({}).success).toBe(false);
    expect(projectUpdateSchema.safeParse({ progress: 101 }).success).toBe(false);
    expect(projectUpdateSchema.safeParse({ status: 'Approved' }).success).toBe(true);
  });
  it('Internal note: priority Medium and private off by default', () => {
    expect(projectNoteSchema.parse({ content: 'Gate code 4411' })).toEqual({
      content: 'Gate code 4411',
      priority: 'Medium',
      is_private: false,
    });
  });
});
