import { Container, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverToday } from '../../../api/serverClock.ts';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { CalendarTool } from './CalendarTool.tsx';
import { ForwardTool } from './ForwardTool.tsx';
import { PricerTool } from './PricerTool.tsx';
import { UnitTool } from './UnitTool.tsx';

const TABS = ['pricer', 'forward', 'calendar', 'units'] as const;
type ToolTab = (typeof TABS)[number];

const TAB_ICONS: Record<ToolTab, IconName> = {
  pricer: 'analytics',
  forward: 'advanced',
  calendar: 'docs',
  units: 'coins',
};

function isToolTab(value: string | null): value is ToolTab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/**
 * /tools: the finance library in the browser — pricer, forward calculator, business days and unit
 * conversion, one tab each (the tab is kept in the address, `?tab=`). The pricer and the forward
 * calculator open on today's stored market of their pair; every figure can be typed over.
 */
export function ToolsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ToolTab = isToolTab(tabParam) ? tabParam : 'pricer';
  // The server's today, as the market it reads: the calculators' valuation date and first day.
  const [today] = useState(serverToday);

  return (
    <Container size="xl" py="lg" data-testid="tools-page">
      <Stack gap="lg">
        <PageHeader title={t('tools.title')} subtitle={t('tools.subtitle')} />
        <Tabs
          value={tab}
          onChange={(next) => {
            if (isToolTab(next)) setParams(next === 'pricer' ? {} : { tab: next }, { replace: true });
          }}
          keepMounted
        >
          <Tabs.List mb="lg">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name} leftSection={<Icon name={TAB_ICONS[name]} size={16} />}>
                {t(`tools.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="pricer">
            <PricerTool today={today} />
          </Tabs.Panel>
          <Tabs.Panel value="forward">
            <ForwardTool today={today} />
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <CalendarTool today={today} />
          </Tabs.Panel>
          <Tabs.Panel value="units">
            <UnitTool />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
