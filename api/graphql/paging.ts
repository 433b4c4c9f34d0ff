// The paged admin lists' arguments and `{ items, total }` shape, shared by every area's page types.
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** The arguments of every paged admin list; the service reads them (defaults, bounds, messages). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'Rows per page: 100 unless given, at most 500' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip: 0 unless given' })
  offset?: number | null;

  @Field(() => String, { nullable: true, description: 'Part of the searched texts, any case (at most 100 characters)' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: "A field the list can be ordered by (see the query's description); oldest first unless given" })
  sort?: string | null;

  @Field(() => String, { nullable: true, description: "'asc' (the default) or 'desc'" })
  order?: string | null;
}

/** `{ items, total }` of one item type: one page and the number of matching rows, all pages together. */
export function PageOf<T extends object>(item: ClassType<T>) {
  // Not in the schema itself: only the named classes that extend it are (type-graphql emits what queries reach).
  @ObjectType()
  abstract class PageType {
    @Field(() => [item])
    items!: T[];

    @Field(() => Int, { description: 'Rows matching the search and filters, all pages together' })
    total!: number;
  }
  return PageType;
}
