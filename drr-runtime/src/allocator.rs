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
