import { describe, expect, it } from 'vitest';
import {
  latestMailTo,
  openSigningLink,
  newConnection,
  sendForSignature,
  signingTokenFor,
} from '../../../../tests/esign-test-helpers.ts';
import { useMultiSignerWorld } from '../../../../tests/multi-signer-fixture.ts';
import type { EnvelopeStatusDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';

/** Staff choose the partner signer's language when sending an NDA (ADR 048). */
const { world } = useMultiSignerWorld();

describe("the signer's language", () => {
  it('is English unless chosen, and a chosen Spanish one reaches the subject and the page', async () => {
    const { t, headers } = world;
    const english = await createPartner(t.db, { email: 'english-signer@partner.example.org' });
    const plain = await createDocument(t.db, { partnerId: english.id, title: 'Plain NDA' });
    expect((await sendForSignature(t, headers, plain.id)).statusCode).toBe(201);
    expect((await latestMailTo(t, english.email!)).subject).toBe('Please sign: Plain NDA');
    const englishView = await openSigningLink(
      t,
      await signingTokenFor(t, english.email!),
      newConnection(),
    );
    expect((englishView.json() as SigningViewDto).language).toBe('en');

    const spanish = await createPartner(t.db, { email: 'firmante@aliado.example.org' });
    const document = await createDocument(t.db, { partnerId: spanish.id, title: 'NDA Robótica' });
    const sent = await sendForSignature(t, headers, document.id, { signerLanguage: 'es' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as EnvelopeStatusDto).recipients[0]!.email).toBe(spanish.email);
    expect((await latestMailTo(t, spanish.email!)).subject).toBe('Por favor, firme: NDA Robótica');
    const view = await openSigningLink(
      t,
      await signingTokenFor(t, spanish.email!),
      newConnection(),
    );
    expect((view.json() as SigningViewDto).language).toBe('es');
  });

  it('refuses a language the site does not have', async () => {
    const { t, headers } = world;
    const partner = await createPartner(t.db, { email: 'french@partner.example.org' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const refused = await sendForSignature(t, headers, document.id, { signerLanguage: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.signerLanguage).toEqual(['Choose English or Spanish']);
  });
});
