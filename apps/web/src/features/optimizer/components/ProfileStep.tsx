import type { Strategy } from '@cobertura/contracts';
import { Badge, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RISK_PROFILES, type RiskProfile } from '../utils/optimizerPlan.ts';
import { sideName } from '../utils/strategyTerms.ts';

/** Step 2: the risk profile, and the strategies it proposes for the side. */
export function ProfileStep({
  profile,
  onChange,
  proposed,
  side,
}: {
  profile: RiskProfile;
  onChange: (profile: RiskProfile) => void;
  proposed: readonly Strategy[];
  side: 'buyer' | 'seller';
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-profile">
        <SegmentedControl
          fullWidth
          value={String(profile)}
          onChange={(value) => onChange(Number(value) as RiskProfile)}
          data={RISK_PROFILES.map((p) => ({ value: String(p), label: t(`optimizer.profiles.${p}`) }))}
        />
        <Text size="sm" c="dimmed">
          {t(`optimizer.profileHints.${profile}`, { side: t(`optimizer.plan.${side}`) })}
        </Text>
        <Group gap="xs" data-testid="optimizer-proposed">
          {proposed.map((strategy) => (
            <Badge key={strategy.pk_idstrategy} variant="light" size="lg">
              {sideName(strategy, side, t)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
