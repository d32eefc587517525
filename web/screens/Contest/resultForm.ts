// After a successful submit the browser posts a real form to the server's /result page (the
// spec's hidden fields), so it navigates there as with any form.
export function postResultForm(fields: {
  startToken: string;
  signedIn: boolean;
  name: string;
  year: number;
  answers: readonly { questionId: number; answer: string }[];
}): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = "/result";
  form.hidden = true;
  const add = (name: string, value: string) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  add("ts", fields.startToken);
  add("is_signed_in", String(fields.signedIn));
  add("name", fields.name);
  add("year", String(fields.year));
  for (const entry of fields.answers) add(`answer_${entry.questionId}`, entry.answer);
  document.body.appendChild(form);
  form.submit();
}
