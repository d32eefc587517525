// Drives the real OpenID Connect sign-in over HTTP, as a browser would: Boxed's /auth/login,
// the development provider's authorize and email pages, and Boxed's callback.
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.trim().split("=");
        return (key.toLowerCase() === "max-age" && Number(val) <= 0) || (key.toLowerCase() === "expires" && new Date(val) < new Date());
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export type Step = { url: string; status: number; location: string | null; body: string };

/** One request without following redirects; cookies go to and come from the jar. */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Step> {
  const response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as object), cookie: jar.header() } });
  jar.store(response);
  const location = response.headers.get("location");
  return { url, status: response.status, location: location && new URL(location, url).href, body: await response.text() };
}

/** Starts at /auth/login and stops at the callback URL the provider sends the browser to. */
export async function authorizeAt(baseUrl: string, email: string, jar = new CookieJar(), returnTo = "/app/") {
  const atCallback = (current: Step) => current.location !== null && new URL(current.location).pathname === "/auth/callback";
  let current = await step(jar, `${baseUrl}/auth/login?return_to=${encodeURIComponent(returnTo)}`);
  while (current.location && !atCallback(current)) current = await step(jar, current.location);
  if (!atCallback(current)) {
    // The provider asks for the email address (unless this browser is already signed in there).
    const form = /action="([^"]+)"/.exec(current.body);
    if (!form) throw new Error(`no email page: ${current.status} ${current.body.slice(0, 200)}`);
    current = await step(jar, new URL(form[1], baseUrl).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({ email }),
    });
    while (current.location && !atCallback(current)) current = await step(jar, current.location);
  }
  return { jar, callbackUrl: current.location! };
}

/** Signs in through the whole flow; returns the cookie jar holding the session. */
export async function signIn(baseUrl: string, email: string, returnTo = "/app/"): Promise<{ jar: CookieJar; landedOn: string }> {
  const { jar, callbackUrl } = await authorizeAt(baseUrl, email, new CookieJar(), returnTo);
  const callback = await step(jar, callbackUrl);
  if (callback.status !== 302) throw new Error(`sign-in failed: ${callback.status} ${callback.body.slice(0, 300)}`);
  return { jar, landedOn: callback.location! };
}
