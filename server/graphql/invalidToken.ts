// A bearer token that does not work (unknown, revoked, expired, or not sent as "Bearer <token>")
// answers 401 with WWW-Authenticate (RFC 6750), never as an anonymous caller.
import { GraphQLError } from "graphql";

export function invalidTokenError(reason: string): GraphQLError {
  const challenge = `Bearer realm="Boxed GraphQL", error="invalid_token", error_description="${reason.replaceAll('"', "'")}"`;
  return new GraphQLError(reason, {
    extensions: { code: "UNAUTHENTICATED", http: { status: 401, headers: { "www-authenticate": challenge } } },
  });
}
