import { Schema } from 'effect';
import { msg } from '../../../../../platform/http';
import { text } from '../../../shared/schema';

export const CreateBundleBody = Schema.Struct({
  name: text(120).annotations({ missingMessage: msg({ de: 'Bundle-Name ist erforderlich', en: 'Bundle name is required' }) }),
  description: Schema.optionalWith(text(1000), { default: () => '' }),
});
