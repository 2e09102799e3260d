import { Schema } from 'effect';
import { ModuleContentSchemas, type ModuleContent, type ModuleType } from '../domain/events';
import { localized } from './fields';

/** Legacy quiz questions `{question, options, correctAnswer}` are read as answers. */
const LegacyQuestion = Schema.Struct({ question: Schema.String, options: Schema.Array(Schema.String), correctAnswer: Schema.Number });
const QuizIn = Schema.Struct({
  questions: Schema.Array(Schema.Union(ModuleContentSchemas.quiz.fields.questions.value, LegacyQuestion)).pipe(Schema.maxItems(200)),
});

/** Decodes module content of a request body for its type (unknown fields dropped). */
export function contentSchemaFor(type: ModuleType): Schema.Schema<ModuleContent, unknown> {
  switch (type) {
    case 'video':
      return ModuleContentSchemas.video as unknown as Schema.Schema<ModuleContent, unknown>;
    case 'text':
      return Schema.Struct({ text: localized(50_000) }) as unknown as Schema.Schema<ModuleContent, unknown>;
    case 'quiz':
      return Schema.transform(QuizIn, ModuleContentSchemas.quiz, {
        strict: false,
        decode: (q) => ({
          questions: q.questions.map((x) =>
            'options' in x
              ? { question: x.question, answers: x.options.map((text, i) => ({ text, isCorrect: i === x.correctAnswer })) }
              : x,
          ),
        }),
        encode: (q) => q,
      }) as unknown as Schema.Schema<ModuleContent, unknown>;
    default: {
      const never: never = type;
      return never;
    }
  }
}
