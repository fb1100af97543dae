import { useState } from 'react';
import type { CountersignerDto } from '../../../domain/esign/dtos.ts';
import type { PersonRow, SendPeople, StepField } from './send-form-people.ts';

/**
 * The people of the send form besides the signer's own fields: the steps typed for the signer
 * and the countersigner, and the rows added under More people (each with its own step).
 */
export function useSendPeople(options: {
  signer: { name: string; email: string };
  countersignerId: string;
  countersigners: readonly CountersignerDto[] | undefined;
}) {
  const [signerStep, setSignerStep] = useState<string | null>(null);
  const [countersignerStep, setCountersignerStep] = useState<string | null>(null);
  const [more, setMore] = useState<PersonRow[]>([]);
  const { signer, countersignerId, countersigners } = options;
  const countersigner = countersigners?.find((staff) => staff.id === countersignerId);

  const people: SendPeople = {
    signer: { ...signer, step: signerStep },
    countersigner: countersignerId
      ? { name: countersigner?.name ?? '', step: countersignerStep }
      : null,
    more,
  };

  function changeStep(field: StepField, step: string) {
    if (field === 'signerStep') setSignerStep(step);
    else if (field === 'countersignerStep') setCountersignerStep(step);
    else {
      const index = Number(field.split('.')[1]);
      setMore((rows) => rows.map((row, at) => (at === index ? { ...row, step } : row)));
    }
  }

  return { people, setMore, changeStep };
}
