// Adaptive Cards (Microsoft's `adaptivecards`): parse the card JSON, render it, append the element.
// Rendering is synchronous: the card is ready when render() returns.
import { AdaptiveCard } from 'adaptivecards';

export function mount(host, body) {
  const card = new AdaptiveCard();
  card.onExecuteAction = (action) => {
    host.dispatchEvent(
      new CustomEvent('question-answers', { bubbles: true, detail: { answers: action.data } }),
    );
  };
  card.parse(JSON.parse(body));
  host.append(card.render());
}
