import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import classes from './HomeTile.module.css';

/** One Home tile: icon and title; its description shows on hover or keyboard focus. */
export function HomeTile({
  to,
  icon,
  title,
  description,
  isEnabled,
  disabledNote,
}: {
  to: string;
  icon: IconName;
  title: string;
  description: string;
  isEnabled: boolean;
  disabledNote: string;
}) {
  const body = (
    <>
      <span className={classes.icon}>
        <Icon name={icon} size={24} />
      </span>
      <Text fw={700} fz="lg">
        {title}
      </Text>
      {!isEnabled && (
        <Text size="sm" c="dimmed">
          {disabledNote}
        </Text>
      )}
      <div className={classes.description} role="tooltip">
        <Text size="sm">{description}</Text>
      </div>
    </>
  );
  if (!isEnabled) {
    return (
      <div className={classes.tile} data-enabled="false" aria-disabled="true" title={description}>
        {body}
      </div>
    );
  }
  return (
    <Link to={to} className={classes.tile} data-enabled="true" aria-label={`${title}. ${description}`}>
      {body}
    </Link>
  );
}
