// The audit trail over GraphQL: events (who, when, from where, which record, each field before and
// after), a page of them, and the arguments of the Activity list.
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { parseChanges } from '../../domain/audit';
import type { AuditEvent } from '../../entities/AuditEvent';
import { PageArgs, PageOf } from '../paging';

@ObjectType('FieldChange', { description: "One field's value before and after a change, as stored (secrets never appear)" })
export class FieldChangeType {
  @Field()
  field!: string;

  @Field(() => GraphQLJSON, { nullable: true })
  before!: unknown;

  @Field(() => GraphQLJSON, { nullable: true })
  after!: unknown;
}

@ObjectType('AuditEvent', { description: 'One change made in the back office, or one sign-in event' })
export class AuditEventType {
  @Field(() => Int)
  id!: number;

  @Field()
  at!: Date;

  @Field(() => Int, { nullable: true, description: 'The admin who made it; null for the command line or an unknown sign-in' })
  actorId!: number | null;

  @Field({ description: "Their username at the time, or 'command line'" })
  actorName!: string;

  @Field(() => String, { nullable: true })
  actorRole!: string | null;

  @Field(() => String, { nullable: true, description: 'The client address the request came from' })
  address!: string | null;

  @Field({ description: 'create, update, delete, archive, restore, revert, sign-in, sign-out, sign-in-failed, password-change, secret-rotate, account-…' })
  action!: string;

  @Field({ description: 'Provider, Resource, Faq, AdSpot, AffiliateProgram, ContactSubmission, Upload, User or Setting' })
  entityType!: string;

  @Field(() => Int, { nullable: true })
  entityId!: number | null;

  @Field(() => String, { nullable: true, description: 'What the record was called at the time' })
  entityLabel!: string | null;

  @Field(() => Int, { nullable: true, description: "The record's version after the change" })
  version!: number | null;

  @Field(() => [FieldChangeType])
  changes!: FieldChangeType[];

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Int, { nullable: true, description: 'For a revert: the event it undid' })
  revertOf!: number | null;
}

@ObjectType('AuditActor', { description: 'An admin the audit trail names: the Activity page filters by them' })
export class AuditActorType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'Their username in their latest event' })
  name!: string;

  @Field(() => String, { nullable: true })
  role!: string | null;
}

@ObjectType('AuditEventPage')
export class AuditEventPageType extends PageOf(AuditEventType) {}

@ArgsType()
export class AuditEventArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only changes by this admin' })
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: 'Only this kind of record (Provider, Resource, Faq, AdSpot, AffiliateProgram, ContactSubmission, Upload, User, Setting)' })
  entityType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only this record (with entityType)' })
  entityId?: number | null;

  @Field(() => String, { nullable: true, description: 'Only this kind of change (create, update, sign-in…)' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: "From this day ('YYYY-MM-DD', UTC) or instant" })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Up to the end of this day ('YYYY-MM-DD', UTC) or this instant" })
  to?: string | null;
}

export function toAuditEventType(e: AuditEvent): AuditEventType {
  return { ...e, changes: parseChanges(e.changes) };
}
