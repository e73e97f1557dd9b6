/**
 * Markup for the sanitizer's specs (spec/dom/Markup.spec.ts in happy-dom, e2e/xss.e2e.ts in
 * Chromium): `HOSTILE` markup runs `window.__xss = 1` if any of it survives as code; `KEPT`
 * pairs formatting markup with what `Lib.dom.Markup.sanitize` returns for it.
 */

/** Markup that sets `window.__xss` (or `parent.__xss`) if anything of it runs. */
export const HOSTILE: string[] = [
  // Scripts, however written.
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC="data:text/javascript,window.__xss=1"></SCRIPT>',
  '<template><script>window.__xss=1</script></template>',
  // Event handler attributes.
  '<img src=x onerror=window.__xss=1>',
  '<img src=x onerror="window.__xss=1"//',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>x</details>',
  '<input autofocus onfocus=window.__xss=1>',
  '<div onmouseover="window.__xss=1" style="width:80px;height:20px">hover</div>',
  '<video><source onerror=window.__xss=1></video>',
  // Script URLs, plain and obfuscated.
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">x</a>',
  '<a href="java&#x09;script:window.__xss=1">x</a>',
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  '<a href="javascript&colon;window.__xss=1">x</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">x</a>',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<button formaction="javascript:window.__xss=1">x</button>',
  // Frames, objects and document-level elements.
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  // SVG and MathML.
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x=10 y=10>x</text></a></svg>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<math href="javascript:window.__xss=1">x</math>',
  // Mutation XSS: markup that changes meaning when serialized and parsed again (the bypasses
  // of earlier DOMPurify versions, from its advisories and Michał Bentkowski's write-ups).
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss=1&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg><style><img src=x onerror=window.__xss=1></style></svg>',
  '<svg><p><style><g title="</style><img src=x onerror=window.__xss=1>">',
  '<!--><img src=x onerror=window.__xss=1>-->',
  '<xmp><img src=x onerror=window.__xss=1></xmp>',
  '<noembed><img src=x onerror=window.__xss=1></noembed>',
  '<title><img src=x onerror=window.__xss=1></title>',
  '<style><img src=x onerror=window.__xss=1></style>',
];

/** Formatting markup and what sanitizing leaves of it (all of it, but `rel` on a new window). */
export const KEPT: Array<[string, string]> = [
  ['<b>b</b> <i>i</i> <em>e</em> <strong>s</strong> <u>u</u>', ''],
  ['<span class="x-grid-cell-special" style="color:red;font-weight:bold">s</span>', ''],
  ['<div><p>p</p><br>line</div>', ''],
  ['<ul><li>a</li></ul><ol><li>b</li></ol>', ''],
  [
    '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    '',
  ],
  ['<a href="https://example.com/?q=1&amp;r=2">w</a>', ''],
  ['<a href="mailto:lisa@simpsons.com">m</a> <a href="/users/7">r</a> <a href="#top">t</a>', ''],
  [
    '<img src="https://example.com/a.png" alt="a"><img src="icons/a.png"><img src="data:image/png;base64,iVBORw0KGgo=">',
    '',
  ],
  [
    '<a href="https://example.com" target="_blank">n</a>',
    '<a href="https://example.com" target="_blank" rel="noopener">n</a>',
  ],
  ['<div data-qtip="tip" aria-label="l" title="t">x</div>', ''],
  ['<input type="checkbox" checked="" disabled="">', ''],
  ['<h1>t</h1><pre><code>c</code></pre><hr>', ''],
].map(([html, out]) => [html, out || html]);
