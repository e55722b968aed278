/** A build's own files, uploaded once under its folder and never overwritten. */
export const buildFolder = (build: string) => `builds/${build}/`;
/** Named by their content, shared by every build, at the bucket's root. */
export const isBuildAsset = (key: string) => key.startsWith('_next/static/');
/** Where the deploy stores a file of the export, and where the viewer function looks for it. */
export const bucketKey = (build: string, file: string) => (isBuildAsset(file) ? file : buildFolder(build) + file);
