import { useIntl } from 'react-intl';
import { Icon, openDialog, selectOpenDialog, barcodeIcon } from '@/shared/ui';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { useCanScanBarcodes } from '../model/barcodeScanner';
import styles from './HeaderSearch.module.css';

/** Opens the camera scanner; only where the browser has the BarcodeDetector API. */
export const ScanButton = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const canScan = useCanScanBarcodes();
  const openId = useStateSelector(selectOpenDialog)?.id;
  if (!canScan) return null;
  const label = intl.formatMessage({ id: 'medinfo.scan.button' });
  return (
    <button
      type="button"
      className={styles.scan}
      aria-label={label}
      title={label}
      onClick={() =>
        dispatch(openDialog('barcode-scan', { reopen: openId === 'mobile-search' ? 'mobile-search' : null }))
      }
    >
      <Icon path={barcodeIcon} size={22} />
    </button>
  );
};
