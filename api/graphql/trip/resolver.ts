// The places a trip is between (the trip itself is asked of the providers' resolver).
import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { PlaceType, toPlaceType } from './types';

@Resolver()
export class PlaceResolver {
  @Query(() => [PlaceType], { description: "Every place a trip is between, in the search's order (the same list as GET /api/places)" })
  places(@Ctx() ctx: GraphQLContext): PlaceType[] {
    return ctx.services.providers.places(ctx.actor).map(toPlaceType);
  }
}
