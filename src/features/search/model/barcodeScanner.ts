import { useSyncExternalStore } from 'react';

/** What the BarcodeDetector API gives back for a code it read (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}

type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorConstructor = (): BarcodeDetectorConstructor | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/** A detector for EAN-13 codes, where the browser has the API. */
export const makeEanDetector = (): BarcodeDetectorLike | null => {
  const Detector = detectorConstructor();
  return Detector ? new Detector({ formats: ['ean_13'] }) : null;
};

const neverChanges = () => () => undefined;

/**
 * Whether this browser can scan barcodes with the camera. False in the prerendered HTML and
 * during hydration (the server snapshot), so the page hydrates as it was rendered.
 */
export const useCanScanBarcodes = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => detectorConstructor() !== undefined,
    () => false,
  );
