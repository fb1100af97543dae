import type * as en from '../mail-links.ts';

/** mailto: and tel: addresses hold no language: the Spanish pages use the English helpers. */
export type { MailDraft } from '../mail-links.ts';
export { buildMailto, telephoneHref } from '../mail-links.ts';

import type { TranslatedModule } from '../translated.ts';
import type * as thisModule from './mail-links.ts';
// Every export of the English module exists here, translated (issue 11).
export type Check = typeof thisModule extends TranslatedModule<typeof en> ? true : never;
const complete: Check = true;
void complete;
