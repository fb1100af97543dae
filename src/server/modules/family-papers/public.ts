// What other features may call of family papers (ADR 044, ADR 053): the papers staff have not
// read yet, which the Today page lists, and an entry's counts, which enrollment tasks show.
export { paperCounts, paperCountsByEntry, type PaperCounts } from './paper-counts.ts';
export { papersToReview } from './papers-to-review.ts';
