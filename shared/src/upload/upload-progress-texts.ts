// The upload progress shown beside every file field while its files are sent (issue 33), in
// English, Hindi and Marathi. Beside the component, typed by the English tree (decision 049).
import { defineTexts } from '@platform/shared/i18n';

export const uploadProgressTexts = defineTexts(
  'upload-progress',
  {
    list: 'Upload progress',
    file: 'Sending {{file}}: {{percent}}%',
  },
  {
    hi: {
      list: 'अपलोड की प्रगति',
      file: '{{file}} भेजी जा रही है: {{percent}}%',
    },
    mr: {
      list: 'अपलोडची प्रगती',
      file: '{{file}} पाठवत आहोत: {{percent}}%',
    },
  },
);
