// A Rollup plugin that lowers the standard decorators of our sources (`@property() accessor x`)
// with TypeScript before esbuild sees the module. esbuild lowers decorators too, but then also
// turns every private member of the decorated class into WeakMap helpers (`this.#x()` becomes
// `__privateMethod(this, _x, x_fn).call(this)`); TypeScript keeps them native, which ES2022 has.
import ts from 'typescript';
import { sep } from 'node:path';

/** @param {{ dir: string }} options  only modules under this folder are touched */
export function lowerDecorators({ dir }) {
  const root = dir.endsWith(sep) ? dir : dir + sep;
  return {
    name: 'lower-decorators',
    transform(code, id) {
      // a class member decorated as ours are (`@property() accessor x`); not `@media` in a css template
      if (
        !id.startsWith(root) ||
        !id.endsWith('.ts') ||
        !/^\s*@\w+\(.*\)\s+(accessor|static|get|set)\b/m.test(code)
      )
        return null;
      const { outputText, sourceMapText } = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          useDefineForClassFields: true,
          verbatimModuleSyntax: true,
          sourceMap: true,
        },
      });
      return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'), map: sourceMapText };
    },
  };
}
