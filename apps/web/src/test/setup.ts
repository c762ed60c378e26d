import { configure } from '@testing-library/react';

// antd screens render in jsdom in well under a second alone, but CI runs the tiers on 2 busy cores:
// give `findBy*`/`waitFor` room so a slow machine does not fail a correct test.
configure({ asyncUtilTimeout: 10_000 });
