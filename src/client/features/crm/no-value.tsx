/** An empty cell or field says "None" to screen readers instead of nothing at all. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">None</span>
    </>
  );
}
