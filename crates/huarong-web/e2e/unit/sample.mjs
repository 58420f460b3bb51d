// The sample puzzle as the library reads it (the backend's `parse` of
// format.js's SAMPLE), for the tests of the page's pure modules.

export const SAMPLE_PARSED = {
  rows: 3,
  cols: 4,
  cells: '011101100100',
  games: [
    { blank: [3, 2], piece: [1, 2], target: [2, 2] },
    { blank: [1, 2], piece: [2, 2], target: [3, 2] },
  ],
};
