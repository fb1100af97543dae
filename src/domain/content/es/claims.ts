import type * as en from '../claims.ts';
import type { Claim } from '../claims.ts';
import type { Translated } from '../translated.ts';

export type { Claim, ClaimId } from '../claims.ts';

/**
 * The marketing claims of the public spec §1 in Spanish, with the same figures. A "+" after a
 * count or an amount ("15+", "$5M+") is written "más de" (more than), the usual Spanish form;
 * "$5M" and "$45K" become "$5 millones" and "$45,000". `text` always starts with `figure`.
 */
const claim = (figure: string, label: string, text = `${figure} ${label}`): Claim => ({
  figure,
  label,
  text,
});

export const CLAIMS: Translated<typeof en.CLAIMS> = {
  needBasedAid: claim('100%', 'de ayuda disponible según la necesidad económica'),
  studentsReceivingAid: claim('75%', 'de los estudiantes reciben ayuda'),
  graduateDebt: claim('$0', 'de deuda promedio al graduarse'),
  /** The home page counts 15+ partners; the college page counts 50+ (spec §1). */
  industryPartnersHome: claim('más de 15', 'aliados de la industria'),
  industryPartnersCollege: claim('más de 50', 'aliados de la industria'),
  internships: claim('más de 200', 'puestos de prácticas profesionales'),
  jointResearch: claim('más de $5 millones', 'en investigación conjunta'),
  familiesNearby: claim('más de 4,200', 'familias a menos de 100 millas'),
  potentialBridgeStudents: claim('más de 1,200', 'posibles estudiantes del Campus Bridge'),
  /** "Projected" on the home page; the college page says "job placement" (spec §1). */
  graduateEmployment: claim('85%', 'de empleo previsto para los graduados'),
  jobPlacement: claim('85%', 'de colocación laboral'),
  startingSalary: claim('más de $45,000', 'de salario inicial promedio'),
  economicImpact: claim('más de $75 millones', 'de impacto económico para 2030'),
  classSize: claim('12', 'estudiantes como máximo por clase', 'máximo 12 estudiantes por clase'),
  facility: claim('200,000 pies cuadrados', 'de instalaciones'),
  pediatricSubspecialties: claim('más de 20', 'subespecialidades pediátricas'),
  futureExpansion: claim('75 acres', 'para crecer en el futuro'),
};

/**
 * None of the campuses is open yet, so readers who take figures literally are told what the
 * figures are: goals and estimates, not results.
 */
export const PROJECTION_NOTE: Translated<typeof en.PROJECTION_NOTE> =
  'Estas cifras son nuestros planes, metas y estimaciones. Planeamos abrir nuestro primer campus en otoño de 2026.';

/** Investor tiers (spec §9), largest first: each tier is that amount or more. */
export const INVESTOR_TIERS: Translated<typeof en.INVESTOR_TIERS> = [
  '$1 millón o más',
  '$250,000 o más',
  '$50,000 o más',
];
