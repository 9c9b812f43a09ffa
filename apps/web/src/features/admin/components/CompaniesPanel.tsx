import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatInteger } from '../../../utils/format.ts';
import { useCompanies } from '../hooks/useCompanies.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyMembers } from './CompanyMembers.tsx';

/** Staff's companies: the list, a new company, and the chosen company's members. */
export function CompaniesPanel() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { companies, create, rename } = useCompanies();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const list = companies.data ?? [];
  const selected = list.find((c) => c.pk_idcompany === selectedId) ?? list[0];

  return (
    <Stack gap="md" data-testid="companies-panel">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('admin.companies.intro')}
        </Text>
        <Button onClick={() => setIsCreating(true)} data-testid="new-company">
          {t('admin.companies.new')}
        </Button>
      </Group>
      {companies.isError && (
        <Alert color="red" variant="light">
          {errorMessage(companies.error, t, lang, 'admin.companies.loadFailed')}
        </Alert>
      )}
      {list.length > 0 && (
        <Table highlightOnHover verticalSpacing="xs" data-testid="companies-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.fields.companyName')}</Table.Th>
              <Table.Th>{t('admin.fields.initials')}</Table.Th>
              <Table.Th ta="right">{t('admin.companies.members')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((company) => {
              const isSelected = company.pk_idcompany === selected?.pk_idcompany;
              return (
                <Table.Tr
                  key={company.pk_idcompany}
                  bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-selected={isSelected}
                >
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setSelectedId(company.pk_idcompany)}
                      aria-pressed={isSelected}
                    >
                      {company.company_name}
                    </Button>
                  </Table.Td>
                  <Table.Td>{company.initials}</Table.Td>
                  <Table.Td ta="right">{formatInteger(company.members, lang)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {selected && (
        <CompanyMembers
          key={selected.pk_idcompany}
          company={selected}
          onRename={async (name) => {
            await rename.mutateAsync({ id: selected.pk_idcompany, company_name: name });
            notifications.show({
              color: 'green',
              message: t('admin.companies.renamed', { name }),
              autoClose: 5000,
            });
          }}
        />
      )}
      <Modal opened={isCreating} onClose={() => setIsCreating(false)} title={t('admin.companies.newTitle')}>
        <CompanyForm
          onCancel={() => setIsCreating(false)}
          onSave={async (values) => {
            const company = await create.mutateAsync(values);
            setIsCreating(false);
            setSelectedId(company.pk_idcompany);
            notifications.show({
              color: 'green',
              message: t('admin.companies.created', { name: company.company_name }),
              autoClose: 5000,
            });
          }}
        />
      </Modal>
    </Stack>
  );
}
