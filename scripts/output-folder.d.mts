/** See output-folder.mjs. */
export function freshFolderOf(dist: string): string;
export function startFreshFolder(dist: string, fresh?: string): void;
export function replaceFile(file: string, content: string | Uint8Array): void;
export function swapIn(fresh: string, dist: string): void;
export function prerenderInputsFile(root: string, distName: string): string;
export function pendingOf(file: string): string;
