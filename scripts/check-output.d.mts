/** See check-output.mjs. */
export interface OutputCheck {
  pages: number;
  references: number;
  maps: number;
  missing: { file: string; by: string[] }[];
  problems: string[];
}
export function checkOutput(dir: string): OutputCheck;
export function chunkFilesIn(source: string): { files: string[]; maps: number };
export function reportOutputCheck(dir: string, result: OutputCheck): string;
