// oidc-provider's own in-memory storage, which it ships without types.
declare module "oidc-provider/lib/adapters/memory_adapter.js" {
  import type { AdapterFactory } from "oidc-provider";
  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
