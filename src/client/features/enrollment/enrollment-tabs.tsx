import { CAMPUSES } from '../../../domain/waiting-list/waiting-list.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { EnrollmentForm } from './enrollment-form.tsx';
import { useEnrollmentCampus } from './use-enrollment-campus.ts';
import { useEnrollmentPrefill } from './use-enrollment-prefill.ts';

/**
 * Public spec §2: two tabs, K-12 Campus and Bridge Campus, each with its own form. Both forms stay
 * mounted, so switching tabs loses nothing, and each submits with its own campus (spec §7).
 */
export function EnrollmentTabs() {
  const [campus, selectCampus] = useEnrollmentCampus();
  const prefill = useEnrollmentPrefill();
  const { CAMPUS_FORMS, CAMPUS_TABS_LABEL, PREFILL_NOTE, REQUIRED_NOTE } =
    useEnrollmentCopy().enrollment;

  return (
    <Tabs value={campus} onValueChange={selectCampus}>
      <TabsList aria-label={CAMPUS_TABS_LABEL}>
        {CAMPUSES.map((id) => (
          <TabsTrigger key={id} value={id}>
            {CAMPUS_FORMS[id].tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {CAMPUSES.map((id) => {
        const prefilledText = prefill?.campus === id ? prefill.additionalInfo : undefined;
        return (
          <TabsContent
            key={id}
            value={id}
            className="rounded-b-lg border-2 border-t-0 border-line-strong bg-surface p-4 sm:p-8"
          >
            <h2 className="text-2xl leading-tight font-bold text-ink">{CAMPUS_FORMS[id].title}</h2>
            <p className="mt-2 max-w-prose text-lg text-ink-muted">{CAMPUS_FORMS[id].intro}</p>
            <p className="mt-2 mb-6 max-w-prose text-ink-muted">{REQUIRED_NOTE}</p>
            {prefilledText ? (
              <p className="mb-6 max-w-prose rounded-md border-2 border-brand bg-brand-soft p-3 text-brand-ink">
                {PREFILL_NOTE}
              </p>
            ) : null}
            <div className="max-w-2xl">
              {/* The handed-over text arrives just after hydration: a new form starts with it. */}
              <EnrollmentForm
                key={prefilledText ? 'prefilled' : 'empty'}
                campus={id}
                initialAdditionalInfo={prefilledText}
              />
            </div>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
