// Runs before GraphiQL's bundle (served by ./graphiql.ts under a nonce-only script policy): the
// editor's workers come from this server, and every style element the editor or its libraries
// create carries this page's nonce, so the policy needs no 'unsafe-inline'.
(() => {
  const nonce = document.currentScript.nonce;
  const createElement = document.createElement.bind(document);
  document.createElement = (name, options) => {
    const element = createElement(name, options);
    if (String(name).toLowerCase() === "style") element.nonce = nonce;
    return element;
  };
  // A style attribute set by script becomes the same declarations through the CSSOM, which the
  // policy allows (style attributes in markup would need 'unsafe-inline').
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (String(name).toLowerCase() === "style" && this.style) this.style.cssText = String(value);
    else setAttribute.call(this, name, value);
  };
  // The editor also writes its lines as HTML with style attributes: those become data attributes
  // (only inside tags; the editor escapes < and > in text) and are applied through the CSSOM at once.
  const STYLED = "data-csp-style";
  const unstyle = (html) => String(html).replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\sstyle="/i, ` ${STYLED}="`));
  const restyle = (root) => {
    for (const element of root.querySelectorAll(`[${STYLED}]`)) {
      element.style.cssText = element.getAttribute(STYLED);
      element.removeAttribute(STYLED);
    }
  };
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  Object.defineProperty(Element.prototype, "innerHTML", {
    ...innerHTML,
    set(html) {
      innerHTML.set.call(this, unstyle(html));
      restyle(this);
    },
  });
  const insertAdjacentHTML = Element.prototype.insertAdjacentHTML;
  Element.prototype.insertAdjacentHTML = function (position, html) {
    insertAdjacentHTML.call(this, position, unstyle(html));
    restyle(this.parentNode ?? this);
  };
  self.__webpack_nonce__ = nonce;
  const workers = { editorWorkerService: "editor", json: "json", graphql: "graphql" };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: (_moduleId, label) => `/graphiql/${workers[label] ?? "editor"}.worker.js`,
  };
})();
