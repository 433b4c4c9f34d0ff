// At most MAX_TRIPS_PER_OPERATION `trip` fields in one GraphQL operation, however they are written
// (aliases, fragments, inline fragments). Each is priced for every provider, so fifteen aliased
// trips in one anonymous POST cost fifteen searches and a megabyte and more, within the depth,
// alias and cost limits, which count fields, not work.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { TRIP_LIMIT_TEXTS } from '../domain/texts';

export const MAX_TRIPS_PER_OPERATION = 2;

/** How many root `trip` fields a selection holds, following fragments once each. */
function tripFields(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === 'trip' ? 1 : 0;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += tripFields(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      seen.add(selection.name.value);
      count += tripFields(fragments[selection.name.value].selectionSet, fragments, seen);
    }
  }
  return count;
}

/** A validation rule: refuses (GRAPHQL_VALIDATION_FAILED, 400) a query operation with more trips than `max`. */
export function maxTripsPerOperation(max = MAX_TRIPS_PER_OPERATION) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    return {
      OperationDefinition(node) {
        if (node.operation !== 'query') return;
        // A fragment spread twice counts once: its fields merge into one and run once.
        const count = tripFields(node.selectionSet, fragments, new Set());
        if (count > max) context.reportError(new GraphQLError(TRIP_LIMIT_TEXTS.perOperation(max), { nodes: [node] }));
      },
    };
  };
}
