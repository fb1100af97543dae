import { describe, expect, it } from 'vitest';
import { createDocumentInput, documentListQuery, updateDocumentInput } from './schemas.ts';
import { PARTNER_REQUIRED_MESSAGE } from './documents.ts';

const PARTNER_ID = '3f2b6a1e-8c4d-4f5a-9b7c-2d1e0f3a4b5c';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('createDocumentInput (admin spec §5)', () => {
  const base = { title: ' Robotics NDA ', content: 'Text', partnerId: PARTNER_ID };

  it('applies the defaults: duration 12; blanks become null; the effective date stays open', () => {
    const parsed = createDocumentInput.parse({ ...base, purpose: '  ', templateId: null });
    expect(parsed).toMatchObject({ title: 'Robotics NDA', duration: 12, purpose: null });
    expect(parsed.effectiveDate).toBeUndefined(); // the server fills in today in Texas
    expect(parsed.expirationDate).toBeUndefined();
  });

  it('accepts an existing partner or a complete new one', () => {
    expect(createDocumentInput.safeParse(base).success).toBe(true);
    const newPartner = {
      title: 'NDA',
      content: 'Text',
      partnerCompany: 'Acme',
      partnerContact: 'Ann',
      partnerEmail: 'ann@acme.example.org',
    };
    expect(createDocumentInput.safeParse(newPartner).success).toBe(true);
  });

  it('says "Partner information is required" on partnerId otherwise', () => {
    const noPartner = { title: 'NDA', content: 'Text' };
    expect(issuesOf(createDocumentInput.safeParse(noPartner))).toEqual({
      partnerId: PARTNER_REQUIRED_MESSAGE,
    });
    const partial = { ...noPartner, partnerCompany: 'Acme', partnerEmail: 'ann@acme.example.org' };
    expect(issuesOf(createDocumentInput.safeParse(partial))).toEqual({
      partnerId: PARTNER_REQUIRED_MESSAGE,
    });
  });

  it('accepts a valid or empty partner email, nothing else', () => {
    expect(createDocumentInput.parse({ ...base, partnerEmail: '' }).partnerEmail).toBeNull();
    expect(issuesOf(createDocumentInput.safeParse({ ...base, partnerEmail: 'ann@' }))).toEqual({
      partnerEmail: 'Enter a valid email address',
    });
  });

  it('takes a duration of whole months, at least 1, from a number or a form string', () => {
    expect(createDocumentInput.parse({ ...base, duration: '24' }).duration).toBe(24);
    expect(issuesOf(createDocumentInput.safeParse({ ...base, duration: 0 }))).toEqual({
      duration: 'The term is at least 1 month',
    });
    expect(issuesOf(createDocumentInput.safeParse({ ...base, duration: 1.5 }))).toEqual({
      duration: 'Enter whole months',
    });
  });

  it('takes real ISO dates, with the expiration on or after the effective date', () => {
    const dates = { effectiveDate: '2026-02-01', expirationDate: '2026-02-01' };
    expect(createDocumentInput.safeParse({ ...base, ...dates }).success).toBe(true);
    expect(issuesOf(createDocumentInput.safeParse({ ...base, effectiveDate: '2026-2-1' }))).toEqual(
      {
        effectiveDate: 'Use a date in the form YYYY-MM-DD',
      },
    );
    expect(
      issuesOf(createDocumentInput.safeParse({ ...base, effectiveDate: '2026-02-29' })),
    ).toEqual({
      effectiveDate: 'This date does not exist',
    });
    const backwards = { effectiveDate: '2026-02-01', expirationDate: '2026-01-31' };
    expect(issuesOf(createDocumentInput.safeParse({ ...base, ...backwards }))).toEqual({
      expirationDate: 'The expiration date must be on or after the effective date',
    });
  });
});

describe('updateDocumentInput', () => {
  it('accepts any subset and leaves absent fields undefined', () => {
    expect(updateDocumentInput.parse({})).toEqual({});
    expect(updateDocumentInput.parse({ purpose: '', duration: '6' })).toEqual({
      purpose: null,
      duration: 6,
    });
  });

  it('validates what is given', () => {
    expect(issuesOf(updateDocumentInput.safeParse({ title: ' ', templateId: 'x' }))).toEqual({
      title: 'Enter a title',
      templateId: 'Choose a template from the list',
    });
  });
});

describe('documentListQuery', () => {
  it('defaults to every status, 50 per page, from the start', () => {
    expect(documentListQuery.parse({})).toEqual({ status: 'all', limit: 50, offset: 0 });
  });

  it('reads numbers from the query string and bounds them', () => {
    expect(
      documentListQuery.parse({ limit: '200', offset: '400', expiringWithinDays: '30' }),
    ).toMatchObject({ limit: 200, offset: 400, expiringWithinDays: 30 });
    for (const query of [{ limit: '201' }, { limit: '0' }, { offset: '-1' }, { status: 'void' }]) {
      expect(documentListQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
