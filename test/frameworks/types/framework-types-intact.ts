// The augmentations merge with the frameworks' own types and shadow none of them.
import 'question-elements';
import type { HTMLAttributes as VueHTMLAttributes } from 'vue';
import type { HTMLAttributes as PreactHTMLAttributes } from 'preact';
import type { HTMLAttributes as SvelteHTMLAttributes } from 'svelte/elements';
import type { HTMLAttributes as ReactHTMLAttributes } from 'react';

export const vue: VueHTMLAttributes = { id: 'a', onClick: (e: MouseEvent) => e.button };
export const preact: PreactHTMLAttributes<HTMLDivElement> = {
  id: 'a',
  onClick: (e) => e.currentTarget.align,
};
export const svelte: SvelteHTMLAttributes<HTMLDivElement> = {
  id: 'a',
  onclick: (e) => e.currentTarget.align,
};
export const react: ReactHTMLAttributes<HTMLDivElement> = { id: 'a', onClick: (e) => e.currentTarget.align };
// @ts-expect-error Vue's attributes keep their types
export const vueWrong: VueHTMLAttributes = { tabindex: {} };
// @ts-expect-error Preact's attributes keep their types
export const preactWrong: PreactHTMLAttributes<HTMLDivElement> = { tabIndex: {} };
// @ts-expect-error Svelte's attributes keep their types
export const svelteWrong: SvelteHTMLAttributes<HTMLDivElement> = { tabindex: {} };
// @ts-expect-error React's attributes keep their types
export const reactWrong: ReactHTMLAttributes<HTMLDivElement> = { tabIndex: {} };
