import { describeLayoutGates } from './support/layout-matrix.ts';

/** The layout gates (support/layout-matrix.ts) on the every admin page, with demo data. */
describeLayoutGates('admin');
