import { creditBasisSentence } from '../../../domain/crm/credit-rules.ts';
import { Checkbox } from '../../ui/checkbox.tsx';

export interface CreditBasisSwitchProps {
  /** Tells the LYBUNT, SYBUNT and capacity switches apart on one page. */
  id: string;
  includeSoftCredit: boolean;
  onChange: (includeSoftCredit: boolean) => void;
}

/** Whether a report adds gifts credited (soft credit) to gifts given; the CSV follows it. */
export function CreditBasisSwitch({ id, includeSoftCredit, onChange }: CreditBasisSwitchProps) {
  return (
    <Checkbox
      id={id}
      label="Include soft credit"
      hint="Also count gifts others gave that credit these donors, such as a spouse’s gift."
      checked={includeSoftCredit}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Said above each report's figures, so nobody has to guess what they count. */
export function CreditBasisSentence({ includeSoftCredit }: { includeSoftCredit: boolean }) {
  return <p className="font-medium text-ink">{creditBasisSentence(includeSoftCredit)}</p>;
}
