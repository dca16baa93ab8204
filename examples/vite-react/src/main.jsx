import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'question-elements'; // defines <question-set>; React 19 sets its properties and listens to its events

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

function App() {
  const [reply, setReply] = useState('');
  return (
    <>
      <question-set data={body} onquestion-answers={(event) => setReply(event.detail.text)} />
      <pre id="reply">{reply}</pre>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
