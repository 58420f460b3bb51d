#![allow(unsafe_code, missing_docs)]
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use huarong::{estimate_memory, parse_puzzle, solve, InputLimits, Progress, SolveOptions};
struct Counting;
static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
fn grew(size: usize) { let now = CURRENT.fetch_add(size, Relaxed) + size; PEAK.fetch_max(now, Relaxed); }
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 { let b = unsafe { System.alloc(l) }; grew(l.size()); b }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 { let b = unsafe { System.alloc_zeroed(l) }; grew(l.size()); b }
    unsafe fn dealloc(&self, b: *mut u8, l: Layout) { unsafe { System.dealloc(b, l) }; CURRENT.fetch_sub(l.size(), Relaxed); }
    unsafe fn realloc(&self, b: *mut u8, l: Layout, s: usize) -> *mut u8 {
        let m = unsafe { System.realloc(b, l, s) };
        if s >= l.size() { grew(s - l.size()) } else { CURRENT.fetch_sub(l.size() - s, Relaxed); }
        m
    }
}
#[global_allocator]
static A: Counting = Counting;
#[test]
fn probe() {
    let Ok(file) = std::env::var("PROBE") else { return };
    let threads: usize = std::env::var("PROBE_THREADS").ok().and_then(|t| t.parse().ok()).unwrap_or(2);
    let text = std::fs::read(&file).unwrap();
    let puzzle = parse_puzzle(&text, &InputLimits { max_cells: 300_000_000, ..InputLimits::default() }).unwrap();
    drop(text);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    pool.install(|| {
        let options = SolveOptions::default();
        let e = estimate_memory(&puzzle, &options, threads);
        let base = CURRENT.load(Relaxed);
        eprintln!("estimate {:.1}M at {} parts {:?}", e.total as f64 / 1048576.0, e.peak_at,
            e.parts.iter().map(|(n, b)| format!("{n} {:.1}M", *b as f64 / 1048576.0)).collect::<Vec<_>>());
        eprintln!("parsed puzzle held {:.1}M", base as f64 / 1048576.0);
        PEAK.store(base, Relaxed);
        let overall = AtomicUsize::new(base);
        let last = std::sync::Mutex::new("start");
        let report = |p: Progress| {
            let name = match p { Progress::Phase(n) => n, Progress::Precomputed => "precomputed", _ => return };
            let peak = PEAK.swap(CURRENT.load(Relaxed), Relaxed);
            overall.fetch_max(peak, Relaxed);
            let mut l = last.lock().unwrap();
            eprintln!("  step {:<28} peak {:8.1}M  now {:8.1}M", *l, peak as f64 / 1048576.0, CURRENT.load(Relaxed) as f64 / 1048576.0);
            *l = name;
        };
        let answers = solve(&puzzle, &options.with_progress(&report)).unwrap();
        let peak = PEAK.load(Relaxed);
        overall.fetch_max(peak, Relaxed);
        eprintln!("  step {:<28} peak {:8.1}M", *last.lock().unwrap(), peak as f64 / 1048576.0);
        let o = overall.load(Relaxed);
        eprintln!("heap peak {:.1}M  estimate/heap {:.2}", o as f64 / 1048576.0, e.total as f64 / o as f64);
        drop(answers);
    });
}
