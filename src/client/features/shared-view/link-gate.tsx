import { useState } from 'react';
import type { LinkGateDto } from '../../../domain/sharing/link-protection.ts';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { GateFrame } from './gate-frame.tsx';
import { PasscodeStep } from './passcode-step.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

type Sent = { sentTo: string; expiresInMinutes: number };

/**
 * What a protected link asks before its document (ADR 049): the passcode first, then the
 * visitor's address and the code mailed to it. Each step after the first takes the focus to its
 * heading.
 */
export function LinkGate({ token, gate }: { token: string; gate: LinkGateDto }) {
  const { GATE } = useSharedViewCopy().words;
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const step = gate.needsPasscode ? 'passcode' : sent ? 'code' : 'email';
  const [firstStep] = useState(step);
  // Once the visitor has moved on, every later step (back to the address too) takes the focus.
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && step !== firstStep) setHasMoved(true);
  const frame = {
    linkName: gate.linkName,
    stayHours: gate.verifiedVisitHours,
    moveFocus: hasMoved || step !== firstStep,
  };

  if (step === 'passcode') {
    return (
      <GateFrame title={GATE.passcode.title} {...frame}>
        <PasscodeStep token={token} />
      </GateFrame>
    );
  }
  if (step === 'code' && sent) {
    return (
      <GateFrame title={GATE.code.title} {...frame}>
        <CodeStep
          token={token}
          email={email.trim()}
          sent={sent}
          onSent={setSent}
          onOtherAddress={() => setSent(null)}
        />
      </GateFrame>
    );
  }
  return (
    <GateFrame title={GATE.email.title} {...frame}>
      <EmailStep token={token} email={email} onEmailChange={setEmail} onSent={setSent} />
    </GateFrame>
  );
}
