import { canOpen, firstAllowedPath, type User } from '@cobertura/contracts';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Group,
  SegmentedControl,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ColorSchemeSwitch } from '../../components/ColorSchemeSwitch.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { NAV_ASSETS, type NavAsset, useNavAsset } from '../../shared/selection/useNavAsset.ts';

/** Avatar height: 16 px up to a 1280 px wide window, 27 px above (spec 01 §1). */
export const AVATAR_SMALL_QUERY = '(max-width: 1280px)';

export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  const full = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return full || user.username;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The top bar. Full: asset switch (only when a nav link is selected), Light/Dark, the user's name and
 * avatar linking to the profile, the tutorials help link and sign-out. Reduced (consent pending): only
 * the profile link labelled '(pending information)' and sign-out.
 */
export function TopBar({
  user,
  isPending,
  hasSelection,
}: {
  user: User;
  isPending: boolean;
  hasSelection: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSmall = useMediaQuery(AVATAR_SMALL_QUERY, true, { getInitialValueInEffect: false });
  const avatarHeight = isSmall ? 16 : 27;
  const [asset, setAsset] = useNavAsset();
  const name = displayName(user);

  const signOutButton = (
    <Tooltip label={t('topbar.signOut')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('topbar.signOut')}
        onClick={() => navigate('/logout')}
        data-testid="sign-out"
      >
        <Icon name="logout" />
      </ActionIcon>
    </Tooltip>
  );

  if (isPending) {
    return (
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Logo size={26} />
        <Group gap="md" wrap="nowrap">
          <LanguageSwitch />
          <Anchor component={Link} to="/edit-user" data-testid="pending-profile-link">
            {t('topbar.pendingInformation')}
          </Anchor>
          {signOutButton}
        </Group>
      </Group>
    );
  }

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <UnstyledButton
        component={Link}
        to={
          canOpen(user.platform_role, 'home') ? '/home' : (firstAllowedPath(user.platform_role) ?? '/profile')
        }
        // The name starts with the word shown (WCAG 2.5.3, label in name), then says where it goes.
        aria-label={`Cobertura, ${t('topbar.home')}`}
      >
        <Logo size={26} />
      </UnstyledButton>
      <Group gap="lg" wrap="nowrap">
        {hasSelection && (
          <SegmentedControl
            size="xs"
            data-testid="asset-switch"
            aria-label={t('topbar.assetSwitch')}
            value={String(asset)}
            onChange={(value) => setAsset(Number(value) as NavAsset)}
            data={[
              { value: String(NAV_ASSETS.currencies), label: t('topbar.currencies') },
              { value: String(NAV_ASSETS.commodities), label: t('topbar.commodities') },
            ]}
          />
        )}
        <ColorSchemeSwitch />
        <LanguageSwitch />
        <UnstyledButton component={Link} to="/profile" data-testid="profile-link">
          <Group gap={8} wrap="nowrap">
            {user.user_avatar ? (
              <img
                src={user.user_avatar}
                alt=""
                height={avatarHeight}
                width={avatarHeight}
                style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
                data-testid="avatar"
              />
            ) : (
              <Avatar size={avatarHeight} radius="xl" color="brand" data-testid="avatar" alt="">
                {avatarHeight > 20 ? initials(name) : null}
              </Avatar>
            )}
            <Text size="sm" fw={600} maw={220} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
        <Tooltip label={t('topbar.tutorials')}>
          <ActionIcon
            component={Link}
            to="/tutorials"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('topbar.tutorials')}
          >
            <Icon name="help" />
          </ActionIcon>
        </Tooltip>
        {signOutButton}
      </Group>
    </Group>
  );
}
