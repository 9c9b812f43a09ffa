import { Box, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../utils/format.ts';
import { isUnderProgram } from '../utils/figureText.ts';

/** A share as a bar's width: 0 to 100. */
const width = (fraction: number) => Math.min(100, Math.max(0, fraction * 100));

/**
 * A book's coverage against its program's: a small bar of the coverage, red while it is under the
 * program and teal at or over it, with a mark where the program stands.
 */
export function CoverageBar({
  coverage,
  program,
  testId,
}: {
  coverage: number | null;
  program: number | null;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (coverage === null) return <Text size="sm">—</Text>;
  const isUnder = isUnderProgram(coverage, program);
  const values = {
    coverage: formatPercent(coverage, lang, 0),
    program: program === null ? t('deskAnalytics.noProgram') : formatPercent(program, lang, 0),
  };
  return (
    <Stack gap={2} miw={120} data-testid={testId} data-under={isUnder}>
      <Text size="xs" fw={isUnder ? 700 : undefined}>
        {t('deskAnalytics.coverageText', values)}
      </Text>
      <Box pos="relative">
        <Progress
          value={width(coverage)}
          color={isUnder ? 'red' : 'teal'}
          size="sm"
          aria-label={t('deskAnalytics.coverageLabel', values)}
        />
        {program !== null && (
          <Box
            pos="absolute"
            top={-3}
            bottom={-3}
            w={2}
            left={`calc(${width(program)}% - 1px)`}
            bg="var(--mantine-color-text)"
            aria-hidden
            data-testid="program-mark"
          />
        )}
      </Box>
    </Stack>
  );
}
