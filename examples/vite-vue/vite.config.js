import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// Vue's template compiler leaves question-* tags to the browser: they are custom elements
export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('question-') } } }),
  ],
});
