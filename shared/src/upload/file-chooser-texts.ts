// The file chooser's words (file-chooser.tsx) in English, Hindi and Marathi: what the browser's own
// file input says in the browser's language, said here in the page's. Beside the component, typed
// by the English tree (decision 049).
import { defineTexts } from '@platform/shared/i18n';

export const fileChooserTexts = defineTexts(
  'file-chooser',
  {
    chooseFile: 'Choose file',
    chooseFiles: 'Choose files',
    noFile: 'No file chosen',
    files: '{{count}} files chosen',
  },
  {
    hi: {
      chooseFile: 'फ़ाइल चुनें',
      chooseFiles: 'फ़ाइलें चुनें',
      noFile: 'कोई फ़ाइल नहीं चुनी गई',
      files: '{{count}} फ़ाइलें चुनी गईं',
    },
    mr: {
      chooseFile: 'फाइल निवडा',
      chooseFiles: 'फाइल्स निवडा',
      noFile: 'एकही फाइल निवडलेली नाही',
      files: '{{count}} फाइल्स निवडल्या',
    },
  },
);
