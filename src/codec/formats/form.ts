// Placeholder: being written.
import { fail } from '../errors.js';
import type { Format } from '../format.js';

export const form: Format = {
  id: 'form',
  title: 'form',
  yaml: false,
  declinable: false,
  outcomes: [],
  partial: true,
  signature: '',
  detect: () => 0,
  decode: () => fail('unsupported', 'not yet'),
  payload: () => null,
  serialize: () => '',
};
