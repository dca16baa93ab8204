// SurveyJS (`survey-core` + `survey-js-ui`, its framework-free UI, which renders through a bundled
// Preact): one model per set, rendered with renderSurvey(). Ready: the survey's own
// onAfterRenderSurvey event.
import { Model } from 'survey-core';
import { renderSurvey } from 'survey-js-ui';

const rendered = new WeakMap();

export function mount(host, body) {
  const model = new Model(JSON.parse(body));
  rendered.set(host, new Promise((resolve) => model.onAfterRenderSurvey.add(() => resolve())));
  model.onComplete.add((sender) => {
    host.dispatchEvent(
      new CustomEvent('question-answers', { bubbles: true, detail: { answers: sender.data } }),
    );
  });
  renderSurvey(model, host);
}

export async function ready(hosts) {
  await Promise.all(hosts.map((h) => rendered.get(h)));
}
