// Who may see a user's private details (email, grade, progress): the user, a parent or
// teacher who linked them as a student, and admins.
export type Reader = { id: number; isAdmin: boolean; studentIds: number[] } | null;

export function canSeeUser(reader: Reader, userId: number): boolean {
  if (!reader) return false;
  return reader.id === userId || reader.isAdmin || reader.studentIds.includes(userId);
}
