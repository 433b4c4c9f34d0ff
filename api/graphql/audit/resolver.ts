// The audit trail: the Activity list (owners), one record's history (whoever may edit that kind of
// record) and reverting one change. Thin adapters over AuditService and HistoryService.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AuditType } from '../../domain/audit';
import { AUDIT_TYPES } from '../../domain/audit';
import { AUDIT_TEXTS } from '../../domain/texts';
import { ValidationError } from '../../services/errors';
import type { GraphQLContext } from '../context';
import { PageArgs } from '../paging';
import { AuditActorType, AuditEventArgs, AuditEventPageType, AuditEventType, toAuditEventType } from './types';

@Resolver()
export class AuditResolver {
  @Query(() => AuditEventPageType, { description: 'The audit trail, newest first (order asc: oldest first), filtered. Owners only.' })
  async auditEvents(@Ctx() ctx: GraphQLContext, @Args(() => AuditEventArgs) args: AuditEventArgs): Promise<AuditEventPageType> {
    const page = await ctx.services.audit.page(ctx.actor, args);
    return { items: page.items.map(toAuditEventType), total: page.total };
  }

  @Query(() => [AuditActorType], { description: 'Every admin the audit trail names, by name (the Activity page filters by them). Owners only.' })
  async auditActors(@Ctx() ctx: GraphQLContext): Promise<AuditActorType[]> {
    return ctx.services.audit.actors(ctx.actor);
  }

  @Query(() => AuditEventPageType, { description: "One record's history, newest first: for whoever may edit that kind of record" })
  async recordHistory(
    @Ctx() ctx: GraphQLContext,
    @Arg('entityType', () => String) entityType: string,
    @Arg('entityId', () => Int) entityId: number,
    @Args(() => PageArgs) args: PageArgs,
  ): Promise<AuditEventPageType> {
    if (!(AUDIT_TYPES as readonly string[]).includes(entityType)) throw new ValidationError({ entityType: AUDIT_TEXTS.badType });
    const page = await ctx.services.history.history(ctx.actor, entityType as AuditType, entityId, args);
    return { items: page.items.map(toAuditEventType), total: page.total };
  }

  @Mutation(() => AuditEventType, {
    description: 'Undoes one change (an update, archive, restore or revert) as a new change, answered here; CONFLICT when the record has changed since',
  })
  async revertAuditEvent(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<AuditEventType> {
    return toAuditEventType((await ctx.services.history.revert(ctx.actor, id)).event);
  }
}
