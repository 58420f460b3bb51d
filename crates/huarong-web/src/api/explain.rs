//! `POST /api/explain?game=K` and `POST /api/explain?cell=R,C`: the published
//! method's numbers for one game or one cell (`huarong_api::explain_reply`).

use axum::Json;
use huarong_api::{ExplainQuery, ExplainReply, explain_reply};
use serde::Deserialize;

use super::{ErrorResponse, PuzzleRequest};

#[derive(Deserialize)]
pub(super) struct Query {
    game: Option<usize>,
    cell: Option<String>,
    search: Option<bool>,
    naive: Option<bool>,
    walk: Option<bool>,
    window: Option<String>,
}

/// `POST /api/explain`.
pub(super) async fn explain_handler(
    request: PuzzleRequest<Query>,
) -> Result<Json<ExplainReply>, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let query = ExplainQuery {
        game: query.game,
        cell: query.cell,
        search: query.search.unwrap_or(false),
        naive: query.naive.unwrap_or(false),
        walk: query.walk.unwrap_or(false),
        window: query.window,
    };
    if query.game.is_some() == query.cell.is_some() {
        return Err(ErrorResponse::bad_request(
            "ask for one thing to explain: ?game=K or ?cell=R,C",
        ));
    }
    let limits = api.limits();
    let reply = api
        .run(body, move |puzzle| {
            Ok(explain_reply(&puzzle, &query, &limits)?)
        })
        .await?;
    Ok(Json(reply))
}
