// react-jsonschema-form (`@rjsf/core` + `@rjsf/validator-ajv8`) on React 19: one React root per set,
// as an island in a page that is not itself a React app. Ready: the set's first commit (a layout
// effect around the form), since React 19 renders a root asynchronously.
import { createElement as h, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

const committed = new WeakMap();

function Committed({ onCommit, children }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

export function mount(host, body) {
  const { schema, uiSchema } = JSON.parse(body);
  const onSubmit = ({ formData }) =>
    host.dispatchEvent(new CustomEvent('question-answers', { bubbles: true, detail: { answers: formData } }));
  let onCommit;
  committed.set(host, new Promise((resolve) => (onCommit = resolve)));
  createRoot(host).render(h(Committed, { onCommit }, h(Form, { schema, uiSchema, validator, onSubmit })));
}

export async function ready(hosts) {
  await Promise.all(hosts.map((host) => committed.get(host)));
}
