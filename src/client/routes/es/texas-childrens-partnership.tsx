import * as hospitalPartnership from '../../../domain/content/es/hospital-partnership.ts';
import { HospitalPartnershipPage } from '../../features/public-site/hospital-partnership-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/texas-childrens-partnership';

const CONTENT = { hospitalPartnership };

export const meta: Route.MetaFunction = () =>
  publicPageMeta(hospitalPartnership.HOSPITAL_PARTNERSHIP_META);

/** The partnership proposal summary in Spanish (/es/texas-childrens-partnership). */
export default function TexasChildrensPartnershipRouteSpanish() {
  return <HospitalPartnershipPage content={CONTENT} />;
}
