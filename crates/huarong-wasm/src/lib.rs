//! The Huarong Dao solver compiled to WebAssembly for the playground's Web
//! Worker: the same JSON API as `huarong serve` (see `huarong-api`), through
//! a small C-like interface instead of HTTP. No bindings generator: the
//! worker (`page/js/worker.js`) speaks this interface directly.
//!
//! The crate builds two modules, so that each stays small (the static site
//! loads the second only when it is needed):
//!
//! * with feature `solver`, `huarong.wasm`: `solve`, `reach`, `explain`,
//!   `parse` and `limits`, and `hr_prepare`/`hr_solve_game` below;
//! * with feature `tools`, `huarong-tools.wasm`: `gen` and `svg` (given the
//!   game's solution), asking the solver module for the generator's games
//!   through its imports `hr_board` and `hr_solve`.
//!
//! Both export their `memory` and:
//!
//! * `hr_alloc(len) -> ptr` and `hr_free(ptr, len)`: bytes the worker fills
//!   with a request;
//! * `hr_call(ptr, len) -> status`: answers the JSON request at `ptr`
//!   (`{"op": "solve", "text": "...", ...}`, see `huarong_api::Request`,
//!   answered by `huarong_api::respond` as the server answers it),
//!   returning the HTTP status a server would send;
//! * `hr_reply_ptr()`, `hr_reply_len()`, `hr_reply_type()`: the reply's body
//!   (JSON, SVG or a puzzle's text) and its kind (0 JSON, 1 SVG, 2 text),
//!   valid until the next call.
//!
//! Both import `env.hr_progress(ptr, len)`: a solve's progress as a small
//! JSON object (`huarong_api::progress_json`), which the worker passes on to
//! the page.
//!
//! Limits: boards of up to [`MAX_CELLS`] cells and [`MAX_GAMES`] games, and a
//! solve the library estimates within [`MAX_MEMORY`] bytes, since a wasm32
//! module addresses at most 4 GiB.

// The exports are the module's interface: they take raw pointers from the
// worker, which owns the other side.
#![allow(unsafe_code)]

use std::cell::RefCell;

use huarong_api::{Host, Reply, RequestLimits, call};

/// The most cells a board may have: the library's own default.
pub const MAX_CELLS: u64 = huarong::DEFAULT_MAX_CELLS;
/// The most games a puzzle may have.
pub const MAX_GAMES: usize = 1_000_000;
/// The most memory a solve may be estimated to take: wasm32 addresses
/// 4 GiB, less the module, its reply and the worker's own room.
pub const MAX_MEMORY: u64 = 3 << 30;

/// The limits every request is held to.
#[must_use]
pub fn limits() -> RequestLimits {
    RequestLimits {
        max_cells: MAX_CELLS,
        max_games: MAX_GAMES,
        max_memory: Some(MAX_MEMORY),
        memory_name: "the 3 GiB a WebAssembly page may use",
        whose: "the page's",
        threads: threads(),
    }
}

/// The threads a solve runs on: rayon's in the threaded module, else one.
fn threads() -> usize {
    #[cfg(feature = "threads")]
    {
        rayon::current_num_threads()
    }
    #[cfg(not(feature = "threads"))]
    {
        1
    }
}

thread_local! {
    /// The last reply, kept for the worker to read.
    static REPLY: RefCell<Reply> = const {
        RefCell::new(Reply { status: 0, media_type: "", body: Vec::new(), filename: None })
    };
}

/// Bytes for a request of `len` bytes; the worker writes it there.
#[unsafe(no_mangle)]
pub extern "C" fn hr_alloc(len: usize) -> *mut u8 {
    let mut bytes = std::mem::ManuallyDrop::new(Vec::<u8>::with_capacity(len));
    bytes.as_mut_ptr()
}

/// Gives back bytes from [`hr_alloc`].
///
/// # Safety
/// `ptr` and `len` must come from one call of [`hr_alloc`], freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hr_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller passes back what hr_alloc gave, once.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len) });
}

/// Answers the JSON request of `len` bytes at `ptr`: its status.
///
/// # Safety
/// `ptr` must point at `len` initialised bytes (from [`hr_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hr_call(ptr: *const u8, len: usize) -> u32 {
    // SAFETY: the caller wrote `len` bytes at `ptr`.
    let request = unsafe { std::slice::from_raw_parts(ptr, len) };
    u32::from(answer(request))
}

/// Answers `request` and keeps the reply: its status.
pub fn answer(request: &[u8]) -> u16 {
    #[cfg(all(feature = "tools", target_arch = "wasm32"))]
    let mut solver = tools::SolverModule;
    let mut host = Host {
        progress: Some(&report),
        #[cfg(all(feature = "tools", target_arch = "wasm32"))]
        solver: Some(&mut solver),
        #[cfg(all(feature = "tools", not(target_arch = "wasm32")))]
        solver: None,
    };
    let reply = call(request, &limits(), &mut host);
    let status = reply.status;
    REPLY.with(|kept| *kept.borrow_mut() = reply);
    status
}

