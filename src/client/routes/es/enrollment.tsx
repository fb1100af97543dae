import * as enrollment from '../../../domain/content/es/enrollment.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as status from '../../../domain/content/es/waiting-list-status.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import { EnrollmentPage } from '../../features/enrollment/enrollment-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/enrollment';

const COPY = { locale: 'es', enrollment, options, messages, status } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(enrollment.ENROLLMENT_META);

/** The enrollment page in Spanish (/es/enrollment): the entry and its mails are in Spanish. */
export default function EnrollmentRouteSpanish() {
  return <EnrollmentPage copy={COPY} />;
}
