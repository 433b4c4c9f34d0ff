// The FAQ form's rules: the server's own (api/domain/inputs FAQ_RULES).
import { FAQ_RULES, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import type { FaqInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** The sheet edits the text; the place in the order moves with the cards' arrows (FaqsPage). */
export type FaqFormValues = Pick<FaqInput, 'question' | 'answer'>;
export const EMPTY_FAQ: FaqFormValues = { question: '', answer: '' };

export const faqSchema = ruleSchema(FAQ_RULES);

const FORM_FIELDS = fieldsOf(FAQ_RULES).filter((f): f is keyof FaqFormValues => f !== 'position');
export const toFaqInput = (v: FaqFormValues): FaqInput => trimTexts(pick(v, FORM_FIELDS));
