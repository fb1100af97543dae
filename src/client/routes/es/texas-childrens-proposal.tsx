import * as proposalPage from '../../../domain/content/es/proposal-page.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { ProposalView } from '../../features/public-site/proposal-view.tsx';
import type { Route } from './+types/texas-childrens-proposal';

const CONTENT = { proposalPage };

export const meta: Route.MetaFunction = () => publicPageMeta(proposalPage.PROPOSAL_META);

/**
 * The printable proposal in Spanish (/es/texas-childrens-proposal): the page around the proposal
 * is in Spanish, the proposal itself stays in English (it is written for the hospital).
 */
export default function TexasChildrensProposalRouteSpanish() {
  return <ProposalView content={CONTENT} />;
}
