/**
 * Cross-site scripting vectors for the report body: each one, if it ran, would call alert() or set
 * window.__xss. Drawn from the OWASP XSS filter-evasion cheat sheet, PortSwigger's XSS cheat sheet
 * and DOMPurify's published mutation-XSS cases; generated per tag and event handler where the
 * pattern is the same.
 */
const RUN = 'window.__xss=1';

const tagsWithHandlers: [string, string][] = [
  ['img src=x', 'onerror'],
  ['image src=x', 'onerror'],
  ['video src=x', 'onerror'],
  ['audio src=x', 'onerror'],
  ['source src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onload'],
  ['iframe', 'onload'],
  ['object data=x', 'onerror'],
  ['input autofocus', 'onfocus'],
  ['select autofocus', 'onfocus'],
  ['textarea autofocus', 'onfocus'],
  ['button autofocus', 'onfocus'],
  ['a href=# autofocus tabindex=1', 'onfocus'],
  ['div tabindex=1 autofocus', 'onfocus'],
  ['details open', 'ontoggle'],
  ['marquee', 'onstart'],
  ['div', 'onmouseover'],
  ['p', 'onclick'],
  ['table background=x', 'onerror'],
  ['td', 'onmouseenter'],
  ['h1', 'onpointerover'],
  ['style', 'onload'],
  ['link rel=stylesheet href=x', 'onerror'],
  ['frameset', 'onload'],
  ['math', 'onmouseover'],
  ['div style="animation-name:spin;animation-duration:1s"', 'onanimationstart'],
  ['img src=/report-default.svg', 'onload'],
];

const handlerVectors = tagsWithHandlers.flatMap(([tag, handler]) => {
  const name = tag.split(' ')[0];
  return [
    `<${tag} ${handler}="${RUN}">x</${name}>`,
    `<${tag} ${handler.toUpperCase()}=${RUN.replace('=', '&#61;')}>x</${name}>`,
    `<${tag}/${handler}=alert(1)>`,
  ];
});

const urlVectors = [
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="java&#x09;script:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="javascript&colon;alert(1)">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>parent.alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//"><a href="x">x</a>',
  '<isindex action="javascript:alert(1)" type="submit">',
  '<math href="javascript:alert(1)">x</math>',
];

const scriptVectors = [
  `<script>${RUN}</script>`,
  '<ScRiPt>alert(1)</ScRiPt>',
  '<script src="data:,alert(1)"></script>',
  '<script/x>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<script>/*</script><script>*/alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><script href="data:,alert(1)"></script></svg>',
];

const svgVectors = [
  '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="alert(1)"></set></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"></animate></svg>',
  '<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>',
  '<svg><image href="x" onerror="alert(1)"></image></svg>',
  '<svg><style>@import url(javascript:alert(1))</style></svg>',
];

const cssVectors = [
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<style>@keyframes spin{}</style><div style="animation:spin 1s" onanimationstart="alert(1)">x</div>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<div style="-moz-binding:url(data:text/xml,x)">x</div>',
];

const mutationVectors = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<listing>&lt;img src=1 onerror=alert(1)&gt;</listing>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<template><img src=x onerror=alert(1)></template>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a title="<img src=x onerror=alert(1)>">x</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<table><td><svg><style><img src=x onerror=alert(1)></style></svg></td></table>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<p>x</p><iframe/src="javascript:alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<div id="x">&lt;img src=x onerror=alert(1)&gt;</div>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
];

export const XSS_VECTORS: readonly string[] = [
  ...handlerVectors,
  ...urlVectors,
  ...scriptVectors,
  ...svgVectors,
  ...cssVectors,
  ...mutationVectors,
];
