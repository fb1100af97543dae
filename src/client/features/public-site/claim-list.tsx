import type { Claim } from '../../../domain/content/claims.ts';

/** Figures shown large with their words underneath; read aloud as one sentence each. */
export function ClaimList({ claims }: { claims: readonly Claim[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {claims.map((claim) => (
        <li key={claim.text} className="rounded-lg border border-line bg-surface p-6">
          <span className="block text-2xl font-bold break-words text-brand-ink md:text-3xl">
            {claim.figure}
          </span>{' '}
          <span className="mt-1 block text-lg text-ink">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
