/** Removes compiled CMS files whose source is gone; answers their paths, relative to cms/dist. */
export function pruneCmsDist(cmsDir: string): string[];
