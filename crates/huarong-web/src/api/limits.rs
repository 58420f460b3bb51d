//! `GET /api/limits`: the server's limits on a puzzle, so that the page's
//! editor and new-board form stop where solving would.

use axum::Json;
use axum::extract::State;
use huarong_api::RequestLimits;

use super::Api;

/// `GET /api/limits`: `{"max_cells", "max_games"}`.
pub(super) async fn limits_handler(State(api): State<Api>) -> Json<RequestLimits> {
    Json(api.limits())
}
