// Starts GraphiQL with the options the server wrote into the page (./graphiql.ts).
(() => {
  const options = JSON.parse(document.getElementById("graphiql-options").textContent);
  self.YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
})();
