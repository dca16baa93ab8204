'use client';
import { useState } from 'react';
// the wrapper sets `data` and attaches the listener once hydrated: no answer is lost
import { QuestionSet } from 'question-elements/react';

const body = {
  questions: [
    {
      question: 'Which region should we deploy to?',
      header: 'Region',
      multiSelect: false,
      options: [
        { label: 'eu-central-1', description: 'Frankfurt' },
        { label: 'eu-west-1', description: 'Ireland' },
      ],
    },
  ],
};

export function Ask() {
  const [reply, setReply] = useState('');
  return (
    <>
      <QuestionSet data={body} onAnswers={(event) => setReply(event.detail.text)} />
      <pre id="reply">{reply}</pre>
    </>
  );
}
