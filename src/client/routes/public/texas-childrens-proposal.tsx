import * as proposalPage from '../../../domain/content/proposal-page.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { ProposalView } from '../../features/public-site/proposal-view.tsx';
import type { Route } from './+types/texas-childrens-proposal';

const CONTENT = { proposalPage };

export const meta: Route.MetaFunction = () => publicPageMeta(proposalPage.PROPOSAL_META);

/** The printable partnership proposal (public spec §2, §7). */
export default function TexasChildrensProposalRoute() {
  return <ProposalView content={CONTENT} />;
}
