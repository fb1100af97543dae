import { describe, expect, it } from 'vitest';
import { PURPOSE_HINT } from '../../domain/documents/documents.ts';
import { templateInput, TEMPLATE_PLACEHOLDERS } from '../../domain/templates/templates.ts';
import { ENROLLMENT_PLACEHOLDERS } from '../../domain/esign/enrollment-agreement.ts';
import { DEMO_TEMPLATES } from './demo-content.ts';
import { DEMO_ENROLLMENT_TEMPLATES } from './demo-enrollment-templates.ts';
import { DEMO_DOCUMENTS } from './demo-documents.ts';

const isCapitalsLine = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase();

describe('demo templates', () => {
  it('are the three agreements we ship, with the mutual NDA as the only default', () => {
    expect(DEMO_TEMPLATES.map((template) => template.name)).toEqual([
      'Mutual NDA',
      'One-way NDA',
      'Healthcare Partner NDA',
    ]);
    expect(DEMO_TEMPLATES.filter((template) => template.isDefault)).toHaveLength(1);
    expect(DEMO_TEMPLATES[0]!.isDefault).toBe(true);
  });

  for (const template of DEMO_TEMPLATES) {
    const content = template.content!;
    const lines = content.split('\n').filter((line) => line.trim() !== '');

    it(`${template.name}: passes the template form rules and uses every placeholder`, () => {
      expect(templateInput.safeParse(template).success).toBe(true);
      for (const { token } of TEMPLATE_PLACEHOLDERS) expect(content).toContain(token);
    });

    it(`${template.name}: has a title in capitals, headings in capitals and clauses numbered 1, 2, 3...`, () => {
      expect(isCapitalsLine(lines[0]!)).toBe(true);
      expect(lines[0]).toMatch(/AGREEMENT$/);
      const headings = lines.slice(1).filter(isCapitalsLine);
      expect(headings.length).toBeGreaterThanOrEqual(4);
      for (const heading of headings) expect(heading.length).toBeLessThanOrEqual(40);
      const numbers = lines
        .map((line) => /^(\d+)\. /.exec(line)?.[1])
        .filter((value) => value !== undefined)
        .map(Number);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(numbers.length).toBeGreaterThanOrEqual(10);
    });
  }

  it('the enrollment agreements, in English and Spanish, use every enrollment placeholder', () => {
    for (const template of DEMO_ENROLLMENT_TEMPLATES) {
      expect(templateInput.safeParse(template).success).toBe(true);
      for (const { token } of ENROLLMENT_PLACEHOLDERS) expect(template.content).toContain(token);
      expect(template.content).toContain('[COMPANY]');
      expect(template.content).toContain('[EFFECTIVE_DATE]');
      expect(template.isDefault).toBeUndefined();
    }
  });

  // Signed PDFs once read "in order to Evaluating eye-tracking reading aids": the hint asked for a
  // noun phrase where every template's sentence needs the words after "in order to".
  it('every template asks for the purpose where "in order to" leads into it, as the hint says', () => {
    for (const template of DEMO_TEMPLATES) {
      const sentences = template.content!.split('[PURPOSE]').slice(0, -1);
      expect(sentences.length).toBeGreaterThan(0);
      for (const before of sentences) expect(before).toMatch(/ in order to $/);
    }
    expect(PURPOSE_HINT).toContain('in order to');
    expect(PURPOSE_HINT).toMatch(/For example: [a-z]+ /);
  });

  it('every demo purpose finishes that sentence: a lower-case verb first, no -ing, no full stop', () => {
    for (const { purpose } of DEMO_DOCUMENTS) {
      const firstWord = purpose.split(' ')[0]!;
      expect(firstWord, purpose).toMatch(/^[a-z][a-z-]*$/);
      expect(firstWord, purpose).not.toMatch(/ing$/);
      expect(purpose, purpose).not.toMatch(/[.!?]$/);
    }
  });

  it('the healthcare template covers PHI, minimum necessary, a BAA, breach notice and return or destruction', () => {
    const healthcare = DEMO_TEMPLATES[2]!.content!;
    expect(healthcare).toContain('Protected Health Information');
    expect(healthcare).toContain('minimum PHI necessary');
    expect(healthcare).toContain('business associate agreement');
    expect(healthcare).toMatch(/notify the Disclosing Party in writing within 5 business days/);
    expect(healthcare).toContain('return or securely destroy all PHI');
  });
});
