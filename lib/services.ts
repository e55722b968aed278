export const serviceIds = ['expedition', 'groupage', 'doorToDoor', 'consulting'] as const;

export type ServiceId = (typeof serviceIds)[number];
