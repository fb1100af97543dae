// Placeholder while the page is written (replaced before this lands).
export default function Page() {
  return null;
}
