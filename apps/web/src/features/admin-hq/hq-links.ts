import type { AdminScreen } from '@wildfire/shared';

import { paths } from '@/config/paths';

export interface HqLink {
  label: string;
  to: string;
  /** The screen the link opens: shown only to staff who may open it. */
  screen: AdminScreen;
}

/** The hub's link columns (spec 2.14); Fire Resources is its own column of outside links. */
export const HQ_LINK_COLUMNS: Array<{ title: string; links: HqLink[] }> = [
  {
    title: 'Operations',
    links: [
      { label: 'Map', to: paths.admin.map.getHref(), screen: 'map' },
      { label: 'Panels', to: paths.admin.connectivity.getHref(), screen: 'connectivity' },
      { label: 'Properties', to: paths.admin.properties.getHref(), screen: 'properties' },
      { label: 'Projects', to: paths.admin.projects.getHref(), screen: 'projects' },
      { label: 'Alerts', to: paths.admin.alerts.getHref(), screen: 'alerts' },
      {
        label: 'Customer Support',
        to: paths.admin.customerSupport.getHref(),
        screen: 'customerSupport',
      },
      { label: 'Partners', to: paths.admin.contractors.getHref(), screen: 'contractors' },
    ],
  },
  {
    title: 'Administration',
    links: [
      { label: 'Users & Groups', to: paths.admin.users.getHref(), screen: 'users' },
      { label: 'Human Resources', to: paths.admin.hr.getHref(), screen: 'hr' },
      { label: 'Statistics', to: paths.admin.stats.getHref(), screen: 'stats' },
      { label: 'Server Status', to: paths.admin.serverStatus.getHref(), screen: 'serverStatus' },
      { label: 'Activity Log', to: paths.admin.userLogs.getHref(), screen: 'userLogs' },
      { label: 'Subscriptions', to: paths.admin.subscriptions.getHref(), screen: 'subscriptions' },
      { label: 'Payments', to: paths.admin.payments.getHref(), screen: 'payments' },
      { label: 'CMS', to: paths.admin.cms.getHref(), screen: 'cms' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: paths.admin.documentation.getHref(), screen: 'documentation' },
      { label: 'Projects Guide', to: paths.admin.projectsGuide.getHref(), screen: 'projectsGuide' },
      {
        label: 'Partner Marketing Guide',
        to: paths.admin.partnerMarketingGuide.getHref(),
        screen: 'partnerMarketingGuide',
      },
      { label: 'HR Documents', to: paths.admin.documents.getHref(), screen: 'documents' },
    ],
  },
];
