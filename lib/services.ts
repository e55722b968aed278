// The ids are the ones the specification gives its services and message keys; the UI shows each service's own title.
export const serviceIds = ['expedition', 'groupage', 'doorToDoor', 'consulting'] as const;

export type ServiceId = (typeof serviceIds)[number];
