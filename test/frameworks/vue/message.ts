// README: Vue 3 without a build step — a render function; the body is the element's text.
import { defineComponent, h } from 'vue';
import 'question-elements';
import type { QuestionAnswersEvent } from 'question-elements';

export const AgentMessage = defineComponent({
  props: { body: { type: String, required: true } },
  emits: { reply: (text: string) => typeof text === 'string' },
  setup(props, { emit }) {
    return () =>
      h(
        'question-set',
        { onQuestionAnswers: (event: QuestionAnswersEvent) => emit('reply', event.detail.text) },
        props.body,
      );
  },
});
