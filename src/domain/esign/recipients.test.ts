import { describe, expect, it } from 'vitest';
import {
  envelopeStatusOf,
  isSignersTurn,
  signersDueNow,
  type RecipientState,
  type RecipientStatus,
} from './recipients.ts';

const signer = (routingOrder: number, status: RecipientStatus = 'sent'): RecipientState => ({
  role: 'signer',
  routingOrder,
  status,
});
const cc = (routingOrder = 3): RecipientState => ({ role: 'cc', routingOrder, status: 'waiting' });

describe('signersDueNow', () => {
  it('in order: only the first unsigned signer, then the next once they signed', () => {
    const partner = signer(1);
    const countersigner = signer(2, 'waiting');
    expect(signersDueNow([partner, countersigner, cc()], 'sequential')).toEqual([partner]);
    const signed = signer(1, 'signed');
    expect(signersDueNow([signed, countersigner, cc()], 'sequential')).toEqual([countersigner]);
    expect(signersDueNow([signed, signer(2, 'signed'), cc()], 'sequential')).toEqual([]);
  });

  it('in order: signers who share a routing order sign at the same time', () => {
    const a = signer(1);
    const b = signer(1, 'viewed');
    const later = signer(2, 'waiting');
    expect(signersDueNow([later, a, b], 'sequential')).toEqual([a, b]);
  });

  it('all at once: every signer who has not signed, whatever their routing order', () => {
    const first = signer(1, 'signed');
    const second = signer(2, 'viewed');
    const third = signer(3);
    expect(signersDueNow([first, second, third, cc(4)], 'parallel')).toEqual([second, third]);
  });

  it('nobody once anyone declined, and never a CC recipient', () => {
    expect(
      signersDueNow([signer(1, 'signed'), signer(2, 'declined'), signer(3)], 'parallel'),
    ).toEqual([]);
    expect(signersDueNow([cc(1)], 'sequential')).toEqual([]);
  });
});

describe('isSignersTurn', () => {
  it('refuses signer 2 before signer 1 has signed, in order only', () => {
    const first = signer(1);
    const second = signer(2, 'waiting');
    expect(isSignersTurn(second, [first, second], 'sequential')).toBe(false);
    expect(isSignersTurn(first, [first, second], 'sequential')).toBe(true);
    expect(isSignersTurn(second, [first, second], 'parallel')).toBe(true);
  });
});

describe('envelopeStatusOf', () => {
  it('is sent until a signer opens their link, then delivered', () => {
    expect(envelopeStatusOf([signer(1), signer(2, 'waiting'), cc()])).toBe('sent');
    expect(envelopeStatusOf([signer(1, 'viewed'), signer(2, 'waiting')])).toBe('delivered');
    // The first signed and the second has not opened theirs yet: still under way.
    expect(envelopeStatusOf([signer(1, 'signed'), signer(2)])).toBe('delivered');
  });

  it('completes when the last signer signs; CC recipients do not count', () => {
    expect(envelopeStatusOf([signer(1, 'signed'), signer(2, 'signed'), cc()])).toBe('completed');
    expect(envelopeStatusOf([signer(1, 'signed'), signer(2, 'viewed')])).toBe('delivered');
  });

  it('is declined when any signer declines, even after others signed', () => {
    expect(envelopeStatusOf([signer(1, 'signed'), signer(2, 'declined')])).toBe('declined');
    expect(envelopeStatusOf([signer(1, 'declined'), signer(2, 'waiting')])).toBe('declined');
  });

  it('never calls an envelope without signers completed', () => {
    expect(envelopeStatusOf([cc()])).toBe('sent');
  });
});

describe('approvers and numbered steps', () => {
  const approver = (routingOrder: number, status: RecipientStatus = 'waiting'): RecipientState => ({
    role: 'approver',
    routingOrder,
    status,
  });

  it('in steps: everyone of the lowest open step acts together, approvers included', () => {
    const a = signer(1);
    const b = signer(1, 'viewed');
    const review = approver(2);
    expect(signersDueNow([a, b, review, cc()], 'steps')).toEqual([a, b]);
    const done = [signer(1, 'signed'), signer(1, 'signed'), review, cc()];
    expect(signersDueNow(done, 'steps')).toEqual([review]);
    expect(isSignersTurn(review, done, 'steps')).toBe(true);
    expect(isSignersTurn(review, [a, b, review], 'steps')).toBe(false);
  });

  it('completes only once the approver has approved; an approver declining declines it', () => {
    expect(envelopeStatusOf([signer(1, 'signed'), approver(2, 'sent')])).toBe('delivered');
    expect(envelopeStatusOf([signer(1, 'signed'), approver(2, 'signed')])).toBe('completed');
    expect(envelopeStatusOf([signer(1, 'signed'), approver(2, 'declined')])).toBe('declined');
  });
});
