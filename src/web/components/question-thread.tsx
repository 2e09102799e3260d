/**
 * One question to the instructor with its answers (issue 16, item 5): the player shows a learner's
 * own, the trainings' questions dialog everybody's with the asker. The feature brings its words and
 * may put an answer form below (children).
 */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { QuestionPerson, QuestionView } from '../../shared/contracts/questions';
import { formatDateTime } from '../lib/format';
import { personName } from '../lib/localize';
import type { Received } from '../lib/received';
import './question-thread.css';

export interface QuestionThreadTexts {
  /** Heading of the question when the asker is not shown (the learner's own). */
  own: string;
  open: string;
  answered: string;
  unknownPerson: string;
}

const nameOf = (p: QuestionPerson | null, unknown: string) => personName(p) || unknown;

export function QuestionThread({ question, texts, showAsker, children }: { question: Received<QuestionView>; texts: QuestionThreadTexts; showAsker: boolean; children?: ReactNode }) {
  const open = question.status === 'open';
  return (
    <article className={`qt${open ? ' qt--open' : ''}`} data-testid="question-item" data-status={question.status} aria-label={question.text.slice(0, 80)}>
      <header className="qt__head">
        <span className="qt__who">{showAsker ? nameOf(question.askedBy, texts.unknownPerson) : texts.own}</span>
        <time dateTime={question.askedAt}>{formatDateTime(question.askedAt)}</time>
        <Tag className="qt__status" color={open ? 'blue' : 'green'} icon={open ? <ClockCircleOutlined /> : <CheckCircleOutlined />}>
          {open ? texts.open : texts.answered}
        </Tag>
      </header>
      <p className="qt__text">{question.text}</p>
      {question.answers.length > 0 && (
        <ol className="qt__answers">
          {question.answers.map((a) => (
            <li key={a.id} className="qt__answer" data-testid="question-answer">
              <div className="qt__answer-head">
                <strong>{nameOf(a.answeredBy, texts.unknownPerson)}</strong> · <time dateTime={a.answeredAt}>{formatDateTime(a.answeredAt)}</time>
              </div>
              <p className="qt__answer-text">{a.text}</p>
            </li>
          ))}
        </ol>
      )}
      {children}
    </article>
  );
}
