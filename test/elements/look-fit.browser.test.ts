/**
 * Words and controls that fit the question (issue 16, points 4 and 6), driven by real clicks and
 * key presses: MCP labels, the destructive confirmation, Decline and Cancel in one quiet row, the
 * actions on one line at 390 px, how a card sends, a select without a redundant field, and the
 * filter of a long option list.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { fresh, mountData, restoreClock, root } from './helpers.js';

const mcp = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  message,
  requestedSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
});

const headings = (el: Element) =>
  [...root(el as never).querySelectorAll('[role="heading"]')].map((h) => h.textContent?.trim());

describe('MCP labels', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('read the title, else the property name in words', async () => {
    const { el } = await mountData(
      mcp('Who are you?', {
        first_name: { type: 'string' },
        dateOfBirth: { type: 'string', format: 'date' },
        nick: { type: 'string', title: 'What should we call you?' },
      }),
      { layout: 'form' },
    );
    expect(headings(el)).to.deep.equal(['First name', 'Date of birth', 'What should we call you?']);
  });
});
