/**
 * The set the streaming tests of the built bundle stream (dist-streaming, dist-provider-streams): a
 * structured set (Claude Code's AskUserQuestion) of three single-choice questions, with no id of its
 * own, so its id is derived from the whole set.
 */
const option = (label: string, description: string) => ({ label, description });

export const SET = {
  questions: [
    {
      question: 'Which region?',
      header: 'Region',
      multiSelect: false,
      options: [option('Europe', 'Frankfurt'), option('America', 'Virginia')],
    },
    {
      question: 'Which size?',
      header: 'Size',
      multiSelect: false,
      options: [option('Small', '2 CPU'), option('Large', '8 CPU')],
    },
    {
      question: 'Which tier?',
      header: 'Tier',
      multiSelect: false,
      options: [option('Free', 'best effort'), option('Paid', 'with an SLA')],
    },
  ],
};
