//! The API's errors: a status and a message, sent as `{"error": "..."}`.

use std::error::Error as StdError;
use std::time::Duration;

use axum::Json;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// An API request that gets no answer, and why.
#[derive(Debug)]
pub(crate) struct ErrorResponse {
    status: StatusCode,
    message: String,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
}

impl ErrorResponse {
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> ErrorResponse {
        ErrorResponse {
            status,
            message: message.into(),
        }
    }

    /// `400`: the request is malformed.
    pub(crate) fn bad_request(message: impl Into<String>) -> ErrorResponse {
        ErrorResponse::new(StatusCode::BAD_REQUEST, message)
    }

    /// `503`: every solver is busy and the queue is full.
    pub(crate) fn busy() -> ErrorResponse {
        ErrorResponse::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy: every solver is taken and the queue is full; try again shortly",
        )
    }

    /// `500`: a fault of the server's own.
    pub(crate) fn internal(message: impl Into<String>) -> ErrorResponse {
        ErrorResponse::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }

    /// The error for a query string that does not parse.
    pub(crate) fn query(rejection: &QueryRejection) -> ErrorResponse {
        ErrorResponse::bad_request(rejection.body_text())
    }

    /// The error for a body that could not be read: too large, too slow, or
    /// broken off.
    pub(crate) fn body(
        rejection: &BytesRejection,
        max_bytes: usize,
        deadline: Duration,
    ) -> ErrorResponse {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large(max_bytes)
        } else if caused_by::<tower_http::timeout::TimeoutError>(rejection) {
            ErrorResponse::new(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request body did not arrive within {}",
                    seconds(deadline)
                ),
            )
        } else {
            ErrorResponse::bad_request(rejection.body_text())
        }
    }

    /// The same error as `response`, whose body the layer that made it left
    /// plain, with the API's JSON body and a message that names the limit.
    pub(crate) fn from_layer(
        response: &Response,
        max_bytes: usize,
        time_limit: Duration,
    ) -> ErrorResponse {
        let status = response.status();
        match status {
            StatusCode::PAYLOAD_TOO_LARGE => too_large(max_bytes),
            StatusCode::SERVICE_UNAVAILABLE => ErrorResponse::new(
                status,
                format!(
                    "the request did not finish within the time limit of {}",
                    seconds(time_limit)
                ),
            ),
            _ => ErrorResponse::new(status, status.canonical_reason().unwrap_or("error")),
        }
    }
}

impl From<huarong_api::Refusal> for ErrorResponse {
    fn from(error: huarong_api::Refusal) -> ErrorResponse {
        let status =
            StatusCode::from_u16(error.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        ErrorResponse::new(status, error.message)
    }
}

impl IntoResponse for ErrorResponse {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(ErrorBody {
                error: &self.message,
            }),
        )
            .into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}

fn too_large(max_bytes: usize) -> ErrorResponse {
    ErrorResponse::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!("the request body is larger than the limit of {max_bytes} bytes"),
    )
}

/// A duration for messages: `10 s`, or `0.5 s` below a second.
fn seconds(duration: Duration) -> String {
    format!("{} s", duration.as_secs_f64())
}

/// Whether `error` or any error it wraps is a `T`: the body's timeout comes
/// wrapped in two of axum's boxes.
fn caused_by<T: StdError + 'static>(error: &(dyn StdError + 'static)) -> bool {
    let mut next = Some(error);
    while let Some(error) = next {
        if error.is::<T>() {
            return true;
        }
        next = error.source();
    }
    false
}
