// The one demo survey, shown to signed-in users until they answer it.
export const DEMO_SURVEY = {
  question: "How did you hear about Boxed?",
  answers: ["From a teacher or coach", "From a friend or classmate", "Searching online", "Social media"],
  active: true,
};
