import * as hospitalPartnership from '../../../domain/content/hospital-partnership.ts';
import { HospitalPartnershipPage } from '../../features/public-site/hospital-partnership-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/texas-childrens-partnership';

const CONTENT = { hospitalPartnership };

export const meta: Route.MetaFunction = () =>
  publicPageMeta(hospitalPartnership.HOSPITAL_PARTNERSHIP_META);

/** The static partnership proposal (public spec §2): marked as a proposal throughout. */
export default function TexasChildrensPartnershipRoute() {
  return <HospitalPartnershipPage content={CONTENT} />;
}
