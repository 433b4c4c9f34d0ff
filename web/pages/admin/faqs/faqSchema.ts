// The FAQ form's rules: the server's own (api/domain/inputs FAQ_RULES).
import { FAQ_RULES, fieldsOf, pick, trimTexts } from '../../../../api/domain/inputs';
import type { FaqInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

export type FaqFormValues = FaqInput;
export const EMPTY_FAQ: FaqFormValues = { question: '', answer: '' };

export const faqSchema = ruleSchema(FAQ_RULES);

export const toFaqInput = (v: FaqFormValues): FaqInput => trimTexts(pick(v, fieldsOf(FAQ_RULES)));
