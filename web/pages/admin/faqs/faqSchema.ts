import * as yup from 'yup';
import { MAX, MESSAGES, MIN } from '../../../../api/domain/rules';
import type { FaqInput } from '../../../data/admin.generated';

export type FaqFormValues = FaqInput;
export const EMPTY_FAQ: FaqFormValues = { question: '', answer: '' };

export const faqSchema = yup.object({
  question: yup.string().trim().required(MESSAGES.faq.question).min(MIN.faqQuestion, MESSAGES.faq.question).max(MAX.shortText, MESSAGES.tooLong('Question', MAX.shortText)),
  answer: yup.string().trim().required(MESSAGES.faq.answer).min(MIN.faqAnswer, MESSAGES.faq.answer).max(MAX.longText, MESSAGES.tooLong('Answer', MAX.longText)),
});

export const toFaqInput = (v: FaqFormValues): FaqInput => ({ question: v.question.trim(), answer: v.answer.trim() });
