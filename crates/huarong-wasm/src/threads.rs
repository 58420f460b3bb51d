//! Rayon's threads for the threaded solver module (`huarong-threads.wasm`):
//! each is a Web Worker that instantiates the same module on the same shared
//! memory. The module has no bindings generator, so the page's worker does
//! by hand what a thread's start needs (`page/js/worker.js`,
//! `page/js/thread.js`):
//!
//! 1. for each thread, room for its stack and its thread-local storage from
//!    [`hr_thread_room`];
//! 2. a worker that instantiates the module, sets the instance's stack
//!    pointer to the top of that stack, initialises its thread-local storage
//!    with `__wasm_init_tls`, and calls [`hr_thread_run`], which waits for
//!    one of rayon's threads to run;
//! 3. once every worker runs, [`hr_threads`], which makes rayon's pool and
//!    hands its threads to the waiting workers.
//!
//! The workers start before the pool because rayon waits, blocked, until
//! every thread of a new pool runs, and a browser starts a worker's worker
//! only while its parent is free.

use std::alloc::{Layout, alloc};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{LazyLock, Mutex};

/// Where rayon's threads wait for a worker to run them.
static WAITING: LazyLock<(
    Mutex<Sender<rayon::ThreadBuilder>>,
    Mutex<Receiver<rayon::ThreadBuilder>>,
)> = LazyLock::new(|| {
    let (send, receive) = channel();
    (Mutex::new(send), Mutex::new(receive))
});

/// The alignment of every block from [`hr_thread_room`]: a stack's, and
/// more than the module's thread-local storage asks for (`__tls_align`).
const ROOM_ALIGN: usize = 16;

/// `bytes` of memory aligned to [`ROOM_ALIGN`], never freed (a thread's
/// stack or thread-local storage lives as long as the module): null when
/// there is not enough.
#[unsafe(no_mangle)]
pub extern "C" fn hr_thread_room(bytes: usize) -> *mut u8 {
    match Layout::from_size_align(bytes.max(1), ROOM_ALIGN) {
        // SAFETY: the layout's size is not zero.
        Ok(layout) => unsafe { alloc(layout) },
        Err(_) => std::ptr::null_mut(),
    }
}

/// Makes rayon's global pool of `threads` threads, run by the workers
/// waiting in [`hr_thread_run`] (there must be `threads` of them): 1 when
/// it is made, 0 when it cannot be (one exists already).
#[unsafe(no_mangle)]
pub extern "C" fn hr_threads(threads: usize) -> u32 {
    let built = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .spawn_handler(|thread| {
            let send = WAITING
                .0
                .lock()
                .map_err(|_| std::io::Error::other("a thread failed"))?;
            send.send(thread)
                .map_err(|_| std::io::Error::other("no worker waits"))
        })
        .build_global();
    u32::from(built.is_ok())
}

/// Waits for one of rayon's threads ([`hr_threads`]) and runs it until the
/// pool ends: what a thread's worker calls once its stack and thread-local
/// storage are set.
#[unsafe(no_mangle)]
pub extern "C" fn hr_thread_run() {
    let thread = match WAITING.1.lock() {
        Ok(receive) => receive.recv(),
        Err(_) => return,
    };
    if let Ok(thread) = thread {
        thread.run();
    }
}
