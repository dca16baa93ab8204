/**
 * What markdown-it gets for `linkify-it` in the script-tag bundle (`rollup.config.mjs`): our
 * instance runs with `linkify: false` (src/markdown/markdown.ts), so markdown-it builds one of these
 * and never asks it anything; nothing looks like a link to it. Leaves out linkify-it and the
 * Unicode tables only it uses (about 12 KiB minified).
 */
export default class LinkifyOff {
  pretest(): boolean {
    return false;
  }
  test(): boolean {
    return false;
  }
  match(): null {
    return null;
  }
  matchAtStart(): null {
    return null;
  }
  set(): this {
    return this;
  }
  add(): this {
    return this;
  }
  tlds(): this {
    return this;
  }
}
