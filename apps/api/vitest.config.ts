import { defineProject } from 'vitest/config';

// Unit tests sit beside the code they test (src/**/x.test.ts): no database, no server, no
// process. The API's integration and process tests are projects of their own (test/*/).
export default defineProject({
  test: {
    name: 'api-unit',
    include: ['src/**/*.test.ts'],
  },
});
