/** The files the build writes `.br` and `.gz` copies of, and the CloudFront function sends them for. */
export const compressible = (file: string) => /\.(html|txt|js|mjs|css|svg|json|xml|webmanifest)$/i.test(file);

/** The suffix of each compressed copy and the Content-Encoding it is sent with. */
export const copyEncodings = { '.br': 'br', '.gz': 'gzip' } as const;

/** `x.html.br` is another encoding of `x.html`, never a file of its own (`archive.gz` is one). */
export const isPrecompressedCopy = (file: string) => /\.(br|gz)$/.test(file) && compressible(file.slice(0, -3));
