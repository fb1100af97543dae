/** "12 months", "1 month". */
export const termLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Where the NDA's term stands: "123 days left", "Ends today", "Ended 5 days ago". */
export function termStatusLabel(daysLeft: number | null): string {
  if (daysLeft === null) return 'No end date';
  if (daysLeft > 0) return `${days(daysLeft)} left`;
  if (daysLeft === 0) return 'Ends today';
  return `Ended ${days(-daysLeft)} ago`;
}
