import type { Company } from '@cobertura/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useMembers } from '../hooks/useMembers.ts';
import { MembersTable } from './MembersTable.tsx';

/** Who belongs to one of the user's companies, read only (a client treasury user's view). */
function CompanyMembersList({ company }: { company: Company }) {
  const { t } = useTranslation();
  const members = useMembers(company.pk_idcompany);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {company.company_name}
      </Title>
      {members.isError && <Text c="red">{t('admin.members.loadFailed')}</Text>}
      {members.data && <MembersTable members={members.data} />}
    </Stack>
  );
}

/** The members of each of the user's companies, on their profile. */
export function CompanyMembersCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const companies = useQuery(referenceQueries.companies(userId));
  if (!companies.data?.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="company-members-card">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('admin.members.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.members.readOnly')}
          </Text>
        </Stack>
        {companies.data.map((company) => (
          <CompanyMembersList key={company.pk_idcompany} company={company} />
        ))}
      </Stack>
    </Paper>
  );
}
