import { describeLayoutGates } from './support/layout-matrix.ts';

/** The layout gates (support/layout-matrix.ts) on the public pages in English and Spanish. */
describeLayoutGates('public');
