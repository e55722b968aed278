export const serviceIds = ['loads', 'groupage', 'doorToDoor', 'consulting'] as const;

export type ServiceId = (typeof serviceIds)[number];
