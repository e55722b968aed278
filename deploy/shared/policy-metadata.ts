/** The S3 metadata key under which a document keeps its own Content Security Policy. */
export const policyMetadataKey = 'content-security-policy';

/** The same metadata as S3 answers it, a response header the viewer function turns into the policy. */
export const policyMetadataHeader = `x-amz-meta-${policyMetadataKey}`;
