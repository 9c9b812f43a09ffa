import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestTicket } from './RequestTicket.tsx';

/** The ticket of the chosen request beside the list, closed by Escape or the cross. */
export function RequestDrawer({
  id,
  canTrade,
  onClose,
}: {
  id: number | null;
  canTrade: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t(canTrade ? 'desk.ticket.drawer' : 'desk.audit.drawer')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {id !== null && <RequestTicket key={id} id={id} canTrade={canTrade} />}
    </Drawer>
  );
}
