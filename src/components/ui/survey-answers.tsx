import { Button } from 'react-aria-components';
import type { StoredAnswer } from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';

interface AnsweredQuestion {
  questionId: number;
  question: string;
  answers: string[];
}

/** Stored answers grouped by question, in the order they were asked, in the current language. */
export function answeredQuestions(rows: readonly StoredAnswer[], language: 'en' | 'sp') {
  const byQuestion = new Map<number, AnsweredQuestion>();
  for (const row of rows) {
    let entry = byQuestion.get(row.question_id);
    if (!entry) {
      entry = {
        questionId: row.question_id,
        question: language === 'sp' ? row.question_text_sp : row.question_text_en,
        answers: [],
      };
      byQuestion.set(row.question_id, entry);
    }
    entry.answers.push(language === 'sp' ? row.choice_text_sp : row.choice_text);
  }
  return [...byQuestion.values()];
}

/** The printable block's id: one list of answers per page. */
const ANSWERS_ID = 'survey-answers';

/** A user's answers: numbered questions, each with the choices made. */
export function SurveyAnswers({ rows }: { rows: readonly StoredAnswer[] }) {
  const { language } = useI18n();
  return (
    <ol className="survey-answers" id={ANSWERS_ID}>
      {answeredQuestions(rows, language).map((entry) => (
        <li key={entry.questionId}>
          <p className="survey-answer-question">{entry.question}</p>
          <ul>
            {entry.answers.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * Prints the answers alone (the print stylesheet hides everything else while
 * <html data-print-only> names them), and puts the page back afterwards.
 */
export function PrintAnswersButton({ children }: { children: string }) {
  return (
    <Button
      className="button"
      onPress={() => {
        const root = document.documentElement;
        root.dataset.printOnly = ANSWERS_ID;
        const done = () => {
          delete root.dataset.printOnly;
          window.removeEventListener('afterprint', done);
        };
        window.addEventListener('afterprint', done);
        window.print();
      }}
    >
      {children}
    </Button>
  );
}
