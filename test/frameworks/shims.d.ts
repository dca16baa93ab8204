// The test components as plain TypeScript sees them (vue-tsc and svelte-check check their insides).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<{ message: string }>;
  export default component;
}
