//! Prefaulting: the pages of memory that is about to be written for the
//! first time are mapped by another thread, so that the thread writing it
//! does not stop for a page fault on each.
//!
//! Why: a vector's spare capacity past what the allocator handed out from
//! fresh `mmap`ed memory is not backed by pages until it is written; each
//! first write to a 4 KiB page then costs a fault (about 1.5 µs on the
//! benchmark machines: zeroing, accounting, the fault itself). The greedy
//! driver on a module of 200k operations writes ~1,000 such pages (new
//! operations past the end of the op arena, worklist growth, region DCE's
//! recorded walk) in its first pass and region simplification. On a
//! machine with a second core, [`Prefault::spawn`] asks the kernel to map
//! them (`madvise(MADV_POPULATE_WRITE)`, Linux 5.14 and later) on a helper
//! thread while the driver works on other memory.
//!
//! Invariant (why this is sound whatever happens to the memory): the
//! helper never reads or writes the ranges. `MADV_POPULATE_WRITE` maps the
//! pages as a write would, without changing their contents, so it may run
//! while their owner uses them; if a range was freed or moved meanwhile,
//! the call fails or maps pages that are then unused. Failures are
//! ignored: this is only a hint. The helper is joined when the
//! [`Prefault`] is dropped.

/// An address range: `len` bytes from `start` (never dereferenced).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PageRange {
    start: usize,
    len: usize,
}

impl PageRange {
    /// The first `max` elements of `v`'s spare capacity (fewer if it has
    /// fewer).
    pub(crate) fn spare<T>(v: &mut Vec<T>, max: usize) -> PageRange {
        let spare = v.spare_capacity_mut();
        let n = spare.len().min(max);
        PageRange {
            start: spare.as_ptr() as usize,
            len: n * std::mem::size_of::<T>(),
        }
    }

    /// The whole pages inside the range: (start, length), both multiples
    /// of `page` (a partial page at either end may be shared with memory
    /// in use, and needs no help).
    fn whole_pages(self, page: usize) -> (usize, usize) {
        let start = self.start.next_multiple_of(page);
        let end = self.start.saturating_add(self.len) / page * page;
        (start, end.saturating_sub(start))
    }
}

/// Below this many bytes in all, [`Prefault::spawn`] does nothing: starting
/// a thread costs about as much as faulting in ~30 pages.
const MIN_BYTES: usize = 1 << 20;

/// A helper thread mapping the pages of some ranges (see the module
/// documentation); joined on drop.
#[derive(Debug, Default)]
pub(crate) struct Prefault {
    helper: Option<std::thread::JoinHandle<()>>,
}

impl Prefault {
    /// Starts a helper thread mapping the whole pages of `ranges`, if they
    /// hold [`MIN_BYTES`] or more, on Linux, with a second core available;
    /// otherwise does nothing.
    pub(crate) fn spawn(ranges: &[PageRange]) -> Prefault {
        const PAGE: usize = 4096;
        let pages: Vec<(usize, usize)> = ranges
            .iter()
            .map(|r| r.whole_pages(PAGE))
            .filter(|&(_, len)| len > 0)
            .collect();
        let bytes: usize = pages.iter().map(|&(_, len)| len).sum();
        if !cfg!(target_os = "linux")
            || bytes < MIN_BYTES
            || std::thread::available_parallelism().map_or(true, |n| n.get() < 2)
        {
            return Prefault::default();
        }
        let helper = std::thread::Builder::new()
            .name("drr-prefault".into())
            .spawn(move || {
                for (start, len) in pages {
                    populate(start, len);
                }
            })
            .ok();
        Prefault { helper }
    }
}

impl Drop for Prefault {
    fn drop(&mut self) {
        if let Some(helper) = self.helper.take() {
            // The helper cannot panic (it only makes system calls); a
            // failed join changes nothing.
            let _ = helper.join();
        }
    }
}

/// Maps the pages of `len` bytes at `start` (page-aligned) as a write
/// would, without writing.
#[cfg(target_os = "linux")]
fn populate(start: usize, len: usize) {
    // SAFETY: `madvise` only changes the page tables of the range, never
    // its contents, and fails harmlessly on a range that is not mapped (or
    // no longer): no memory is read or written, so nothing the rest of the
    // program does with the range can be affected (see the module
    // documentation). The pointer is only passed to the kernel.
    let _ = unsafe {
        libc::madvise(
            std::ptr::without_provenance_mut(start),
            len,
            libc::MADV_POPULATE_WRITE,
        )
    };
}

#[cfg(not(target_os = "linux"))]
fn populate(_start: usize, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_pages_leave_out_partial_ones() {
        let r = PageRange {
            start: 4096 + 10,
            len: 3 * 4096,
        };
        assert_eq!(r.whole_pages(4096), (2 * 4096, 2 * 4096));
        let small = PageRange {
            start: 100,
            len: 200,
        };
        assert_eq!(small.whole_pages(4096).1, 0);
    }

    #[test]
    fn spare_covers_the_spare_capacity_only() {
        let mut v: Vec<u64> = Vec::with_capacity(1000);
        v.extend([1, 2, 3]);
        let r = PageRange::spare(&mut v, usize::MAX);
        assert_eq!(r.start, v.as_ptr() as usize + 3 * 8);
        assert_eq!(r.len, (v.capacity() - 3) * 8);
        assert_eq!(PageRange::spare(&mut v, 10).len, 80);
    }

    /// Populating memory in use (here while it is being written) leaves
    /// its contents as they are.
    #[test]
    fn populating_keeps_the_contents() {
        let mut v: Vec<u8> = Vec::with_capacity(4 << 20);
        v.resize(1 << 20, 7);
        let whole = PageRange {
            start: v.as_ptr() as usize,
            len: v.capacity(),
        };
        let helper = Prefault::spawn(&[whole]);
        v.resize(3 << 20, 9);
        drop(helper);
        assert!(v[..1 << 20].iter().all(|&b| b == 7));
        assert!(v[1 << 20..].iter().all(|&b| b == 9));
    }
}
