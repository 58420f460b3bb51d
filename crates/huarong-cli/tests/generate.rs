//! `huarong gen`: its help.

use huarong::generate::Family;

use crate::common::stdout_of;

/// `gen --help` names every family with its parameter and default, and
/// says what the default mix of games is.
#[test]
fn gen_help_is_up_to_date() {
    let help = stdout_of(&["gen", "--help"]);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for family in Family::NAMES {
        assert!(help.contains(family), "{family} missing from gen --help");
    }
    for parameter in [
        "random[:FIXED]",
        "default 0.3",
        "braided[:KNOCK]",
        "default 0.05",
        "bumps[:WIDTH]",
        "default 2",
        "rooms[:SIZE]",
        "beads[:WIDTH]",
    ] {
        assert!(help.contains(parameter), "{parameter} missing: {help}");
    }
    assert!(help.contains("a real one (answer above 0) in 12"), "{help}");
    assert!(!help.contains("blank beside the piece"), "{help}");
}
