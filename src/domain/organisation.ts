/** Names used across the site and the admin area. Public copy lives in src/domain/content/. */
export const ORGANISATION_NAME = 'NovaLearn Institute Group';

/** Route prefix that identifies API calls (admin spec §7: the Bearer header is added only there). */
export const API_PREFIX = '/api';

/** All three campuses are in Texas: "today" for agreement dates means today in Central Time. */
export const ORGANISATION_TIME_ZONE = 'America/Chicago';

// One formatter for every call: building one per call cost 0.34 ms, on hot paths (bench/).
const ISO_DAY_IN_TEXAS = new Intl.DateTimeFormat('en-CA', { timeZone: ORGANISATION_TIME_ZONE });

/** Today's calendar date in the organisation's time zone, as YYYY-MM-DD. */
export const todayIsoDate = (now: Date) => ISO_DAY_IN_TEXAS.format(now);
