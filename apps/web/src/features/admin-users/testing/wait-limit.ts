import { configure } from '@testing-library/react';

// The checklist screens are heavy in jsdom and the test machine is shared: findBy and waitFor
// may wait up to 5 s (a limit, not a delay) in this feature's tests.
configure({ asyncUtilTimeout: 5_000 });
