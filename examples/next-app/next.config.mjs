// a static export (the page rendered on the server at build time, hydrated in the browser); with
// EXAMPLE_RENDER=request a server app instead, whose `next start` renders the page on each request
export default process.env.EXAMPLE_RENDER === 'request' ? {} : { output: 'export' };
