//! The classic game's font (`page/fonts/huarong-pieces.woff2`, made by
//! `scripts/piece-font.sh`) holds every character of the pieces' names, so
//! that they show on a machine without a Chinese font, and every character
//! of the built-in layouts' names, which the level list writes in it.

use huarong::classic::Role;

#[test]
fn the_piece_font_holds_every_roles_name() {
    let held = include_str!("fixtures/piece-font-chars.txt");
    for role in Role::ALL {
        for c in role.chinese().chars() {
            assert!(
                held.contains(c),
                "the piece font lacks {c} of {role:?}: run scripts/piece-font.sh"
            );
        }
    }
}

#[test]
fn the_piece_font_holds_every_built_in_layouts_name() {
    let held = include_str!("fixtures/piece-font-chars.txt");
    for famous in huarong::classic::Famous::ALL {
        for c in famous.chinese.chars() {
            assert!(
                held.contains(c),
                "the piece font lacks {c} of {}: run scripts/piece-font.sh",
                famous.chinese
            );
        }
    }
}
