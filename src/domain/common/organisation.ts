/** Names used across the site and the admin area. Public copy lives in src/domain/content/. */
export const ORGANISATION_NAME = 'NovaLearn Institute Group';

/** Route prefix that identifies API calls (admin spec §7: the Bearer header is added only there). */
export const API_PREFIX = '/api';

/** All three campuses are in Texas: "today" means today in Central Time (calendar-day.ts). */
export const ORGANISATION_TIME_ZONE = 'America/Chicago';
