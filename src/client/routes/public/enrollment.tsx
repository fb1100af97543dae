import * as enrollment from '../../../domain/content/enrollment.ts';
import * as messages from '../../../domain/content/enrollment-messages.ts';
import * as status from '../../../domain/content/waiting-list-status.ts';
import * as options from '../../../domain/content/waiting-list-options.ts';
import { EnrollmentPage } from '../../features/enrollment/enrollment-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/enrollment';

const COPY = { locale: 'en', enrollment, options, messages, status } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(enrollment.ENROLLMENT_META);

export default function EnrollmentRoute() {
  return <EnrollmentPage copy={COPY} />;
}
