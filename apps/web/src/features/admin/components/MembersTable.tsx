import type { Member } from '@cobertura/contracts';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from './RoleBadge.tsx';
import { RoleSelect } from './RoleSelect.tsx';

/** Staff's actions on a member; without them the table only reads. */
export interface MemberActions {
  /** The signed-in staff member, whose own role is not theirs to change. */
  selfId: number;
  onRole(member: Member, role: number): void;
  onRemove(member: Member): void;
  onResend(member: Member): void;
  busyUserId: number | null;
}

/** Who belongs to a company: name, email, role, state; with `actions`, staff change or remove each. */
export function MembersTable({ members, actions }: { members: readonly Member[]; actions?: MemberActions }) {
  const { t } = useTranslation();
  if (members.length === 0) return <Text c="dimmed">{t('admin.members.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.fields.username')}</Table.Th>
            <Table.Th>{t('admin.fields.name')}</Table.Th>
            <Table.Th>{t('admin.fields.email')}</Table.Th>
            <Table.Th>{t('admin.fields.role')}</Table.Th>
            <Table.Th>{t('admin.members.state')}</Table.Th>
            {actions && (
              <Table.Th>
                <VisuallyHidden>{t('admin.accounts.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.pk_idusers} data-testid={`member-${member.username}`}>
              <Table.Td>{member.username}</Table.Td>
              <Table.Td>{`${member.first_name} ${member.last_name}`.trim()}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                {actions ? (
                  <RoleSelect
                    size="xs"
                    w={190}
                    value={String(member.platform_role)}
                    aria-label={t('admin.members.roleOf', { username: member.username })}
                    onChange={(value) => value && actions.onRole(member, Number(value))}
                    disabled={
                      actions.busyUserId === member.pk_idusers || actions.selfId === member.pk_idusers
                    }
                  />
                ) : (
                  <RoleBadge role={member.platform_role} />
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={member.invitation_pending ? 'yellow' : member.is_active ? 'teal' : 'gray'}
                >
                  {member.invitation_pending
                    ? t('admin.members.invited')
                    : member.is_active
                      ? t('admin.members.active')
                      : t('admin.members.inactive')}
                </Badge>
              </Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {member.invitation_pending && (
                      <Button size="xs" variant="default" onClick={() => actions.onResend(member)}>
                        {t('admin.members.resend')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => actions.onRemove(member)}
                      data-testid={`remove-${member.username}`}
                    >
                      {t('admin.members.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
