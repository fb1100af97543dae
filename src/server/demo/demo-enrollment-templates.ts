import type { NewNdaTemplate } from '../modules/templates/templates.table.ts';

/**
 * The enrollment agreement a family signs after accepting a seat (ADR 048), in English and in
 * Spanish: staff choose the one in the family's language. Short sentences, one promise each.
 */
const ENGLISH = `ENROLLMENT AGREEMENT

This agreement is between [COMPANY] and [GUARDIANS], the parents or guardians of [LEARNER]. It starts on [EFFECTIVE_DATE].

THE SEAT
1. [LEARNER] has a seat at [CAMPUS], starting in [START_TERM].
2. The seat is for one school year. We ask every spring whether you want the next year.

WHAT WE DO
3. We teach [LEARNER] in small groups, with the support written in their learning plan.
4. We tell you the same day about anything that affects your child's safety or health.
5. We keep your child's records private. Only staff who work with your child read them.

WHAT YOU DO
6. You tell us about changes in health, medicine, contacts or support needs.
7. You pay the term fees by the dates on the fee sheet, or ask us about a payment plan.
8. You collect your child on time, or tell us who collects them.

LEAVING
9. You can end this agreement with 30 days' notice in writing.
10. We end it only after meeting with you and giving you 30 days' notice in writing.
`;

const SPANISH = `CONTRATO DE INSCRIPCIÓN

Este contrato es entre [COMPANY] y [GUARDIANS], padres o tutores de [LEARNER]. Empieza el [EFFECTIVE_DATE].

EL LUGAR
1. [LEARNER] tiene un lugar en el [CAMPUS], desde el período de [START_TERM].
2. El lugar es por un año escolar. Cada primavera le preguntamos si quiere el año siguiente.

LO QUE HACEMOS NOSOTROS
3. Enseñamos a [LEARNER] en grupos pequeños, con el apoyo de su plan de aprendizaje.
4. Le avisamos el mismo día de todo lo que afecte la seguridad o la salud de su hijo o hija.
5. Guardamos en privado los registros de su hijo o hija. Solo los lee el personal que trabaja con él o ella.

LO QUE HACE USTED
6. Nos avisa de cambios de salud, medicinas, contactos o necesidades de apoyo.
7. Paga las cuotas del período en las fechas de la hoja de cuotas, o nos pide un plan de pagos.
8. Recoge a su hijo o hija a tiempo, o nos dice quién lo recoge.

SALIDA
9. Puede terminar este contrato con 30 días de aviso por escrito.
10. Nosotros lo terminamos solo después de reunirnos con usted y darle 30 días de aviso por escrito.
`;

export const DEMO_ENROLLMENT_TEMPLATES: Partial<NewNdaTemplate>[] = [
  { name: 'Enrollment agreement (English)', content: ENGLISH },
  { name: 'Enrollment agreement (Spanish)', content: SPANISH },
];
