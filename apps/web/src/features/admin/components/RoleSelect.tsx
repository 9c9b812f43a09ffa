import { PLATFORM_ROLES } from '@cobertura/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A platform role chosen by its name; the value is the role's number as text, as Select holds it. */
export function RoleSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  return (
    <Select
      allowDeselect={false}
      data={PLATFORM_ROLES.map((role) => ({ value: String(role), label: t(`admin.roles.${role}`) }))}
      {...props}
    />
  );
}
