import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { closeDialog, Dialog, openDialog, selectDialogData, type DialogState } from '@/shared/ui';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { isBarcodeQuery } from '../model/searchRules';
import { makeEanDetector } from '../model/barcodeScanner';
import styles from './BarcodeScanDialog.module.css';

/** How often a camera frame is looked at: often enough to feel instant, rare enough for a phone. */
const SCAN_INTERVAL_MS = 250;

type CameraState = 'starting' | 'scanning' | 'refused';

/**
 * The camera barcode scanner (docs/decisions.md, "Barcode search"): a live
 * preview, EAN-13 codes read from its frames; the first one read opens the search for it, which
 * goes straight to the product or says that no product has that code. A refused or missing
 * camera says so. A modal dialog: it keeps the focus and gives it back when it closes.
 */
const BarcodeScanDialog = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reopen = useStateSelector((state: { dialog: DialogState }) => selectDialogData(state, 'barcode-scan'))?.reopen;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');

  // The one place that knows what was read: closing and searching happen together.
  const onReadRef = useRef((ean: string) => {
    dispatch(closeDialog('barcode-scan'));
    void navigate(paths.search(ean));
  });

  // The camera is a resource of the open dialog: started when it opens, stopped when it closes.
  useEffect(() => {
    const detector = makeEanDetector();
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;

    const scan = async (): Promise<void> => {
      const video = videoRef.current;
      if (stopped || !video || !detector) return;
      try {
        const codes = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await detector.detect(video) : [];
        const ean = codes.map((code) => code.rawValue).find(isBarcodeQuery);
        if (ean !== undefined && !stopped) {
          onReadRef.current(ean);
          return;
        }
      } catch {
        // A frame the detector could not read: the next one may do.
      }
      if (!stopped) timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };

    const start = async (): Promise<void> => {
      try {
        if (!detector || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => undefined);
        }
        setCamera('scanning');
        void scan();
      } catch {
        if (!stopped) setCamera('refused');
      }
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const close = () => dispatch(reopen ? openDialog(reopen) : closeDialog('barcode-scan'));

  return (
    <Dialog open onClose={close} title={intl.formatMessage({ id: 'medinfo.scan.title' })}>
      <div className={styles.body}>
        <p className={styles.hint}>{intl.formatMessage({ id: 'medinfo.scan.hint' })}</p>
        <video
          ref={videoRef}
          className={camera === 'refused' ? styles.hidden : styles.video}
          aria-label={intl.formatMessage({ id: 'medinfo.scan.video' })}
          muted
          playsInline
        />
        {camera === 'refused' ? (
          <p role="alert" className={styles.refused}>
            {intl.formatMessage({ id: 'medinfo.scan.denied' })}
          </p>
        ) : (
          <p role="status" className={styles.status}>
            {camera === 'starting' ? intl.formatMessage({ id: 'medinfo.scan.starting' }) : null}
          </p>
        )}
      </div>
    </Dialog>
  );
};

export default BarcodeScanDialog;
