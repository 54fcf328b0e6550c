/** See prerender-shards.mjs. */
interface PageJob {
  locale: string;
  path: string;
}
interface ShardServer {
  pageFile: (distDir: string, locale: string, pagePath: string) => string;
  finishSite: (
    options: { distDir: string; siteUrl: string },
    addresses: readonly string[],
    kept: readonly PageJob[],
  ) => Promise<unknown>;
}
export interface Shard {
  index: number;
  count: number;
}
export function parseShard(value: string | undefined): Shard;
export function shardFolderOf(shardsDir: string, shard: Shard): string;
export function inShard(job: PageJob, shard: Shard): boolean;
export function writeShardRecord(
  server: ShardServer,
  record: {
    distDir: string;
    shard: Shard;
    build: string;
    renderedAt: Date;
    addresses: readonly string[];
    confirmed: readonly PageJob[];
    written: readonly PageJob[];
    inputs: Record<string, string>;
  },
): void;
export function mergeShards(
  server: ShardServer,
  options: { distDir: string; siteUrl: string; build: string; shardsDir: string },
): Promise<{ shards: number; pages: number; written: number; site: unknown; inputs: Record<string, string> }>;
