import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A platform role by its name (spec 01 §6: 1 staff, 2 client treasury, 3 trading desk, 5 executive viewer). */
export function RoleBadge({ role }: { role: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={role === 1 ? 'grape' : 'blue'}>
      {t(`admin.roles.${role}`, { defaultValue: String(role) })}
    </Badge>
  );
}
