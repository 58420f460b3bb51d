//! A plan told to people (`huarong solve --plan`): each decision of the
//! fast engine's [`Plan`] with its value and the facts its rule read.

use crate::engine::plan::{Facts, Plan};
use crate::engine::solver::{Budget, SolveOptions};
use crate::walk::NO_LIMIT;

/// One decision of a solve's plan, as people read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The decision, as [`Plan`]'s field is named (`"landmarks"`).
    pub name: &'static str,
    /// What was decided (`"yes"`, `"no"`, a count or a size).
    pub value: String,
    /// Why: the facts the rule read, in one line.
    pub reason: String,
}

/// A decision named `name` of `value` for `reason`.
fn decision(name: &'static str, value: impl Into<String>, reason: String) -> Decision {
    Decision {
        name,
        value: value.into(),
        reason,
    }
}

/// `yes` or `no`.
fn yes(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// Every decision of `plan`, made with `options` on a board and games of
/// these `facts`, in the order the solve takes them.
pub(crate) fn decisions(
    plan: &Plan,
    facts: &impl Facts,
    options: &SolveOptions<'_>,
) -> Vec<Decision> {
    let games = facts.games();
    let free = facts.free();
    let mut list = vec![decision(
        "forest",
        yes(plan.forest),
        if plan.forest {
            "no cell has a way round: each piece moves at most one swap, no state graph".into()
        } else {
            "some cell has a way round: a state graph of the piece's moves".into()
        },
    )];
    list.push(decision(
        "skeleton",
        yes(plan.skeleton),
        format!(
            "{free} free cells; a skeleton of junctions and runs pays when at most a quarter \
             of them are junctions"
        ),
    ));
    let graph_less = "a forest has no state graph".to_owned();
    let around = if plan.forest {
        graph_less.clone()
    } else {
        match options.budget {
            Budget::Limit(limit) => format!("the budget asked: {limit} cells"),
            Budget::Unlimited => "the budget asked: every cost up front".into(),
            Budget::Auto if plan.around_limit == NO_LIMIT => {
                format!("{games} games read most costs: every cost up front")
            }
            Budget::Auto => format!(
                "{games} games read few costs: longer searches wait until a game needs them"
            ),
        }
    };
    list.push(decision(
        "around_limit",
        if plan.around_limit == NO_LIMIT {
            "none".to_owned()
        } else {
            plan.around_limit.to_string()
        },
        around,
    ));
    let len = facts.layout_len();
    let states = len.saturating_mul(4);
    let listed = options.limits.listed_for(games);
    let branches = facts.branches();
    let branch_numbers = facts.branch_numbers();
    list.push(decision(
        "huge",
        yes(plan.huge),
        format!(
            "{states} states against the {listed} that keep adjacency lists whatever their \
             size with {games} games"
        ),
    ));
    let pending = facts.costs_pending(plan.around_limit);
    let lists = |huge: bool| {
        if huge != plan.huge {
            format!("the graph is {}huge", if huge { "not " } else { "" })
        } else if pending {
            "around-costs pending: searches read edges from the board, settling them".into()
        } else {
            format!(
                "{branches} branch states on {len} layout cells, against the lists' bytes a cell"
            )
        }
    };
    list.push(decision("huge_lists", yes(plan.huge_lists), lists(true)));
    list.push(decision("dense_lists", yes(plan.dense_lists), lists(false)));
    list.push(decision(
        "load_ahead",
        yes(plan.load_ahead),
        format!(
            "{branch_numbers} branch numbers: loading ahead pays past the caches, from 4,194,304"
        ),
    ));
    list.push(decision(
        "long_chains",
        yes(plan.long_chains),
        format!(
            "chains of {} on average: a radix heap past 16, else buckets",
            facts.mean_chain()
        ),
    ));
    let own_searches = if options.moves { 0 } else { games };
    list.push(decision(
        "overlay",
        yes(plan.overlay),
        format!(
            "{own_searches} games of their own search on {branches} branch states{}",
            if plan.overlay {
                ", thin regions over half the free cells"
            } else {
                ""
            }
        ),
    ));
    list.push(decision(
        "landmarks",
        plan.landmarks.to_string(),
        if plan.overlay {
            "shortcuts take the landmarks' place".into()
        } else {
            format!(
                "{own_searches} games of their own search on {branches} branch states, {free} of {} \
                 cells free, within {} bytes",
                facts.cells(),
                options.limits.landmarks_for(len, games)
            )
        },
    ));
    list.push(decision(
        "landmarks_parallel",
        yes(plan.landmarks_parallel),
        format!(
            "{} landmarks over {branch_numbers} branch numbers, within {} bytes for extra searchers",
            plan.landmarks,
            options.limits.extra_for(len)
        ),
    ));
    list.push(decision(
        "touches_ahead",
        yes(plan.touches_ahead),
        format!("landmarks on threads with a short last round, and {own_searches} games"),
    ));
    list.push(decision(
        "narrow_records",
        yes(plan.narrow_records),
        format!(
            "{} landmarks and {branch_numbers} branch numbers: four bytes a record from a million",
            plan.landmarks
        ),
    ));
    list.push(decision(
        "branch_table",
        yes(plan.branch_table),
        if options.moves {
            "moves are spelled: searches back from each target".into()
        } else {
            format!(
                "{branches} branch states against {} different targets",
                facts.targets()
            )
        },
    ));
    list.push(decision(
        "cut_table",
        yes(plan.cut_table),
        match facts.cut_table_after() {
            Some(after) => format!("{games} walks of the blank against the {after} it pays from"),
            None => "no skeleton".into(),
        },
    ));
    list.push(decision(
        "shared_pieces",
        plan.shared_pieces.to_string(),
        format!("piece cells enough of the {games} games share for a phase-1 table"),
    ));
    list.push(decision(
        "piece_tables",
        plan.piece_tables.to_string(),
        format!(
            "{} shared piece cells, as many tables as their budget holds",
            plan.shared_pieces
        ),
    ));
    let spread = if plan.branch_table {
        "the branch table answers every game on one thread".to_owned()
    } else {
        format!(
            "{branches} branch states times {} targets against the work worth threads, the \
             solvers within {} bytes",
            facts.targets(),
            options.limits.extra_for(len)
        )
    };
    list.push(decision(
        "chunk",
        plan.chunk.map_or("none".to_owned(), |c| c.to_string()),
        spread.clone(),
    ));
    list.push(decision("shared_walks", yes(plan.shared_walks), spread));
    if plan.forest {
        // From `huge` on, every decision is of the state
        // graph a forest has not.
        for d in &mut list[3..] {
            d.reason.clone_from(&graph_less);
        }
    }
    list
}
