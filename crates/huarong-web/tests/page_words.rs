//! The library's words for a broken game, which the page translates
//! (`page/js/i18n.js`, checked by `e2e/unit/i18n.test.mjs` against the same
//! fixture): should the library reword them, this fails, not the page.

use huarong::{InputLimits, parse_puzzle};

#[test]
fn the_messages_the_page_translates_are_the_librarys() {
    let games = [
        "3 3 1 2 2 2",
        "3 2 3 3 2 2",
        "3 2 1 2 3 3",
        "1 2 1 2 2 2",
        "3 2 1 2 9 2",
        "3 2 1 2 2 9",
    ];
    let expected: Vec<&str> = include_str!("fixtures/game-errors.txt").lines().collect();
    assert_eq!(expected.len(), games.len());
    let limits = InputLimits {
        max_cells: 1_000_000,
    };
    for (game, expected) in games.iter().zip(expected) {
        let text = format!("3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n{game}\n");
        let error = parse_puzzle(text.as_bytes(), &limits)
            .unwrap_err()
            .to_string();
        let (place, detail) = error.split_once(": ").unwrap();
        assert!(place.starts_with("line 5, column "), "{error}");
        assert_eq!(detail, expected, "{game}");
    }
}
