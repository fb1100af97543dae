import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/learning';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Learning Platform') }];

export default function LearningPlatformPage() {
  return (
    <PageHeader
      title="Learning Platform"
      description="This page will show the learning platform: learners, their courses and how they are progressing."
    />
  );
}
