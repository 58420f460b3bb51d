//! `GET /api/limits`: the server's limits on a puzzle, so that the page's
//! editor and new-board form stop where solving would.

use axum::Json;
use axum::extract::State;
use serde::Serialize;

use super::Api;

#[derive(Serialize)]
pub(super) struct LimitsReply {
    max_cells: u64,
    max_games: usize,
}

/// `GET /api/limits`.
pub(super) async fn limits_handler(State(api): State<Api>) -> Json<LimitsReply> {
    Json(LimitsReply {
        max_cells: api.max_cells,
        max_games: api.max_games,
    })
}
