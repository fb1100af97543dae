/**
 * Fictional people and organisations for the demo CRM: example.org addresses, 555 numbers and
 * names that belong to nobody in particular. Combined by a seeded random generator, so every
 * demo database holds the same donors.
 */
export const DEMO_FIRST_NAMES = [
  'Amelia',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Elena',
  'Farah',
  'Gabriel',
  'Hana',
  'Isaac',
  'Jamila',
  'Kenji',
  'Lucia',
  'Marcus',
  'Nadia',
  'Omar',
  'Paloma',
  'Quentin',
  'Rosa',
  'Samuel',
  'Tamsin',
  'Uriel',
  'Valeria',
  'Wesley',
  'Ximena',
  'Yusuf',
  'Zara',
  'Aiden',
  'Beatriz',
  'Caleb',
  'Delia',
];

export const DEMO_LAST_NAMES = [
  'Alvarez',
  'Bennett',
  'Castillo',
  'Delgado',
  'Ellison',
  'Fontaine',
  'Garza',
  'Holloway',
  'Ibarra',
  'Jennings',
  'Kowalski',
  'Lindqvist',
  'Moreno',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quintero',
  'Reyes',
  'Sandoval',
  'Thibodeaux',
  'Underwood',
  'Villarreal',
  'Whitfield',
  'Yates',
];

/** Organisation donors: [name, type]. */
export const DEMO_ORGANISATIONS = [
  ['Gulf Coast Community Foundation', 'foundation'],
  ['Hill Country Learning Trust', 'foundation'],
  ['Brazos Family Foundation', 'foundation'],
  ['Lone Star Neurodiversity Fund', 'foundation'],
  ['Bayou Robotics Inc.', 'corporation'],
  ['Prairie Health Partners', 'corporation'],
  ['Pecos Energy Services', 'corporation'],
  ['Galveston Bay Credit Union', 'corporation'],
  ['Cypress Software Group', 'corporation'],
  ['Texas Workforce Innovation Office', 'government'],
  ['Hays County Education Grants', 'government'],
] as const;

export const DEMO_CITIES = [
  ['Houston', '770'],
  ['Austin', '787'],
  ['The Woodlands', '773'],
  ['Kemah', '775'],
  ['Dripping Springs', '786'],
  ['San Antonio', '782'],
  ['Galveston', '775'],
] as const;

export const DEMO_STREETS = [
  'Oak Lane',
  'Bluebonnet Drive',
  'Cedar Street',
  'Live Oak Way',
  'Pecan Court',
];

export const DEMO_STAFF = ['Jordan Ellis', 'Maya Thompson', 'Chris Navarro'];

export const DEMO_SOURCES = [
  'Gala 2024',
  'Website',
  'Board referral',
  'Campus tour',
  'Grant research',
];

export const DEMO_INTERACTION_SUBJECTS = {
  call: ['Thank-you call', 'Check-in on campus plans', 'Pledge reminder call'],
  email: ['Sent the Phase 1 update', 'Shared the research campus renderings'],
  meeting: ['Lunch with the development director', 'Campus site visit'],
  event: ['Attended the spring open house', 'Joined the investor briefing'],
  letter: ['Mailed the annual report'],
  other: ['Met at a community STEM fair'],
} as const;

export const DEMO_OUTCOMES = [
  'Interested in the K-12 academy',
  'Asked for the campus split figures',
  'Will consider a multi-year pledge',
  'Prefers email updates',
  'Wants to tour the Bridge Campus',
];
