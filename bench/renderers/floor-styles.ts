/** The floors' stylesheet: the few rules a hand-written question card needs (plain DOM and the Lit floor share it). */
export const FLOOR_CSS = `
.qs { font: 14px/1.4 system-ui, sans-serif; border: 1px solid #d0d5dd; border-radius: 12px; padding: 12px; margin: 8px 0; max-width: 40rem; }
.qs .title { font-weight: 600; margin: 0 0 8px; }
.qs fieldset { border: 0; margin: 0 0 8px; padding: 0; }
.qs legend, .qs .q > span { font-weight: 500; margin-bottom: 4px; }
.qs .opt { display: flex; gap: 8px; align-items: baseline; padding: 6px 8px; border-radius: 8px; }
.qs .opt:hover { background: #f2f4f7; }
.qs .opt .d { color: #667085; font-size: 12px; }
.qs .q { display: flex; flex-direction: column; margin: 0 0 8px; }
.qs .q.confirm { flex-direction: row; gap: 8px; align-items: center; }
.qs textarea { font: inherit; padding: 6px; border: 1px solid #d0d5dd; border-radius: 8px; }
.qs button { font: inherit; padding: 6px 14px; border: 0; border-radius: 8px; background: #2563eb; color: #fff; }
.qs .req { color: #b42318; }
`;
