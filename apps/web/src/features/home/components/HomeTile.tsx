import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import classes from './HomeTile.module.css';

/**
 * One Home tile: icon, title and description, all shown at rest (the spec's hover description is
 * written out: a tile that reads only on hover tells a touch or keyboard user nothing).
 */
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
      <Text size="sm" c="dimmed" lh={1.5}>
        {description}
      </Text>
      {!isEnabled && (
        <Text size="sm" fw={600} c="dimmed">
          {disabledNote}
        </Text>
      )}
    </>
  );
  if (!isEnabled) {
    return (
      <div className={classes.tile} data-enabled="false" aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    // Named by its content, title then description (an aria-label did not match the text shown).
    <Link to={to} className={classes.tile} data-enabled="true">
      {body}
    </Link>
  );
}
