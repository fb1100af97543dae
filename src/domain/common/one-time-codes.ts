/**
 * What a mailed one-time code proves (one_time_codes.purpose): a share link's visitor, a signer
 * before signing, a data room's invitee. A code proves an address only for the thing it was
 * mailed for.
 */
export const ONE_TIME_CODE_PURPOSES = ['share-link', 'signing', 'data-room'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
