import type { NewPartner } from '../modules/partners/partners.table.ts';
import type { NewNdaTemplate } from '../modules/templates/templates.table.ts';
import {
  HEALTHCARE_PARTNER_NDA_TEXT,
  MUTUAL_NDA_TEXT,
  ONE_WAY_NDA_TEXT,
} from './demo-templates.ts';

/** Fictional organisations for the demo database (example.org addresses, 555 numbers). */
export const DEMO_PARTNERS: Partial<NewPartner>[] = [
  {
    companyName: 'Gulf Coast Children’s Hospital',
    contactName: 'Dr. Maya Patel',
    email: 'partnerships@gulfcoast-childrens.example.org',
    phone: '(555) 014-2200',
    address: '6621 Fannin Street, Houston, TX 77030',
  },
  {
    companyName: 'Lone Star Robotics',
    contactName: 'Jordan Reyes',
    email: 'jordan.reyes@lonestar-robotics.example.org',
    phone: '(555) 013-8841',
    address: '500 Research Parkway, Austin, TX 78758',
  },
  {
    companyName: 'Hill Country Learning Foundation',
    contactName: 'Sam Whitaker',
    email: 'grants@hillcountry-learning.example.org',
    phone: '(555) 017-3390',
    address: '12 Mercer Street, Dripping Springs, TX 78620',
  },
];

/** Written by us in plain English; the full texts are in demo-templates.ts. */
export const DEMO_TEMPLATES: Partial<NewNdaTemplate>[] = [
  { name: 'Mutual NDA', isDefault: true, content: MUTUAL_NDA_TEXT },
  { name: 'One-way NDA', content: ONE_WAY_NDA_TEXT },
  { name: 'Healthcare Partner NDA', content: HEALTHCARE_PARTNER_NDA_TEXT },
];
