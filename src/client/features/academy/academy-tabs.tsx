import type { ReactNode } from 'react';
import {
  ACADEMY_TABS,
  parseAcademyTab,
  type AcademyTabId,
} from '../../../domain/learning/academy-tabs.ts';
import type { NexusLearningContent } from '../../../domain/content/modules.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';

export interface AcademyTabsProps {
  nexusLearning: NexusLearningContent;
  selected: AcademyTabId;
  onSelect: (tab: AcademyTabId) => void;
  panels: Record<AcademyTabId, ReactNode>;
}

/**
 * The six tabs of the academy page. Every panel is in the prerendered HTML (hidden unless
 * selected), and the wizard keeps its choices while the family looks at another tab.
 */
export function AcademyTabs({ nexusLearning, selected, onSelect, panels }: AcademyTabsProps) {
  const { ACADEMY_TABS_LABEL, ACADEMY_TAB_LABELS } = nexusLearning;
  return (
    <Tabs value={selected} onValueChange={(value) => onSelect(parseAcademyTab(value))}>
      {/* Six tabs: three rows of two on phones, one or two rows of folder tabs from 640px. */}
      <TabsList aria-label={ACADEMY_TABS_LABEL}>
        {ACADEMY_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {ACADEMY_TAB_LABELS[tab.id]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ACADEMY_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="pt-8">
          {panels[tab.id]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
