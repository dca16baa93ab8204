/** Bodies the lifecycle suites share: a vance wizard and card, a shiitake OpenAsk. */

/** A vance wizard: a choice, a confirm and a free-text question. */
export const WIZARD = `id: lifecycle-wizard
intro: Three things
questions:
  - key: region
    text: Which region?
    kind: choice
    options: [eu-central-1, eu-west-1, us-east-1]
  - key: retention
    text: Retention 10 years?
    kind: confirm
    proposal: 10 years instead of 5
  - key: notes
    text: Anything else?
`;

/** The same set id as WIZARD with a different body. */
export const WIZARD_CHANGED = WIZARD.replace('Which region?', 'Which data centre?');

/** A vance card: one choice question (a click on an option sends). */
export const CARD = `id: lifecycle-card
questions:
  - key: go
    text: Ship it?
    kind: choice
    options: [Yes, No]
`;

/** A shiitake OpenAsk (JSON), two questions; `expiresAt` and `status` given. */
export function ask(
  id: string,
  { expiresAt = null as number | null, status = 'live', name = 'Release bot' } = {},
): string {
  return JSON.stringify({
    askId: id,
    waitingOn: { agentId: 'agent-1', sessionId: 'ses-1', name },
    questions: [
      {
        id: 'rollout',
        header: 'Rollout',
        question: 'How should it roll out?',
        options: [
          { label: 'Canary', description: 'safest' },
          { label: 'Full', description: 'fastest' },
        ],
      },
      { id: 'notes', header: '', question: 'Notes for the team?', options: [] },
    ],
    status,
    createdAt: Date.now(),
    expiresAt,
  });
}
