// What refers to a provider or an affiliate program (while anything does, deleting it archives it
// instead), shared by both areas' queries.
import { Field, Int, ObjectType } from 'type-graphql';
import { hasReferences, type RecordReferences } from '../../domain/archive';

@ObjectType('RecordReferences', { description: 'The rows that refer to a provider or a program: while any does, a delete archives it instead' })
export class RecordReferencesType implements RecordReferences {
  @Field(() => Int, { description: "Booking clicks counted for the provider (0 for a program)" })
  bookingClicks!: number;

  @Field(() => Int, { description: 'Clicks kept by their id for attributing bookings (0 for a program)' })
  keptClicks!: number;

  @Field(() => Int, { description: 'Conversions credited to the provider, or reported to the program' })
  conversions!: number;

  @Field({ description: 'Whether a delete would delete it (nothing refers to it); false: it would be archived instead' })
  deletable!: boolean;
}

export function toReferencesType(refs: RecordReferences): RecordReferencesType {
  return Object.assign(new RecordReferencesType(), refs, { deletable: !hasReferences(refs) });
}
