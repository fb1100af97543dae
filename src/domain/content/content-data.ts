/**
 * A content module as page data: its values without its helper functions. A prerendered page's
 * build-time loader returns its copy this way, so React Router writes it into the page's HTML
 * instead of the page's JavaScript (ADR 012); functions cannot travel that way.
 */
export type ContentData<M> = {
  readonly [K in keyof M as M[K] extends (...args: never[]) => unknown ? never : K]: M[K];
};

export function contentData<M extends object>(module: M): ContentData<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => typeof value !== 'function'),
  ) as ContentData<M>;
}
