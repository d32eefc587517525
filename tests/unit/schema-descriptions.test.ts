// Every type, field, argument and enum value of the schema has a description (100 %), and the
// description map names nothing that does not exist.
import { describe, expect, it } from "vitest";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";
import { schema } from "../../server/graphql/schema.ts";
import { DESCRIPTIONS } from "../../server/graphql/descriptionText.ts";

/** Every describable part of the schema, as "Type", "Type.field", "Type.field(arg)" or "Enum.VALUE", with its description. */
function parts(): Map<string, string | null | undefined> {
  const all = new Map<string, string | null | undefined>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    all.set(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        all.set(`${type.name}.${field.name}`, field.description);
        for (const argument of "args" in field ? field.args : []) all.set(`${type.name}.${field.name}(${argument.name})`, argument.description);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) all.set(`${type.name}.${value.name}`, value.description);
  }
  return all;
}

describe("the schema's descriptions", () => {
  it("describe every type, field, argument and enum value", () => {
    const undescribed = [...parts()].filter(([, description]) => !description?.trim()).map(([key]) => key);
    expect(undescribed).toEqual([]);
  });

  it("name only parts that exist", () => {
    const all = parts();
    expect(Object.keys(DESCRIPTIONS).filter((key) => !all.has(key))).toEqual([]);
  });
});