/// The last reply's body.
#[unsafe(no_mangle)]
pub extern "C" fn hr_reply_ptr() -> *const u8 {
    REPLY.with(|kept| kept.borrow().body.as_ptr())
}

/// The last reply's length in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn hr_reply_len() -> usize {
    REPLY.with(|kept| kept.borrow().body.len())
}

/// The last reply's kind: 0 JSON, 1 SVG, 2 text.
#[unsafe(no_mangle)]
pub extern "C" fn hr_reply_type() -> u32 {
    REPLY.with(|kept| match kept.borrow().media_type {
        "image/svg+xml" => 1,
        media if media.starts_with("text/") => 2,
        _ => 0,
    })
}

/// The last reply, as [`answer`] kept it.
#[must_use]
pub fn last_reply() -> Reply {
    REPLY.with(|kept| kept.borrow().clone())
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn hr_progress(ptr: *const u8, len: usize);
}

/// Passes a progress report (`huarong_api::progress_json`) to the worker.
fn report(json: &str) {
    #[cfg(target_arch = "wasm32")]
    // SAFETY: the worker reads `len` bytes at `ptr` before this returns.
    unsafe {
        hr_progress(json.as_ptr(), json.len());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}

#[cfg(feature = "solver")]
mod board_solver;
#[cfg(feature = "solver")]
pub use board_solver::{hr_prepare, hr_solve_game};

#[cfg(all(feature = "tools", target_arch = "wasm32"))]
mod tools;

#[cfg(all(feature = "threads", target_arch = "wasm32"))]
mod threads;
#[cfg(all(feature = "threads", target_arch = "wasm32"))]
pub use threads::{hr_thread_room, hr_thread_run, hr_threads};

#[cfg(all(test, feature = "solver"))]
mod tests {
    use super::*;

    const SAMPLE: &str = "3 4 2\\n0 1 1 1\\n0 1 1 0\\n0 1 0 0\\n3 2 1 2 2 2\\n1 2 2 2 3 2\\n";

    #[test]
    fn answers_through_the_exports() {
        let request = format!(r#"{{"op":"solve","text":"{SAMPLE}"}}"#);
        let ptr = hr_alloc(request.len());
        // SAFETY: hr_alloc gave room for request.len() bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(request.as_ptr(), ptr, request.len());
            assert_eq!(hr_call(ptr, request.len()), 200);
            hr_free(ptr, request.len());
        }
        // SAFETY: the reply lives until the next call.
        let body = unsafe { std::slice::from_raw_parts(hr_reply_ptr(), hr_reply_len()) };
        assert_eq!(
            std::str::from_utf8(body).unwrap(),
            r#"{"answers":[{"game":1,"answer":2,"moves":"UU"},{"game":2,"answer":-1,"moves":null}]}"#
        );
        assert_eq!(hr_reply_type(), 0);
    }

    #[test]
    fn refuses_what_would_not_fit() {
        let request = r#"{"op":"solve","text":"20000 20000 0\n"}"#;
        assert_eq!(answer(request.as_bytes()), 422);
        assert_eq!(answer(b"{\"op\":\"frobnicate\"}"), 400);
        assert!(
            String::from_utf8(last_reply().body)
                .unwrap()
                .contains("error")
        );
    }

    #[test]
    fn solves_games_on_a_prepared_board() {
        let board = "3 4 0\n0 1 1 1\n0 1 1 0\n0 1 0 0\n";
        let ptr = hr_alloc(board.len());
        // SAFETY: hr_alloc gave room for board.len() bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(board.as_ptr(), ptr, board.len());
            assert_eq!(hr_prepare(ptr, board.len()), 1);
            hr_free(ptr, board.len());
        }
        // Blank (3, 2), piece (1, 2), target (2, 2): 2 moves; from 1.
        assert_eq!(hr_solve_game(3, 2, 1, 2, 2, 2), 2.0);
        assert_eq!(hr_solve_game(1, 2, 2, 2, 3, 2), -1.0);
        assert_eq!(hr_solve_game(1, 1, 2, 2, 3, 2), -2.0);
    }

    #[test]
    fn refuses_to_prepare_a_board_over_the_memory_limit() {
        let board = b"3 4 0\n0 1 1 1\n0 1 1 0\n0 1 0 0\n";
        let tight = RequestLimits {
            max_memory: Some(1 << 10),
            ..limits()
        };
        assert_eq!(board_solver::prepare(board, &tight), 0);
        assert_eq!(hr_solve_game(3, 2, 1, 2, 2, 2), -2.0);
        assert_eq!(board_solver::prepare(board, &limits()), 1);
        assert_eq!(hr_solve_game(3, 2, 1, 2, 2, 2), 2.0);
    }
}
