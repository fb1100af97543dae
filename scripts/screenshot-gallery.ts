/** One picture of the gallery: a page at one width in one theme, as a file beside index.html. */
export type Shot = { page: string; width: number; theme: string; file: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/**
 * index.html for the screenshots folder: plain HTML and CSS, no scripts, so it opens from the
 * disk in any browser. One row per page; each picture links to the full-size file and says its
 * page, width and theme underneath.
 */
export function galleryHtml(shots: Shot[]): string {
  const pages = [...new Set(shots.map((shot) => shot.page))];
  const rows = pages.map((page) => {
    const figures = shots
      .filter((shot) => shot.page === page)
      .map((shot) => {
        const caption = `${shot.page} · ${shot.width} px · ${shot.theme} theme`;
        return `      <figure>
        <a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(caption)}" loading="lazy"></a>
        <figcaption><strong>${escapeHtml(shot.page)}</strong><br>${shot.width} px · ${escapeHtml(shot.theme)} theme</figcaption>
      </figure>`;
      });
    return `    <section>
      <h2>${escapeHtml(page)}</h2>
      <div class="grid">
${figures.join('\n')}
      </div>
    </section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Screenshots: ${pages.length} pages</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1f2328; background: #f6f7f9; }
    h1 { font-size: 1.5rem; }
    h2 { font-size: 1.1rem; margin: 2rem 0 0.75rem; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 1rem; align-items: start; }
    figure { margin: 0; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 0.5rem; }
    img { display: block; width: 100%; height: 480px; object-fit: cover; object-position: top; border: 1px solid #eaeef2; }
    figcaption { margin-top: 0.5rem; font-size: 0.875rem; }
  </style>
</head>
<body>
  <h1>Screenshots: ${pages.length} pages, ${shots.length} pictures</h1>
  <p>Full-page pictures at 390 px (phone) and 1280 px (desktop), in the default and the dark theme. Open a picture for its full length.</p>
  <main>
${rows.join('\n')}
  </main>
</body>
</html>
`;
}
