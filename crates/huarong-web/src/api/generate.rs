//! `POST /api/gen`: a new puzzle drawn by the library's generator, as the
//! judge-format text that `huarong gen` prints for the same arguments
//! (`huarong_api::generate`).

use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use huarong_api::{GenRequest, check_gen, generate};

use super::{Api, ErrorResponse};

/// `POST /api/gen`.
pub(super) async fn gen_handler(
    State(api): State<Api>,
    request: Result<Json<GenRequest>, JsonRejection>,
) -> Result<Response, ErrorResponse> {
    let Json(request) =
        request.map_err(|rejection| ErrorResponse::bad_request(rejection.body_text()))?;
    let limits = api.limits();
    // The request's own faults are answered before a solver slot is taken.
    check_gen(&request, &limits)?;
    let slot = api.slots.enter().await.map_err(|_| ErrorResponse::busy())?;
    let text = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        generate(&request, &limits, None)
    })
    .await
    .map_err(|_| ErrorResponse::internal("the generator failed"))??;
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        text,
    )
        .into_response())
}
