// Fields many object types share, declared once. type-graphql copies a base class's fields into every named
// type that extends it; the bases here are in no query's answer, so the schema has only the named types.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

const VERSION_DESCRIPTION = 'Raised by every save; an update names the version it was read at (expectedVersion) or is refused with CONFLICT';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base: any constructor
type AnyClass<T> = abstract new (...args: any[]) => T;

/** The base of a type whose shared fields are its first ones. */
@ObjectType()
export abstract class NoFields {}

/** `id` and `name` of something a report or a record names. */
@ObjectType()
export abstract class NamedRefType {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;
}

/** `id`, `name` and `slug` of a record with an address of its own. */
@ObjectType()
export abstract class SluggedRefType extends NamedRefType {
  @Field()
  slug!: string;
}

/** `version`, `createdAt`, `updatedAt` of an editable record, beside the fields of `Base`. */
export function Versioned<T extends object>(Base: AnyClass<T> = NoFields as AnyClass<T>, versionDescription = VERSION_DESCRIPTION) {
  @ObjectType()
  abstract class VersionedType extends (Base as AnyClass<object>) {
    @Field(() => Int, { description: versionDescription })
    version!: number;

    @Field()
    createdAt!: Date;

    @Field()
    updatedAt!: Date;
  }
  return VersionedType as unknown as AnyClass<T & VersionedType>;
}

/** A GraphQL enum whose values are their own names, each with its description (the TypeScript type: its values). */
export function describedEnum<K extends string>(name: string, values: Record<K, string>, description?: string): { readonly [P in K]: P } {
  const keys = Object.keys(values) as K[];
  const enumObject = Object.fromEntries(keys.map((k) => [k, k])) as { [P in K]: P };
  const valuesConfig = Object.fromEntries(keys.map((k) => [k, { description: values[k] }])) as Record<K, { description: string }>;
  registerEnumType(enumObject, { name, description, valuesConfig });
  return enumObject;
}

/** The commission of bookings at each status before reversal, in whole cents: every earnings line has it. */
@ObjectType()
export abstract class CommissionCentsType {
  @Field(() => Int, { description: 'Commission of bookings not yet confirmed' })
  pendingCents!: number;

  @Field(() => Int)
  confirmedCents!: number;

  @Field(() => Int)
  paidCents!: number;
}
