// `npm run manifest` writes custom-elements.json from the elements' class JSDoc and Lit properties.
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
      // `#private` members are no API: leave them out.
      name: 'no-private-members',
      packageLinkPhase: ({ customElementsManifest }) =>
        customElementsManifest.modules
          .flatMap((m) => m.declarations ?? [])
          .forEach((d) => d.members && (d.members = d.members.filter((m) => !m.name.startsWith('#')))),
    },
    {
      // The tags are defined by `define()` (from the package's main entry), which the analyzer does
      // not follow: name each class's tag as a custom-element-definition export of its module.
      name: 'custom-element-definitions',
      packageLinkPhase: ({ customElementsManifest }) => {
        for (const module of customElementsManifest.modules) {
          for (const d of module.declarations ?? []) {
            if (!d.tagName) continue;
            (module.exports ??= []).push({
              kind: 'custom-element-definition',
              name: d.tagName,
              declaration: { name: d.name, module: module.path },
            });
          }
        }
      },
    },
  ],
};
