import { canOpen, firstAllowedPath, type User } from '@cobertura/contracts';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Burger,
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

/**
 * A phone's or a small tablet's width (Mantine's `md`, 992 px): the navigation folds behind a menu
 * button, and the top bar's switches move into it, or they would not fit beside the logo.
 */
export const COMPACT_QUERY = '(max-width: 62em)';

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

/** The asset switch (only when a nav link is selected), Light/Dark and the language. */
export function ScreenSwitches({ hasSelection }: { hasSelection: boolean }) {
  const { t } = useTranslation();
  const [asset, setAsset] = useNavAsset();
  return (
    <>
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
    </>
  );
}

/**
 * The top bar. Full: asset switch (only when a nav link is selected), Light/Dark, the user's name and
 * avatar linking to the profile, the tutorials help link and sign-out. Reduced (consent pending): only
 * the profile link labelled '(pending information)' and sign-out. Compact (a phone): the menu button,
 * the logo, the avatar and sign-out; the switches are in the navigation, with the tutorials.
 */
export function TopBar({
  user,
  isPending,
  hasSelection,
  compactNav,
}: {
  user: User;
  isPending: boolean;
  hasSelection: boolean;
  /** Set on a phone: the folded navigation's state and toggle. */
  compactNav?: { opened: boolean; toggle: () => void };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSmall = useMediaQuery(AVATAR_SMALL_QUERY, true, { getInitialValueInEffect: false });
  const avatarHeight = isSmall ? 16 : 27;
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
      <Group gap="sm" wrap="nowrap">
        {compactNav && (
          <Burger
            opened={compactNav.opened}
            onClick={compactNav.toggle}
            size="sm"
            aria-label={compactNav.opened ? t('topbar.closeNavigation') : t('topbar.openNavigation')}
            aria-expanded={compactNav.opened}
            data-testid="nav-toggle"
          />
        )}
        <UnstyledButton
          component={Link}
          to={
            canOpen(user.platform_role, 'home')
              ? '/home'
              : (firstAllowedPath(user.platform_role) ?? '/profile')
          }
          // The name starts with the word shown (WCAG 2.5.3, label in name), then says where it goes.
          aria-label={`Cobertura, ${t('topbar.home')}`}
        >
          <Logo size={26} />
        </UnstyledButton>
      </Group>
      <Group gap={compactNav ? 'sm' : 'lg'} wrap="nowrap">
        {!compactNav && <ScreenSwitches hasSelection={hasSelection} />}
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
            <Text size="sm" fw={600} maw={compactNav ? 120 : 220} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
        {!compactNav && (
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
        )}
        {signOutButton}
      </Group>
    </Group>
  );
}
