import type { AdminCompany, Member } from '@cobertura/contracts';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { useMemberChanges, useMembers } from '../hooks/useMembers.ts';
import { AddMemberForm } from './AddMemberForm.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MembersTable } from './MembersTable.tsx';

type Dialog = 'invite' | 'add' | 'rename' | null;

/** One company for staff: its name, who belongs to it with which role, and the changes to both. */
export function CompanyMembers({
  company,
  onRename,
}: {
  company: AdminCompany;
  onRename: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const members = useMembers(company.pk_idcompany);
  const changes = useMemberChanges(company.pk_idcompany);
  const { data: user } = useUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const done = (key: string, values: Record<string, string> = {}) =>
    notifications.show({ color: 'green', message: t(key, values), autoClose: 5000 });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t, lang, 'admin.members.failed') });
  const attempt = async (work: () => Promise<unknown>, key: string, values: Record<string, string>) => {
    try {
      await work();
      done(key, values);
    } catch (error) {
      failed(error);
    }
  };
  const busy = changes.setRole.isPending ? (changes.setRole.variables?.userId ?? null) : null;

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="company-members">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {company.company_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.companies.initialsAre', { initials: company.initials })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('rename')}>
              {t('admin.companies.rename')}
            </Button>
            <Button variant="default" onClick={() => setDialog('add')}>
              {t('admin.members.add')}
            </Button>
            <Button onClick={() => setDialog('invite')} data-testid="invite-button">
              {t('admin.members.invite')}
            </Button>
          </Group>
        </Group>
        {members.isError && (
          <Alert color="red" variant="light">
            {errorMessage(members.error, t, lang, 'admin.members.loadFailed')}
          </Alert>
        )}
        {members.data && (
          <MembersTable
            members={members.data}
            actions={{
              selfId: user?.pk_idusers ?? 0,
              busyUserId: busy,
              onRole: (member: Member, role: number) =>
                void attempt(
                  () => changes.setRole.mutateAsync({ userId: member.pk_idusers, role }),
                  'admin.members.roleSet',
                  {
                    username: member.username,
                  },
                ),
              onRemove: (member: Member) =>
                void attempt(() => changes.remove.mutateAsync(member.pk_idusers), 'admin.members.removed', {
                  username: member.username,
                  company: company.company_name,
                }),
              onResend: (member: Member) =>
                void attempt(() => changes.resend.mutateAsync(member.pk_idusers), 'admin.members.resent', {
                  email: member.email,
                }),
            }}
          />
        )}
      </Stack>

      <Modal
        opened={dialog === 'invite'}
        onClose={close}
        title={t('admin.members.inviteTitle', { company: company.company_name })}
      >
        <InviteForm
          company={company.pk_idcompany}
          onCancel={close}
          onInvite={async (request) => {
            await changes.invite.mutateAsync(request);
            close();
            done('admin.members.invitedTo', { email: request.email });
          }}
        />
      </Modal>
      <Modal
        opened={dialog === 'add'}
        onClose={close}
        title={t('admin.members.addTitle', { company: company.company_name })}
      >
        <AddMemberForm
          memberIds={new Set((members.data ?? []).map((m) => m.pk_idusers))}
          onCancel={close}
          onAdd={async (change) => {
            const member = await changes.setRole.mutateAsync(change);
            close();
            done('admin.members.added', { username: member.username, company: company.company_name });
          }}
        />
      </Modal>
      <Modal opened={dialog === 'rename'} onClose={close} title={t('admin.companies.renameTitle')}>
        <CompanyForm
          initial={company}
          onCancel={close}
          onSave={async ({ company_name }) => {
            await onRename(company_name);
            close();
          }}
        />
      </Modal>
    </Paper>
  );
}
