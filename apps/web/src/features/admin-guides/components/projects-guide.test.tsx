import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { ProjectsGuide } from './projects-guide';

describe('Projects Guide', () => {
  it('has the side navigation of spec 2.25, in order, each entry jumping to its section', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProjectsGuide />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Projects Guide sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Overview',
      'Installation Workflows',
      'Maintenance Schedules',
      'Regulatory Compliance',
      'Job History Lookup',
      'Deposit Management',
      'Escalation Procedures',
      'Reporting & Analytics',
      'Internal Messaging System',
    ]);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent);
    }
  });

  it('Regulatory Compliance links to the Partner Marketing Guide', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProjectsGuide />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Regulatory Compliance' });
    expect(within(section).getByRole('link', { name: 'Partner Marketing Guide' })).toHaveAttribute(
      'href',
      '/admin/partner-marketing-guide',
    );
    expect(section).toHaveTextContent('Water storage of at least 10,000 gallons.');
  });

  it('Internal Messaging System has the routing table through Critical and the performance targets', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProjectsGuide />
      </MemoryRouter>,
    );
    const routing = screen.getByRole('table', { name: 'Alert routing by priority' });
    const rows = within(routing).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'LowEmail only24-48 hoursNo escalation',
      'MediumEmail + Slack4-8 hoursTo manager after 12h',
      'HighEmail + SMS + Slack1-2 hoursTo manager after 4h',
      'CriticalAll channels plus callImmediateTo executive after 1h',
    ]);
    const targets = screen.getByRole('table', { name: 'Messaging performance targets' });
    expect(targets).toHaveTextContent('under 500 ms');
    expect(targets).toHaveTextContent('99.9 percent');
    expect(targets).toHaveTextContent('under 30 s');
    expect(targets).toHaveTextContent('under 10 s');
  });

  it('Deposit Management gives the 30 percent deposit and the waiver tiers', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProjectsGuide />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Deposit Management' });
    expect(section).toHaveTextContent('The standard deposit is 30 percent of the estimate');
    const waivers = within(section).getByRole('table', { name: 'Deposit waiver authority' });
    expect(
      within(waivers)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '$5,000Account Managerprevious successful project',
      '$15,000Regional Manager3+ successful projects, no payment issues',
      '$30,000VP of Salesstrategic account, bank guarantee',
      'No limitCEOboard relationship, letter of credit',
    ]);
  });
});
