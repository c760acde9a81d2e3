import { Tabs } from '@mantine/core';
import { HR_DOCUMENT_TAB_LABELS, HR_DOCUMENT_TABS, type HrDocumentTab } from '@wildfire/shared';
import { useSearchParams } from 'react-router';

import { DocumentsTab } from './documents-tab';

/** HR Documents (/admin/documents, 2.20): the Onboarding Documents and Templates & Forms tabs. */
export function DocumentsScreen({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab: HrDocumentTab = params.get('tab') === 'templates' ? 'templates' : 'onboarding';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        setParams(value === 'templates' ? { tab: 'templates' } : {}, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {HR_DOCUMENT_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {HR_DOCUMENT_TAB_LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HR_DOCUMENT_TABS.map((t) => (
        <Tabs.Panel key={t} value={t}>
          <DocumentsTab tab={t} canManage={canManage} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
