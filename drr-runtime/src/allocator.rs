//! Allocator settings for command-line tools that parse, rewrite and
//! print one large module.
//!
//! Such a tool's peak memory is the IR plus whatever table the phase at
//! hand builds on top of it (the driver's worklist and its positions, the
//! printer's numbering tables: tens of MB on a million operations), each
//! freed when its phase ends. glibc's allocator returns a large block to
//! the system when it is freed, but then raises its threshold for giving
//! blocks their own mapping to that block's size (up to 32 MiB): from then
//! on, tables of that size come from the heap, and freed ones stay
//! resident, so the next phase's tables add to the previous phase's
//! instead of replacing them (on 1M operations of the `mix` benchmark: 35
//! MB more at the end of printing). [`release_large_blocks_eagerly`] fixes
//! the threshold, so that every large table goes back to the system when
//! freed. Libraries do not call it: a program that embeds drr decides its
//! own allocator settings.

/// The threshold: large enough that the medium buffers a phase frees and
/// the next allocates again (the parser's, the driver's on a module of
/// 200k operations) are recycled from the heap instead of being mapped
/// and faulted in afresh each time (256 KiB made rewriting 200k-op
/// modules ~4% slower), small enough for the tables that matter at a
/// million operations (4 bytes per operation is 4 MiB).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const THRESHOLD: i32 = 4 << 20;

/// Has blocks of 4 MiB and more allocated in mappings of their own and
/// returned to the system when freed, for the rest of the process (glibc's
/// `M_MMAP_THRESHOLD`, which also stops glibc from raising it). A
/// no-op with other allocators and on other systems.
pub fn release_large_blocks_eagerly() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `mallopt` only changes the allocator's parameters; it is
        // safe to call at any time (glibc serializes it with allocations).
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, THRESHOLD);
        }
    }
}

/// Whether [`use_huge_pages_for_ir`] was called.
static HUGE_PAGES: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The size of a transparent huge page on x86-64 and most aarch64 Linux
/// systems.
const HUGE_PAGE: usize = 2 << 20;

/// Asks the system to back the IR's large tables (the arenas of
/// operations, values, blocks and regions) with transparent huge pages
/// where it allows them (`madvise(MADV_HUGEPAGE)`, which matters when
/// `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`, the usual
/// default): a module of 200k operations fills ~60 MB of fresh memory, and
/// each 4 KiB page costs a page fault; a 2 MiB page costs one for 512.
/// For the rest of the process. Libraries do not call it (a program that
/// embeds drr decides its own memory settings); the command-line tools
/// do. A no-op on systems other than Linux with glibc.
pub fn use_huge_pages_for_ir() {
    HUGE_PAGES.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// After `buffer` was allocated or grown: advises huge pages for the part
/// of its allocation that covers whole huge pages, if
/// [`use_huge_pages_for_ir`] was called.
#[inline]
pub(crate) fn advise_huge_pages<T>(buffer: &Vec<T>) {
    let bytes = buffer.capacity().saturating_mul(std::mem::size_of::<T>());
    if bytes < 2 * HUGE_PAGE || !HUGE_PAGES.load(std::sync::atomic::Ordering::Relaxed) {
        return;
    }
    advise_range(buffer.as_ptr() as usize, bytes);
}

/// The whole huge pages inside `[start, start + bytes)`, if any.
fn huge_page_span(start: usize, bytes: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(HUGE_PAGE)?;
    let end = start.checked_add(bytes)? & !(HUGE_PAGE - 1);
    (end > first).then_some((first, end))
}

#[cold]
fn advise_range(start: usize, bytes: usize) {
    let Some((first, end)) = huge_page_span(start, bytes) else {
        return;
    };
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `madvise(MADV_HUGEPAGE)` is a hint about how to back the
        // pages of `[first, end)`, which lies inside an allocation this
        // process owns; it never changes their contents or mapping, and a
        // failure (an old kernel, huge pages disabled) changes nothing.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = (first, end);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_huge_pages_are_advised() {
        let m = HUGE_PAGE;
        // Aligned: all of it.
        assert_eq!(huge_page_span(4 * m, 2 * m), Some((4 * m, 6 * m)));
        // Unaligned ends are trimmed inward.
        assert_eq!(huge_page_span(4 * m + 8, 3 * m), Some((5 * m, 7 * m)));
        // Less than one whole page inside: nothing.
        assert_eq!(huge_page_span(4 * m + 8, m + 16), None);
        assert_eq!(huge_page_span(4 * m + 8, 8), None);
        // No overflow at the top of the address space.
        assert_eq!(huge_page_span(usize::MAX - 8, 4 * m), None);
    }
}
