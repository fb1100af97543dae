import { PROPOSAL_META } from '../../../domain/content/proposal-page.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { ProposalView } from '../../features/public-site/proposal-view.tsx';
import type { Route } from './+types/texas-childrens-proposal';

export const meta: Route.MetaFunction = () => publicPageMeta(PROPOSAL_META);

/** The printable partnership proposal (public spec §2, §7). */
export default function TexasChildrensProposalPage() {
  return <ProposalView />;
}
