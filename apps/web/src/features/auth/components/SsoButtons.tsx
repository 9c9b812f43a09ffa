import { Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../hooks/useAuthProviders.ts';

/** Where the browser goes to start single sign-on with a provider (the server redirects on). */
export const SSO_START_PATH = (provider: string) => `/api/auth/oidc/${provider}/start`;

/** Single sign-on with each provider the server has enabled, under an "or"; nothing when none is. */
export function SsoButtons() {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const enabledProviders = (['google', 'microsoft', 'enterprise'] as const).filter(
    (name) => providers.data?.[name] === true,
  );
  if (enabledProviders.length === 0) return null;
  return (
    <>
      <Divider label={t('login.sso.or')} labelPosition="center" />
      {enabledProviders.map((name) => (
        <Button
          key={name}
          variant="default"
          component="a"
          href={SSO_START_PATH(name)}
          data-testid={`sso-${name}`}
        >
          {t(`login.sso.${name}`)}
        </Button>
      ))}
    </>
  );
}
