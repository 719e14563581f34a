/** What a build records of its own files and of the releases it carries (build/release.json). */
export interface ReleaseRecord {
  release: string;
  assets: string[];
  previous: { release: string; assets: string[] }[];
}
export const PREVIOUS_ASSETS: string;
export const RELEASE_FILE: string;
export function readRelease(buildDir: string): Promise<ReleaseRecord>;
export function carryAssets(options: { buildDir: string; previousDir?: string; keep?: number }): Promise<ReleaseRecord>;
