/**
 * Hostile strings for the safety suite. Every payload that could run sets `window.__pwned`; every
 * image points at an address that must never be requested.
 */

export const IMAGE_URL = 'http://127.0.0.1:9/never-loaded.png';

/** Markdown and HTML that must not become script, handlers, unsafe links, styles or images. */
export const PAYLOADS: string[] = [
  '[plain](javascript:window.__pwned=1)',
  '[upper](JAVASCRIPT:window.__pwned=1)',
  '[mixed](JaVaScRiPt:window.__pwned=1)',
  '[decimal entity](&#106;avascript:window.__pwned=1)',
  '[hex entity](&#x6A;avascript:window.__pwned=1)',
  '[named colon](javascript&colon;window.__pwned=1)',
  '[tab](<java\tscript:window.__pwned=1>)',
  '[newline](<java\nscript:window.__pwned=1>)',
  '[percent](%6Aavascript:window.__pwned=1)',
  '[spaces](   javascript:window.__pwned=1)',
  '[angle](<javascript:window.__pwned=1>)',
  '[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)',
  '[vb](vbscript:msgbox(1))',
  '[file](file:///etc/passwd)',
  '<javascript:window.__pwned=1>',
  '[ref link][evil]\n\n[evil]: javascript:window.__pwned=1',
  '[ref data][d]\n\n[d]: data:text/html,<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '</script><script>window.__pwned=1</script>',
  '<svg onload="window.__pwned=1"><circle r="1"/></svg>',
  '<a href="javascript:window.__pwned=1">raw link</a>',
  '<div onclick="window.__pwned=1" onmouseover="window.__pwned=1">handler</div>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<style>* { display: none !important; }</style>',
  '<details open ontoggle="window.__pwned=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1">',
  `![pixel](${IMAGE_URL})`,
  `![ref pixel][p]\n\n[p]: ${IMAGE_URL}`,
  '[fine](https://example.com/ok) and [mail](mailto:someone@example.com)',
];

/** One-line variants (labels, headers and attributes take one line). */
export const INLINE_PAYLOADS = PAYLOADS.map((p) => p.replace(/\n+/g, ' '));
