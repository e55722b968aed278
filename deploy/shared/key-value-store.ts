/** CloudFront's key value store refuses a value larger than this. */
export const maxKeyValueBytes = 1_024;
