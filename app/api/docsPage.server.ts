/**
 * A readable, self-contained page for /api/docs, generated from the OpenAPI document (no CDN: the
 * site must work with no outside network).
 */
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<string, { summary?: string; description?: string; parameters?: Parameter[]; responses?: Record<string, { description?: string }> }>
  >;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderDocsPage(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? []).map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`).join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><strong>${status}</strong> ${escapeHtml(r.description ?? '')}</li>`)
        .join('');
      return `<section><h2><span class="method">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? '')}${op.description ? ` — ${escapeHtml(op.description)}` : ''}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}<h3>Responses</h3><ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API reference</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0b1630;background:#fbf8f1}
h1{font-family:Georgia,serif}section{border-top:1px solid #b89545;padding:.5rem 0}h2{font-size:1.1rem}.method{display:inline-block;min-width:4.5rem;color:#6b4e12}code{font-size:.95em}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${operations.join('\n')}</main></body></html>`;
}
