import { fireEvent, render, screen } from '@testing-library/react';
import FaqAccordion from './FaqAccordion';

const faqs = [
  { id: 1, question: 'How far is RDU from Raleigh?', answer: 'About 15 miles.' },
  { id: 2, question: 'Where do shuttles pick up?', answer: 'Outside baggage claim.' },
  { id: 3, question: 'Are child seats available?', answer: 'On request.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('starts with every question closed', () => {
    render(<FaqAccordion faqs={faqs} />);
    for (const f of faqs) expect(button(f.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one question open at a time', () => {
    render(<FaqAccordion faqs={faqs} />);
    fireEvent.click(button(faqs[0].question));
    expect(button(faqs[0].question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About 15 miles.')).toBeVisible();
    fireEvent.click(button(faqs[2].question));
    expect(button(faqs[2].question)).toHaveAttribute('aria-expanded', 'true');
    expect(button(faqs[0].question)).toHaveAttribute('aria-expanded', 'false');
    expect(button(faqs[1].question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open question when it is clicked again', () => {
    render(<FaqAccordion faqs={faqs} />);
    fireEvent.click(button(faqs[1].question));
    fireEvent.click(button(faqs[1].question));
    for (const f of faqs) expect(button(f.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each question in a heading of the given level', () => {
    render(<FaqAccordion faqs={faqs} headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says so when there are no questions', () => {
    render(<FaqAccordion faqs={[]} />);
    expect(screen.getByText('No FAQs available at this time.')).toBeInTheDocument();
  });

  it('keeps the paragraphs and line breaks typed in an answer', () => {
    const answer = 'Two ways to get there:\r\n\r\nShared shuttle, about $25.\nTaxi, about $40.\n\n\nBook ahead at night.';
    const { container } = render(<FaqAccordion faqs={[{ id: 9, question: 'How do I get downtown?', answer }]} />);
    fireEvent.click(button('How do I get downtown?'));
    const region = container.querySelector('#faq-9-answer') ?? container;
    const paragraphs = [...region.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Two ways to get there:', 'Shared shuttle, about $25.Taxi, about $40.', 'Book ahead at night.']);
    expect(paragraphs[1].innerHTML).toContain('<br>');
    expect(paragraphs[1].querySelectorAll('br')).toHaveLength(1);
  });
});
