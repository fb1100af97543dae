/** The h2 that opens a tab panel; the tab names the panel, the heading starts its outline. */
export function PanelTitle({ children }: { children: string }) {
  return <h2 className="mb-4 text-xl font-semibold text-ink md:text-2xl">{children}</h2>;
}
