//! A connection whose writes give up when the client stops reading.
//!
//! hyper times out a slow request header but has no such limit on sending:
//! a client that asks for a large answer (a puzzle's moves run to megabytes)
//! and never reads it would hold its connection and the answer's memory for
//! ever. Here a write that makes no progress for the limit fails, and hyper
//! closes the connection.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// `T` with a deadline on each stalled write.
#[derive(Debug)]
pub(crate) struct WriteTimeout<T> {
    io: T,
    limit: Duration,
    /// Running while a write is pending; reset whenever one makes progress.
    stall: Pin<Box<Sleep>>,
    stalled: bool,
}

impl<T> WriteTimeout<T> {
    pub(crate) fn new(io: T, limit: Duration) -> WriteTimeout<T> {
        WriteTimeout {
            io,
            limit,
            stall: Box::pin(tokio::time::sleep(limit)),
            stalled: false,
        }
    }

    /// What a write that returned `poll` comes to: its result, or a time-out
    /// once it has been pending for the limit.
    fn check<R>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        if poll.is_ready() {
            self.stalled = false;
            return poll;
        }
        if !self.stalled {
            self.stalled = true;
            self.stall.as_mut().reset(Instant::now() + self.limit);
        }
        match self.stall.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client stopped reading",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for WriteTimeout<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for WriteTimeout<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write(cx, buf);
        self.check(cx, poll)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write_vectored(cx, bufs);
        self.check(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.io).poll_flush(cx);
        self.check(cx, poll)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.io).poll_shutdown(cx);
        self.check(cx, poll)
    }
}
