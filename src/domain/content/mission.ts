import { MISSION_SLOGAN } from './site-shell.ts';

/**
 * The mission (public spec §1), shown on the home page and the about page. The slogan itself
 * lives with the words of the header and footer (site-shell.ts), which every page loads anyway:
 * the footer shows it without loading this module (the home page's script budget, ADR 016).
 */
export { MISSION_SLOGAN };

export const MISSION = {
  title: 'Our mission',
  slogan: MISSION_SLOGAN,
  statement:
    'We help learners who think differently learn science, technology, engineering and math (STEM). We teach from kindergarten all the way to research after college.',
  paragraphs: [
    'Many learners with ADHD (attention deficit hyperactivity disorder), autism, dyslexia or other differences are strong at science and math. Many schools are not built for the way they learn. We are building schools that are.',
    'We change the school, not the learner: class sizes, rooms, timetables and teaching methods are planned around how our students learn.',
  ],
} as const;
