/**
 * question-elements/codec: every wire format → one model, and answers → each format's own shape.
 * DOM-free, runs in Node 20; nothing here throws. Every part is in place at once (`eager.ts`), so
 * each function answers synchronously.
 */
import './eager.js';

export * from './api.js';
