//! The API's errors: an HTTP status and a message, sent as `{"error": "..."}`.

use serde::Serialize;

/// A request that gets no answer, and why: the status a server sends and a
/// message for a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The HTTP status: `400` malformed, `422` over a limit, `500` a fault.
    pub status: u16,
    /// What went wrong, in a sentence.
    pub message: String,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
}

impl Refusal {
    /// `400`: the request is malformed.
    #[must_use]
    pub fn bad_request(message: impl Into<String>) -> Refusal {
        Refusal {
            status: 400,
            message: message.into(),
        }
    }

    /// `422`: a well-formed request over a limit.
    #[must_use]
    pub fn over_limit(message: impl Into<String>) -> Refusal {
        Refusal {
            status: 422,
            message: message.into(),
        }
    }

    /// `500`: a fault of the solver's own.
    #[must_use]
    pub fn internal(message: impl Into<String>) -> Refusal {
        Refusal {
            status: 500,
            message: message.into(),
        }
    }

    /// The body sent with the status: `{"error": "..."}`.
    #[must_use]
    pub fn json(&self) -> String {
        serde_json::to_string(&ErrorBody {
            error: &self.message,
        })
        .unwrap_or_else(|_| String::from(r#"{"error":"error"}"#))
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Refusal {}
