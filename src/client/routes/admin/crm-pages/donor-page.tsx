import { useNavigate } from 'react-router';
import { DonorProfile } from '../../../features/crm/donor-profile.tsx';

export function CrmDonorPage({ id }: { id: string }) {
  const navigate = useNavigate();
  return (
    <DonorProfile
      // A fresh view per donor, so dialogs and form state never carry over between donors.
      key={id}
      id={id}
      onDeleted={() => void navigate('/admin/crm')}
    />
  );
}
