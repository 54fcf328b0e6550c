import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DialogId } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';
import { Dialog, closeDialog } from '@/shared/ui';
import { useAppDispatch } from '../hooks';
import styles from './MobilePanel.module.css';

type Props = {
  dialog: DialogId;
  titleId: MessageId;
  /** Id of the panel, which the bottom bar's toggle points at with aria-controls. */
  panelId: string;
  children: ReactNode;
};

/** The full-height mobile panel that the bottom bar's menu and search toggles open. */
export const MobilePanelDialog = ({ dialog, titleId, panelId, children }: Props) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Dialog open size="panel" title={intl.formatMessage({ id: titleId })} onClose={() => dispatch(closeDialog(dialog))}>
      <div id={panelId} className={styles.panel}>
        {children}
      </div>
    </Dialog>
  );
};
