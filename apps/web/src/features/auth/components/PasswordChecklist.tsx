import { RESET_PASSWORD_RULES } from '@cobertura/contracts';
import { List, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/** The live checklist of the reset rules (spec 01 §5): each line turns green once met. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={4} size="sm" center data-testid="password-checklist" aria-live="polite">
      {RESET_PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        return (
          <List.Item
            key={rule.key}
            data-rule={rule.key}
            data-met={isMet}
            c={isMet ? 'teal' : 'dimmed'}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={isMet ? 'teal' : 'gray'}
                variant={isMet ? 'filled' : 'light'}
              >
                <Icon name={isMet ? 'check' : 'x'} size={12} stroke={2.5} />
              </ThemeIcon>
            }
          >
            {t(`passwordRules.${rule.key}`)}
          </List.Item>
        );
      })}
    </List>
  );
}
