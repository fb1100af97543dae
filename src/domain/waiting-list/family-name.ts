/**
 * A family in one line, as the staff pages name them: the parent or guardian (K-12 forms ask
 * for one) for the learner, or the learner alone. "Ana López for Sofía López".
 */
export function familyName(entry: {
  firstName: string;
  lastName: string;
  parentGuardianName: string | null;
}): string {
  const learner = `${entry.firstName} ${entry.lastName}`.replace(/\s+/g, ' ').trim();
  const guardian = entry.parentGuardianName?.replace(/\s+/g, ' ').trim();
  return guardian ? `${guardian} for ${learner}` : learner;
}
