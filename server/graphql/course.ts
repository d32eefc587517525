import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";

export const CourseRef = builder.prismaNode("Course", {
  id: { field: "id" },
  fields: (t) => ({
    courseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    category: t.exposeString("category"),
    description: t.exposeString("description", { nullable: true }),
    isSample: t.exposeBoolean("isSample"),
  }),
});

export const LessonRef = builder.prismaNode("Lesson", {
  id: { field: "id" },
  fields: (t) => ({
    lessonId: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    active: t.exposeBoolean("active"),
    course: t.relation("course"),
  }),
});
