import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { EsignProvider as ProviderName } from '../../../domain/esign/esign.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createDocusignProvider } from './docusign/docusign-provider.ts';
import type { EsignProvider } from './esign-provider.ts';

type ProviderDeps = { config: Config; db: Database; clock: Clock };

/** Chosen once at start: DocuSign when its four settings are present, else the built-in one. */
export function createEsignProvider(deps: ProviderDeps): EsignProvider {
  return deps.config.docusign
    ? createDocusignProvider({ config: deps.config.docusign, clock: deps.clock })
    : createBuiltinProvider(deps);
}

/**
 * The provider that holds an existing request. It is usually the one in use, but a request sent
 * with the built-in page before DocuSign was set up stays with the built-in page.
 */
export function providerFor(
  deps: ProviderDeps & { esign: EsignProvider },
  name: ProviderName,
): EsignProvider {
  if (deps.esign.name === name) return deps.esign;
  if (name === 'builtin') return createBuiltinProvider(deps);
  throw new AppError(
    409,
    'This NDA was sent with DocuSign, which is no longer configured. Set the DOCUSIGN_* settings ' +
      'again to check, void or download it.',
  );
}
