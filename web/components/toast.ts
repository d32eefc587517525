// Toasts (sonner) load on the first one shown, so no page's first load carries their code.
type Message = Parameters<typeof import("sonner").toast.success>[0];
type Options = Parameters<typeof import("sonner").toast.success>[1];

const sonner = () => import("sonner").then((module) => module.toast);

export const toast = {
  success: (message: Message, options?: Options) => void sonner().then((show) => show.success(message, options)),
  error: (message: Message, options?: Options) => void sonner().then((show) => show.error(message, options)),
};
