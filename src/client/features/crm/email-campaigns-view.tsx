import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import { Button } from '../../ui/button.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { emailCampaignsQuery } from './email-campaign-api.ts';
import { EmailCampaignEditor } from './email-campaign-editor.tsx';
import { EmailCampaignList } from './email-campaign-list.tsx';
import { SuppressionList } from './suppression-list.tsx';

type Editing = { campaign?: EmailCampaignDto } | null;

/** The campaigns list, and the editor below it when composing or changing a draft. */
export function EmailCampaignsView() {
  const query = useQuery(emailCampaignsQuery());
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="grid gap-6">
      <div>
        <Button disabled={editing !== null} onClick={() => setEditing({})}>
          New email campaign
        </Button>
      </div>
      {editing ? (
        <EmailCampaignEditor
          key={editing.campaign?.id ?? 'new'}
          campaign={editing.campaign}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <section aria-labelledby="campaign-list-title">
        <h2 id="campaign-list-title" className="mb-4 text-xl font-semibold text-ink">
          Campaigns
        </h2>
        <QueryState query={query} what="The email campaigns">
          {(campaigns) => (
            <EmailCampaignList
              campaigns={campaigns}
              onEdit={(campaign) => setEditing({ campaign })}
            />
          )}
        </QueryState>
      </section>
      <SuppressionList />
    </div>
  );
}
