// Every table of every module, for drizzle-kit and for typed queries (`db.query.*`).
export * from '../modules/auth/auth.table.ts';
export * from '../modules/auth/account-security.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/rate-limits/rate-limits.table.ts';
export * from '../modules/partners/partners.table.ts';
export * from '../modules/templates/templates.table.ts';
export * from '../modules/documents/documents.table.ts';
export * from '../modules/sharing/sharing.table.ts';
export * from '../modules/collaboration/collaboration.table.ts';
export * from '../modules/esign/esign.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/uploads/uploads.table.ts';
export * from '../modules/settings/settings.table.ts';
export * from '../modules/waiting-list/waiting-list.table.ts';
export * from '../modules/donors/donors.table.ts';
export * from '../modules/donors/stewardship/stewardship-letters.table.ts';
export * from '../modules/donors/email-campaigns/email-campaign-recipients.table.ts';
