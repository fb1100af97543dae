import { useNavigate } from 'react-router';
import { PartnerDetailView } from '../../features/partners/partner-detail-view.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/partner-detail';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Partner') }];

export default function PartnerDetailPage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <PartnerDetailView
      // A fresh view per partner, so dialogs and their state never carry over between partners.
      key={params.id}
      id={params.id}
      onDeleted={() => void navigate('/admin/partners')}
    />
  );
}
