import type { IncomingMessage, ServerResponse } from 'node:http';

/** See static-files.mjs. */
export function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
