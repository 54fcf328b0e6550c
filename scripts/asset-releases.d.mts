/** See asset-releases.mjs. */
export interface AssetHistory {
  release: number;
  at: string;
  assets: string[];
  retired: Record<string, { release: number; at: string }>;
}
export const KEEP_RELEASES: number;
export const KEEP_DAYS: number;
export function isHashedAsset(name: string): boolean;
export function nextRelease(
  history: AssetHistory | null,
  current: string[],
  now: number,
): { history: AssetHistory; remove: string[] };
export function assetReleasesPath(root: string, distName: string): string;
export function retireOldAssets(
  root: string,
  dist: string,
  distName: string,
  options?: { now?: number; lastFiles?: string[] },
): { release: number | null; kept: number; removed: string[] };
export function inUploadOrder(names: string[]): string[];
