import { configure } from '@testing-library/react';
import { LANGUAGES, loadNamespaces, NAMESPACES } from '../lib/i18n.ts';

// antd screens render in jsdom in well under a second alone, but CI runs the tiers on 2 busy cores:
// give `findBy*`/`waitFor` room so a slow machine does not fail a correct test.
configure({ asyncUtilTimeout: 20_000 });

// The app downloads text per screen before rendering it; tests render any component directly, so
// every namespace of every language is there from the start and `t` works synchronously.
await Promise.all(LANGUAGES.map((lang) => loadNamespaces(lang, NAMESPACES)));
