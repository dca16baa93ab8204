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
  ],
};
