// `npm run manifest` writes custom-elements.json from the elements' class JSDoc and Lit properties.
import { cssProperties, eventDetails } from './scripts/element-sources.mjs';

export default {
  globs: ['src/elements/question-set.ts', 'src/elements/question-form.ts'],
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The analyzer takes a dispatched event's first constructor argument for its name; ours take
      // the detail. Keep the events the class JSDoc names (@fires), which carry their types.
      name: 'documented-events-only',
      packageLinkPhase: ({ customElementsManifest }) =>
        customElementsManifest.modules
          .flatMap((m) => m.declarations ?? [])
          .forEach((d) => d.events && (d.events = d.events.filter((e) => e.name && e.description))),
    },
    {
      // Each custom property's default, read from the stylesheet's `var()` fallbacks (the dark
      // scheme's, where it differs, in the description): the JSDoc names the property only.
      name: 'css-property-defaults',
      packageLinkPhase: ({ customElementsManifest }) => {
        const defaults = cssProperties();
        for (const d of customElementsManifest.modules.flatMap((m) => m.declarations ?? []))
          for (const p of d.cssProperties ?? []) {
            const found = defaults.get(p.name);
            if (!found) continue;
            p.default = found.default;
            if (found.dark && !p.description?.includes('In the dark scheme'))
              p.description = `${p.description ?? ''} In the dark scheme: \`${found.dark}\`.`.trim();
          }
      },
    },
    {
      // Each event's \`detail\`, written out from its class in src/elements/events.ts: the event
      // type stays the class a listener receives, the description gives the detail's shape.
      name: 'event-details',
      packageLinkPhase: ({ customElementsManifest }) => {
        const details = eventDetails();
        for (const d of customElementsManifest.modules.flatMap((m) => m.declarations ?? []))
          for (const e of d.events ?? []) {
            const found = details.get(e.name);
            if (!found || e.description?.includes('`detail`: `{')) continue;
            e.type = { text: found.event };
            e.description = `${e.description ?? ''} \`detail\`: \`${found.shape}\``.trim();
          }
      },
    },
    {
      // `#private` members are no API: leave them out.
      name: 'no-private-members',
      packageLinkPhase: ({ customElementsManifest }) =>
        customElementsManifest.modules
          .flatMap((m) => m.declarations ?? [])
          .forEach((d) => d.members && (d.members = d.members.filter((m) => !m.name.startsWith('#')))),
    },
    {
      // The manifest names what a user imports, not our sources: both classes are exported by
      // `dist/npm/elements.js` (`question-elements/elements`, types in `dist/types/elements.d.ts`),
      // and `dist/npm/index.js` (`question-elements`) defines their tags with `define()`, which
      // the analyzer does not follow.
      name: 'shipped-modules',
      packageLinkPhase: ({ customElementsManifest }) => {
        const classes = 'dist/npm/elements.js';
        const { modules } = customElementsManifest;
        const declarations = modules.flatMap((m) => m.declarations ?? []);
        const names = modules
          .flatMap((m) => m.exports ?? [])
          .filter((e) => e.kind === 'js')
          .map((e) => e.name);
        const shipped = (node) => {
          if (!node || typeof node !== 'object') return;
          if (typeof node.module === 'string' && /^\/?src\/elements\//.test(node.module))
            node.module = classes;
          Object.values(node).forEach(shipped);
        };
        shipped(declarations);
        const exported = (kind, name, declaration) => ({
          kind,
          name,
          declaration: { name: declaration, module: classes },
        });
        customElementsManifest.modules = [
          {
            kind: 'javascript-module',
            path: classes,
            declarations,
            exports: names.map((name) => exported('js', name, name)),
          },
          {
            kind: 'javascript-module',
            path: 'dist/npm/index.js',
            declarations: [],
            exports: declarations
              .filter((d) => d.tagName)
              .map((d) => exported('custom-element-definition', d.tagName, d.name)),
          },
        ];
      },
    },
  ],
};
