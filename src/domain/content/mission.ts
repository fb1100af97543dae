/**
 * The mission (public spec §1), shown on the home page, the about page and in the footer. Apart
 * from about.ts so that every page can show the slogan without loading the about page's copy.
 */
export const MISSION_SLOGAN = 'Empowering Every Mind. Re-Engineering STEM Education';

export const MISSION = {
  title: 'Our mission',
  slogan: MISSION_SLOGAN,
  statement:
    'We help learners who think differently study science, technology, engineering and math, from kindergarten to doctoral research.',
  paragraphs: [
    'Many learners with ADHD, autism, dyslexia and similar profiles are strong at science and math. Many schools are not built for the way they learn. We are building schools that are.',
    'We change the school, not the learner: class sizes, rooms, timetables and teaching methods are planned around how our students learn.',
  ],
} as const;
